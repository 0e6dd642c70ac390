// The knight's tour on the page: the board with the move numbers along
// the knight's path, the move being tried, the moves refused from the
// knight's square and why, the event in words, and how a move is named
// in the tree.

import { el, text, at, Replay, cross, squareGrid, boardEdge, centre, SQUARE as S, MARGIN as M } from './common.js';
import { num, t as tr } from '../i18n.js';

/// Why a move was refused, in a word or two on the board and in full in
/// the status line.
const REASONS = {
  'no-way-on': [() => tr('tour.short.no-way-on'), (e) => tr('tour.why.no-way-on', { cell: at(e.row, e.col) })],
  'cuts-off': [() => tr('tour.short.cuts-off'), (e) => tr('tour.why.cuts-off', { cut: at(e.cut_off.row, e.cut_off.col), cell: at(e.row, e.col) })],
  'closes-off': [() => tr('tour.short.closes-off'), (e) => tr('tour.why.closes-off', { cell: at(e.row, e.col) })],
  'not-closing': [() => tr('tour.short.not-closing'), (e) => tr('tour.why.not-closing', { cell: at(e.row, e.col) })],
};

/// A knight's head, drawn in a square of 100 units.
const KNIGHT = 'M28 88 H76 Q74 64 76 48 Q78 26 62 16 L58 6 L50 15 Q36 18 28 32 L18 50 Q15 58 23 61 Q30 63 36 56 L46 52 Q48 62 38 70 Q28 78 28 88 Z';

/// The board after k steps: the move number on each square (0: free),
/// the knight's path, and per square of the path the moves refused from
/// it so far.
function replay(data) {
  const n = data.input.n;
  // Where the search starts: the first move's square of departure (a
  // closed tour is searched from next to the centre, whatever the start).
  let start = [data.input.start.row, data.input.start.col];
  const first = data.events[0];
  if (first && first.from) start = [first.from.row, first.from.col];
  else if (first && first.event !== 'cut') start = [first.row, first.col];
  return new Replay(
    () => {
      const moves = new Int32Array(n * n);
      moves[start[0] * n + start[1]] = 1;
      return { n, start, moves, path: [start], refused: [[]] };
    },
    (s, e) => {
      switch (e.event) {
        case 'reject': s.refused[s.refused.length - 1].push(e); break;
        case 'place':
          s.moves[e.row * n + e.col] = e.move;
          s.path.push([e.row, e.col]);
          s.refused.push([]);
          break;
        case 'remove':
          s.moves[e.row * n + e.col] = 0;
          s.path.pop();
          s.refused.pop();
          break;
        default: break;
      }
    },
  );
}

