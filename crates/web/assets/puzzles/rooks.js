// Non-attacking rooks on the page: the board with the rooks placed so
// far, the square tried, the rook whose column refuses it, the event in
// words, and how a placement is named in the tree. Its words (English
// and Vietnamese) are its own, `words` below, added to the catalogues
// when the page loads it.

import { el, text, at, Replay, cross } from './common.js';
import { num, t as tr } from '../i18n.js';

const S = 40; // a square, in board units
const M = 20; // the margin holding the row and column numbers

/// The rooks on the board after k steps, as `row,col` keys.
function replay() {
  return new Replay(
    () => ({ rooks: new Set() }),
    (s, e) => {
      if (e.event === 'place') s.rooks.add(`${e.row},${e.col}`);
      if (e.event === 'remove') s.rooks.delete(`${e.row},${e.col}`);
    },
  );
}

const centre = (i) => M + S * i + S / 2;

/// A rook: a tower with three merlons, in square (row, col); drawn with
/// the page's piece styles (`king`, as every piece of one colour).
function rook(row, col, cls) {
  const g = el('g', { transform: `translate(${M + S * col} ${M + S * row}) scale(${S / 100})` }, `king rook ${cls}`);
  g.dataset.row = row;
  g.dataset.col = col;
  g.append(
    el('path', { d: 'M24 18 H36 V28 H44 V18 H56 V28 H64 V18 H76 V38 L68 44 V70 H32 V44 L24 38 Z' }),
    el('rect', { x: 20, y: 74, width: 60, height: 12, rx: 3 }),
  );
  return g;
}

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
    "puzzle.rooks": "Xe không ăn nhau",
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

  /// How a placement is named in the tree.
  key: (e) => `${e.row},${e.col}`,
  label: (e) => at(e.row, e.col),
  /// Written beside the node when the tree is zoomed in.
  short: (e) => `${e.row},${e.col}`,

  /// What the board shows (the page's shared marks). Rows and columns
  /// are numbered from 0, as in `queens rooks --trace` and the API.
  legend: [
    ['queens-attacked', "in a rook's column: no rook may go there"],
    ['focus try', 'the square tried'],
    ['queens-attacker', 'the rook holding the column of the square refused'],
    ['queens-placed', 'the rook just placed'],
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
    const placed = [...s.rooks].map((key) => key.split(',').map(Number));
    const held = (c) => placed.some(([, rc]) => rc === c);
    const squares = el('g', {}, 'squares');
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        let cls = (r + c) % 2 ? 'square dark' : 'square light';
        if (held(c) && !s.rooks.has(`${r},${c}`)) cls += ' attacked';
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
      pieces.append(rook(r, c, cls));
    }
    if (e && e.event === 'remove') pieces.append(rook(e.row, e.col, 'removed'));
    svg.append(pieces);
  },

  /// The event in words, in the page's language.
  describe(e) {
    if (!e) return tr('rooks.start');
    const square = e.row === undefined ? '' : at(e.row, e.col);
    switch (e.event) {
      case 'try': return tr('rooks.try', { square });
      case 'reject': return tr('rooks.reject', { square, by: at(e.by.row, e.by.col) });
      case 'place': return tr('rooks.place', { square, rooks: e.rooks });
      case 'remove': return tr('rooks.remove', { square, rooks: e.rooks });
      case 'dead_end': return tr('rooks.dead_end', { rooks: e.rooks });
      case 'solution': return tr('rooks.solution', { rooks: e.rooks });
      case 'cut': return tr('common.cut', { steps: num(e.steps) });
      default: return `${e.event} ${square}`;
    }
  },
};

export default rooks;
