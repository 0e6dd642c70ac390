// Non-attacking rooks on the page: the board with the rooks placed so
// far, the square tried, the rook whose column refuses it, the event in
// words, and how a placement is named in the tree (`pieceBoard` in
// common.js draws the board; this file gives the rook's shape and the
// squares it attacks). Its words (English and Vietnamese) are its own,
// `words` below, added to the catalogues when the page loads it.

import { el, SQUARE, MARGIN, pieceBoard } from './common.js';

/// A rook: a tower with three merlons, in square (row, col); drawn with
/// the page's piece styles (`king`, as every piece of one colour).
function rook(row, col, cls) {
  const g = el('g', { transform: `translate(${MARGIN + SQUARE * col} ${MARGIN + SQUARE * row}) scale(${SQUARE / 100})` }, `king rook ${cls}`);
  g.dataset.row = row;
  g.dataset.col = col;
  g.append(
    el('path', { d: 'M24 18 H36 V28 H44 V18 H56 V28 H64 V18 H76 V38 L68 44 V70 H32 V44 L24 38 Z' }),
    el('rect', { x: 20, y: 74, width: 60, height: 12, rx: 3 }),
  );
  return g;
}

/// A square in the column of a placed rook (its row is never shared:
/// rooks go one to a row).
const attacks = (placed, r, c) => placed.some(([, rc]) => rc === c);

export const words = {
  "en": {
    "puzzle.rooks": "Non-attacking rooks",
    "option.rooks.k": "rooks",
    "summary.rooks.row-by-row": "place the rooks row by row, each in a row below the last one's and with a row left for each of the rest; a square in the column of a rook already placed is refused",
    "legend.rooks.queens-attacked": "in a rook's column: no rook may go there",
    "legend.rooks.focus try": "the square tried",
    "legend.rooks.queens-attacker": "the rook holding the column of the square refused",
    "legend.rooks.queens-placed": "the rook just placed",
    "rooks.start": "The board is empty. Press step (→) or play to start the search.",
    "rooks.try": "Try a rook on {square}.",
    "rooks.reject": "Not {square}: the rook on {by} holds its column.",
    "rooks.place": "Place a rook on {square}: {rooks} on the board.",
    "rooks.remove": "Take the rook off {square}: {rooks} left on the board.",
    "rooks.dead_end": "Dead end: with {rooks} rooks on the board, no row is left for the next one. Back up.",
    "rooks.solution": "A placement! {rooks} rooks, no two in a row or column."
  },
  "vi": {
    "puzzle.rooks": "Đặt xe không ăn nhau",
    "option.rooks.k": "số xe",
    "summary.rooks.row-by-row": "đặt các quân xe theo từng hàng, mỗi quân ở một hàng dưới hàng của quân trước và chừa một hàng cho mỗi quân còn lại; ô nằm trên cột của một quân xe đã đặt bị từ chối",
    "legend.rooks.queens-attacked": "trên cột của một quân xe: không đặt xe ở đó được",
    "legend.rooks.focus try": "ô đang thử",
    "legend.rooks.queens-attacker": "quân xe giữ cột của ô bị từ chối",
    "legend.rooks.queens-placed": "quân xe vừa đặt",
    "rooks.start": "Bàn cờ trống. Nhấn bước (→) hoặc chạy để bắt đầu tìm kiếm.",
    "rooks.try": "Thử đặt xe ở {square}.",
    "rooks.reject": "Không đặt ở {square}: quân xe ở {by} giữ cột đó.",
    "rooks.place": "Đặt xe ở {square}: {rooks} quân trên bàn cờ.",
    "rooks.remove": "Nhấc quân xe ở {square} ra: còn {rooks} quân trên bàn cờ.",
    "rooks.dead_end": "Ngõ cụt: với {rooks} quân xe trên bàn cờ, không còn hàng cho quân tiếp theo. Quay lui.",
    "rooks.solution": "Một cách đặt! {rooks} quân xe, không hai quân nào cùng hàng hay cùng cột."
  }
};

export const rooks = {
  words,

  /// What the board shows (the page's shared marks). Rows and columns
  /// are numbered from 0, as in `queens rooks --trace` and the API.
  legend: [
    ['queens-attacked', "in a rook's column: no rook may go there"],
    ['focus try', 'the square tried'],
    ['queens-attacker', 'the rook holding the column of the square refused'],
    ['queens-placed', 'the rook just placed'],
  ],

  ...pieceBoard({ name: 'rooks', piece: rook, attacks }),
};

export default rooks;