export const tour = {
  /// How a move is named in the tree.
  key: (e) => `${e.row},${e.col}`,
  label: (e) => tr('tour.label', { move: e.move, cell: at(e.row, e.col) }),
  short: (e) => `${e.row},${e.col}`,

  /// What the board shows, besides the squares.
  legend: [
    ['tour-path', 'the knight\u2019s path, numbered by move'],
    ['focus try', 'the move being tried (corner: its onward moves)'],
    ['refused', 'a move refused from the knight\u2019s square'],
  ],

  view: replay,

  /// Draws the board after step `context.k` (`e` is that step, null
  /// before the first).
  draw(svg, n, e, context) {
    const s = context.view.at(context.events, context.k);
    const size = 2 * M + S * n;
    svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    svg.replaceChildren();
    svg.setAttribute('class', `board tour ${e ? e.event : 'start'}`);

    svg.append(squareGrid(n, (r, c) => (s.moves[r * n + c] > 0 ? 'visited' : '')));
    svg.append(...boardEdge(n, 'frame', 13));

    // The path under the numbers, one segment per move.
    const points = s.path.map(([r, c]) => `${centre(c)},${centre(r)}`).join(' ');
    svg.append(el('polyline', { points }, 'tour-path'));
    const [sr, sc] = s.start;
    if (e && e.event === 'solution' && context.data.input.closed) {
      svg.append(el('line', { x1: centre(e.col), y1: centre(e.row), x2: centre(sc), y2: centre(sr) }, 'closing'));
    }
    svg.append(el('circle', { cx: centre(sc), cy: centre(sr), r: S * 0.42 }, 'start-ring'));

    const marks = el('g', {}, 'marks');
    // The move being made, tried or taken back.
    if (e && e.from && ['try', 'reject', 'place', 'remove'].includes(e.event)) {
      marks.append(el('line', {
        x1: centre(e.from.col), y1: centre(e.from.row), x2: centre(e.col), y2: centre(e.row),
      }, `move-line ${e.event}`));
      marks.append(el('rect', { x: M + S * e.col + 2, y: M + S * e.row + 2, width: S - 4, height: S - 4 }, `focus ${e.event}`));
    }
    // The moves refused from the knight's square so far.
    const refused = s.refused[s.refused.length - 1];
    for (const r of refused) {
      const g = el('g', {}, `refused ${r === e ? 'now' : ''}`);
      g.dataset.row = r.row;
      g.dataset.col = r.col;
      g.dataset.reason = r.reason;
      // A cross over the top of the square, the reason under it.
      g.append(cross(M + S * r.col + 8, M + S * r.row + 4, S - 16, 3, 'cross'));
      g.append(text(centre(r.col), M + S * r.row + S - 10, REASONS[r.reason][0](), {}, 'reason'));
      marks.append(g);
    }
    if (e && e.event === 'reject' && e.cut_off) {
      const { row, col } = e.cut_off;
      marks.append(el('line', { x1: centre(e.col), y1: centre(e.row), x2: centre(col), y2: centre(row) }, 'cut-line'));
      marks.append(el('rect', { x: M + S * col + 3, y: M + S * row + 3, width: S - 6, height: S - 6, rx: 6 }, 'cut-off'));
    }
    if (e && e.event === 'dead_end') {
      marks.append(el('rect', { x: M + S * e.col + 2, y: M + S * e.row + 2, width: S - 4, height: S - 4 }, 'dead-square'));
    }
    svg.append(marks);

    // The move numbers, and the knight on the last square of the path.
    const numbers = el('g', { 'font-size': n * n >= 100 ? 13 : 16 }, 'moves');
    const [kr, kc] = s.path[s.path.length - 1];
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const m = s.moves[r * n + c];
        if (m === 0 || (r === kr && c === kc)) continue;
        const t = text(centre(c), centre(r), m, {}, 'move-number');
        t.dataset.row = r;
        t.dataset.col = c;
        numbers.append(t);
      }
    }
    svg.append(numbers);
    // The knight, with its move number in the corner.
    const knight = el('g', { transform: `translate(${M + S * kc} ${M + S * kr}) scale(${S / 100})` }, 'knight');
    knight.dataset.row = kr;
    knight.dataset.col = kc;
    knight.dataset.move = s.moves[kr * n + kc];
    knight.append(el('path', { d: KNIGHT, transform: 'translate(14 8) scale(0.84)' }));
    knight.append(text(16, 17, s.moves[kr * n + kc], { 'font-size': 26 }, 'knight-move'));
    svg.append(knight);
    if (e && e.event === 'try') {
      svg.append(text(M + S * e.col + S - 7, M + S * e.row + 9, e.onward, {}, 'onward'));
    }
  },

  /// The event in words.
  describe(e, context) {
    const data = context.data;
    const { n, closed, ruled_out: ruledOut } = data.input;
    if (!e) {
      if (ruledOut) return tr(closed ? 'tour.ruled-out-closed' : 'tour.ruled-out', { why: ruledOut });
      const [r, c] = context.view.at(data.events, 0).start;
      const from = tr(closed ? 'tour.start-closed' : 'tour.start', { cell: at(r, c) });
      return tr('tour.press', { from });
    }
    const to = at(e.row, e.col);
    const from = e.from ? at(e.from.row, e.from.col) : '';
    switch (e.event) {
      case 'try': return tr(e.onward === 1 ? 'tour.try-one' : 'tour.try', { move: e.move, from, to, onward: e.onward });
      case 'reject': return tr('tour.reject', { move: e.move, to, why: REASONS[e.reason][1](e) });
      case 'place': return tr('tour.place', { move: e.move, from, to });
      case 'remove': return tr('tour.remove', { move: e.move, from, to });
      case 'dead_end': return tr('tour.dead_end', { move: e.move, to });
      case 'solution': return tr(closed ? 'tour.solution-closed' : 'tour.solution', { squares: n * n, to });
      case 'cut': return tr('common.cut', { steps: num(e.steps) });
      default: return e.event;
    }
  },

  /// Said at the end of a finished trace.
  ending(data) {
    if (data.events.length === 0) return '';
    if (data.stats.solutions > 0) return tr('tour.ending-found');
    return tr(data.input.closed ? 'tour.ending-none-closed' : 'tour.ending-none');
  },
};

export default tour;
