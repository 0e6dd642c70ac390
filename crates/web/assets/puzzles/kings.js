// Non-attacking kings on the page: the board with the kings placed so
// far, the square tried, the king that refuses it, the event in words,
// and how a placement is named in the tree. Its words (English and
// Vietnamese) are its own, `words` below, added to the catalogues when
// the page loads it.

import { el, text, at, Replay, cross } from './common.js';
import { num, t as tr } from '../i18n.js';

const S = 40; // a square, in board units
const M = 20; // the margin holding the row and column numbers

/// The kings on the board after k steps, as `row,col` keys.
function replay() {
  return new Replay(
    () => ({ kings: new Set() }),
    (s, e) => {
      if (e.event === 'place') s.kings.add(`${e.row},${e.col}`);
      if (e.event === 'remove') s.kings.delete(`${e.row},${e.col}`);
    },
  );
}

const centre = (i) => M + S * i + S / 2;

/// A king: a crown with a cross on top, in square (row, col).
function king(row, col, cls) {
  const g = el('g', { transform: `translate(${M + S * col} ${M + S * row}) scale(${S / 100})` }, `king ${cls}`);
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
    "puzzle.kings": "Vua không ăn nhau",
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

  /// How a placement is named in the tree.
  key: (e) => `${e.row},${e.col}`,
  label: (e) => at(e.row, e.col),
  /// Written beside the node when the tree is zoomed in.
  short: (e) => `${e.row},${e.col}`,

  /// What the board shows. Rows and columns are numbered from 0, as in
  /// `queens kings --trace` and the API.
  legend: [
    ['kings-near', 'next to a king: no king may go there'],
    ['focus try', 'the square tried'],
    ['kings-attacker', 'the king next to the square refused'],
    ['kings-placed', 'the king just placed'],
  ],

  view: replay,

  /// Draws the board after step `context.k` (`e` is that step, null
  /// before the first).
  draw(svg, n, e, context) {
    const s = context.view.at(context.events, context.k);
    const size = 2 * M + S * n;
    svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    svg.replaceChildren();
    svg.setAttribute('class', `board ${e ? e.event : 'start'}`);
    const placed = [...s.kings].map((key) => key.split(',').map(Number));
    const near = (r, c) => placed.some(([kr, kc]) => Math.abs(kr - r) <= 1 && Math.abs(kc - c) <= 1);
    const squares = el('g', {}, 'squares');
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        let cls = (r + c) % 2 ? 'square dark' : 'square light';
        if (near(r, c) && !s.kings.has(`${r},${c}`)) cls += ' attacked';
        const sq = el('rect', { x: M + S * c, y: M + S * r, width: S, height: S }, cls);
        sq.dataset.row = r;
        sq.dataset.col = c;
        squares.append(sq);
      }
    }
    svg.append(squares);
    const labels = el('g', { 'font-size': 5 + n }, 'labels');
    for (let i = 0; i < n; i++) labels.append(text(centre(i), M / 2, i), text(M / 2, centre(i), i));
    svg.append(labels);
    svg.append(el('rect', { x: M, y: M, width: S * n, height: S * n }, 'frame'));

    const marks = el('g', {}, 'marks');
    if (e && e.event === 'reject' && e.by) {
      marks.append(el('line', {
        x1: centre(e.by.col), y1: centre(e.by.row), x2: centre(e.col), y2: centre(e.row),
      }, 'attack'));
      marks.append(cross(M + S * e.col, M + S * e.row, S, 8, 'refused now'));
    }
    if (e && ['try', 'reject', 'place', 'remove'].includes(e.event) && e.row !== undefined) {
      const focus = el('rect', { x: M + S * e.col + 2, y: M + S * e.row + 2, width: S - 4, height: S - 4 }, `focus ${e.event}`);
      focus.dataset.row = e.row;
      focus.dataset.col = e.col;
      marks.append(focus);
    }
    svg.append(marks);

    const pieces = el('g', {}, 'pieces');
    for (const [r, c] of placed) {
      let cls = '';
      if (e && e.event === 'place' && r === e.row && c === e.col) cls = 'placed';
      if (e && e.event === 'reject' && e.by && r === e.by.row && c === e.by.col) cls = 'attacker';
      pieces.append(king(r, c, cls));
    }
    if (e && e.event === 'remove') pieces.append(king(e.row, e.col, 'removed'));
    svg.append(pieces);
  },

  /// The event in words, in the page's language.
  describe(e) {
    if (!e) return tr('kings.start');
    const square = e.row === undefined ? '' : at(e.row, e.col);
    switch (e.event) {
      case 'try': return tr('kings.try', { square });
      case 'reject': return tr('kings.reject', { square, by: at(e.by.row, e.by.col) });
      case 'place': return tr('kings.place', { square, kings: e.kings });
      case 'remove': return tr('kings.remove', { square, kings: e.kings });
      case 'dead_end': return tr('kings.dead_end', { kings: e.kings });
      case 'solution': return tr('kings.solution', { kings: e.kings });
      case 'cut': return tr('common.cut', { steps: num(e.steps) });
      default: return `${e.event} ${square}`;
    }
  },
};

export default kings;
