// Non-attacking kings on the page: the board with the kings placed so
// far, the square tried, the king that refuses it, the event in words,
// and how a placement is named in the tree (`pieceBoard` in common.js
// draws the board; this file gives the king's shape and the squares it
// attacks). Its words (English and Vietnamese) are its own, `words`
// below, added to the catalogues when the page loads it.

import { el, SQUARE, MARGIN, pieceBoard } from './common.js';

/// A king: a crown with a cross on top, in square (row, col).
function king(row, col, cls) {
  const g = el('g', { transform: `translate(${MARGIN + SQUARE * col} ${MARGIN + SQUARE * row}) scale(${SQUARE / 100})` }, `king ${cls}`);
  g.dataset.row = row;
  g.dataset.col = col;
  g.append(
    el('path', { d: 'M22 76 L16 44 L36 58 L50 38 L64 58 L84 44 L78 76 Z' }),
    el('rect', { x: 20, y: 78, width: 60, height: 9, rx: 3 }),
    el('rect', { x: 46, y: 12, width: 8, height: 24 }),
    el('rect', { x: 38, y: 20, width: 24, height: 8 }),
  );
  return g;
}

/// A square next to a placed king (the king's own square included).
const attacks = (placed, r, c) => placed.some(([kr, kc]) => Math.abs(kr - r) <= 1 && Math.abs(kc - c) <= 1);

export const words = {
  "en": {
    "puzzle.kings": "Non-attacking kings",
    "option.kings.k": "kings",
    "summary.kings.reading-order": "place the kings in reading order, each on a square after the last one and with room left for the rest; a square next to a king already placed is refused (only the one to its left and the three above can hold one)",
    "legend.kings.kings-near": "next to a king: no king may go there",
    "legend.kings.focus try": "the square tried",
    "legend.kings.kings-attacker": "the king next to the square refused",
    "legend.kings.kings-placed": "the king just placed",
    "kings.start": "The board is empty. Press step (→) or play to start the search.",
    "kings.try": "Try a king on {square}.",
    "kings.reject": "Not {square}: the king on {by} touches it.",
    "kings.place": "Place a king on {square}: {kings} on the board.",
    "kings.remove": "Take the king off {square}: {kings} left on the board.",
    "kings.dead_end": "Dead end: with {kings} kings on the board, no square is left for the next one. Back up.",
    "kings.solution": "A placement! {kings} kings, no two touching."
  },
  "vi": {
    "puzzle.kings": "Đặt vua không ăn nhau",
    "option.kings.k": "số vua",
    "summary.kings.reading-order": "đặt các quân vua theo thứ tự đọc, mỗi quân trên một ô sau quân trước và chừa đủ ô cho các quân còn lại; ô kề một quân vua đã đặt bị từ chối (chỉ ô bên trái và ba ô phía trên có thể có vua)",
    "legend.kings.kings-near": "kề một quân vua: không đặt vua ở đó được",
    "legend.kings.focus try": "ô đang thử",
    "legend.kings.kings-attacker": "quân vua kề ô bị từ chối",
    "legend.kings.kings-placed": "quân vua vừa đặt",
    "kings.start": "Bàn cờ trống. Nhấn bước (→) hoặc chạy để bắt đầu tìm kiếm.",
    "kings.try": "Thử đặt vua ở {square}.",
    "kings.reject": "Không đặt ở {square}: quân vua ở {by} kề ô đó.",
    "kings.place": "Đặt vua ở {square}: {kings} quân trên bàn cờ.",
    "kings.remove": "Nhấc quân vua ở {square} ra: còn {kings} quân trên bàn cờ.",
    "kings.dead_end": "Ngõ cụt: với {kings} quân vua trên bàn cờ, không còn ô cho quân tiếp theo. Quay lui.",
    "kings.solution": "Một cách đặt! {kings} quân vua, không hai quân nào kề nhau."
  }
};

export const kings = {
  words,

  /// What the board shows. Rows and columns are numbered from 0, as in
  /// `queens kings --trace` and the API.
  legend: [
    ['kings-near', 'next to a king: no king may go there'],
    ['focus try', 'the square tried'],
    ['kings-attacker', 'the king next to the square refused'],
    ['kings-placed', 'the king just placed'],
  ],

  ...pieceBoard({ name: 'kings', piece: king, attacks }),
};

export default kings;
