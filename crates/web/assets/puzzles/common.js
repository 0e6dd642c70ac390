// What the board drawers share: SVG elements, the state of a board after
// any step, replayed from the events, and the whole drawer of a puzzle
// that places pieces on squares (kings, rooks), less the piece's shape
// and the squares it attacks.

import { num, t as tr } from '../i18n.js';

const SVG = 'http://www.w3.org/2000/svg';

/// An SVG element with attributes and classes.
export function el(name, attrs = {}, cls = '') {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (cls) e.setAttribute('class', cls);
  return e;
}

/// A text element centred on (x, y).
export function text(x, y, words, attrs = {}, cls = '') {
  const t = el('text', { x, y, ...attrs }, cls);
  t.textContent = words;
  return t;
}

/// A square or cell in words.
export const at = (row, col) => `(${row}, ${col})`;

/// The state after step k, kept as the page steps forward; a step back
/// replays from the start, which costs at most one pass over a trace
/// (a few milliseconds for the longest).
export class Replay {
  /// `fresh()` makes the state before any step, `apply(state, event)`
  /// takes one step.
  constructor(fresh, apply) {
    this.fresh = fresh;
    this.apply = apply;
    this.reset();
  }

  reset() {
    this.state = this.fresh();
    this.k = 0;
  }

  /// The state after the first k events.
  at(events, k) {
    if (k < this.k) this.reset();
    while (this.k < k) this.apply(this.state, events[this.k++]);
    return this.state;
  }
}

/// A red cross over a square of side `s` at (x, y), inset by `pad`.
export function cross(x, y, s, pad, cls) {
  const g = el('g', {}, cls);
  g.append(
    el('line', { x1: x + pad, y1: y + pad, x2: x + s - pad, y2: y + s - pad }),
    el('line', { x1: x + s - pad, y1: y + pad, x2: x + pad, y2: y + s - pad }),
  );
  return g;
}

/// A square of a piece board, and the margin holding the row and column
/// numbers, in board units.
export const SQUARE = 40;
export const MARGIN = 20;

/// The centre of row or column i of such a board, in board units.
export const centre = (i) => MARGIN + SQUARE * i + SQUARE / 2;

/// The squares of an n×n board of `SQUARE` squares inside a `MARGIN`,
/// light and dark, each with the classes `extra(r, c)` adds (`''` for
/// none) and its row and column in its data, for the page's tests.
export function squareGrid(n, extra) {
  const squares = el('g', {}, 'squares');
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const more = extra(r, c);
      const cls = `${(r + c) % 2 ? 'square dark' : 'square light'}${more ? ` ${more}` : ''}`;
      const sq = el('rect', { x: MARGIN + SQUARE * c, y: MARGIN + SQUARE * r, width: SQUARE, height: SQUARE }, cls);
      sq.dataset.row = r;
      sq.dataset.col = c;
      squares.append(sq);
    }
  }
  return squares;
}

/// The row and column numbers of an n×n board of `SQUARE` squares inside
/// a `MARGIN`, and its frame (of class `cls`). The numbers grow with n,
/// so that they look about the same size on the page, up to `most`.
export function boardEdge(n, cls, most = Infinity) {
  const labels = el('g', { 'font-size': Math.min(5 + n, most) }, 'labels');
  for (let i = 0; i < n; i++) labels.append(text(centre(i), MARGIN / 2, i), text(MARGIN / 2, centre(i), i));
  return [labels, el('rect', { x: MARGIN, y: MARGIN, width: SQUARE * n, height: SQUARE * n }, cls)];
}

/// What a step marks on a board of pieces: a refusal's line from the
/// piece that refuses to the square, crossed out, and the square tried,
/// placed or removed.
export function eventMarks(e) {
  const marks = el('g', {}, 'marks');
  if (e && e.event === 'reject' && e.by) {
    marks.append(el('line', {
      x1: centre(e.by.col), y1: centre(e.by.row), x2: centre(e.col), y2: centre(e.row),
    }, 'attack'));
    marks.append(cross(MARGIN + SQUARE * e.col, MARGIN + SQUARE * e.row, SQUARE, 8, 'refused now'));
  }
  if (e && ['try', 'reject', 'place', 'remove'].includes(e.event) && e.row !== undefined) {
    const focus = el('rect', {
      x: MARGIN + SQUARE * e.col + 2, y: MARGIN + SQUARE * e.row + 2, width: SQUARE - 4, height: SQUARE - 4,
    }, `focus ${e.event}`);
    focus.dataset.row = e.row;
    focus.dataset.col = e.col;
    marks.append(focus);
  }
  return marks;
}

/// A queen: a crown on a base, in square (row, col) of a board of
/// `SQUARE` squares inside a `MARGIN` (N-Queens and Queens with regions
/// draw it alike).
export function queen(row, col, cls) {
  const g = el('g', {
    transform: `translate(${MARGIN + SQUARE * col} ${MARGIN + SQUARE * row}) scale(${SQUARE / 100})`,
  }, `queen ${cls}`);
  g.dataset.row = row;
  g.dataset.col = col;
  g.append(
    el('path', { d: 'M20 74 L13 34 L33 54 L50 24 L67 54 L87 34 L80 74 Z' }),
    el('rect', { x: 18, y: 76, width: 64, height: 10, rx: 3 }),
    el('circle', { cx: 13, cy: 30, r: 5 }),
    el('circle', { cx: 50, cy: 19, r: 5 }),
    el('circle', { cx: 87, cy: 30, r: 5 }),
  );
  return g;
}

/// A star on (row, col), for Star Battle: drawn in a queen's group and
/// colours (class `queen star`), so every rule that styles or finds a
/// placed piece holds for it, only its shape differs.
export function star(row, col, cls) {
  const g = el('g', {
    transform: `translate(${MARGIN + SQUARE * col} ${MARGIN + SQUARE * row}) scale(${SQUARE / 100})`,
  }, `queen star ${cls}`);
  g.dataset.row = row;
  g.dataset.col = col;
  g.append(el('path', { d: 'M50 12 L60 40 L90 41 L66 59 L75 88 L50 71 L25 88 L34 59 L10 41 L40 40 Z' }));
  return g;
}

/// The view, board and words of a puzzle that places pieces on an n×n
/// board one square at a time (its trace's events: `try`, `reject` with
/// `by`, the piece refusing, `place`, `remove`, `dead_end`, `solution`,
/// `cut`). `name` is the puzzle's (its words are `name.try` and so on,
/// and its events count the pieces on the board in `e[name]`); `piece(row,
/// col, cls)` draws one piece; `attacks(placed, row, col)` says whether a
/// square is attacked by one of the `placed` [row, col] pieces.
export function pieceBoard({ name, piece, attacks }) {
  const view = () => new Replay(
    () => ({ pieces: new Set() }),
    (s, e) => {
      if (e.event === 'place') s.pieces.add(`${e.row},${e.col}`);
      if (e.event === 'remove') s.pieces.delete(`${e.row},${e.col}`);
    },
  );

  /// Draws the board after step `context.k` (`e` is that step, null
  /// before the first).
  function draw(svg, n, e, context) {
    const s = context.view.at(context.events, context.k);
    const size = 2 * MARGIN + SQUARE * n;
    svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    svg.replaceChildren();
    svg.setAttribute('class', `board ${e ? e.event : 'start'}`);
    const placed = [...s.pieces].map((key) => key.split(',').map(Number));
    svg.append(squareGrid(n, (r, c) => (attacks(placed, r, c) && !s.pieces.has(`${r},${c}`) ? 'attacked' : '')));
    svg.append(...boardEdge(n, 'frame'), eventMarks(e));

    const pieces = el('g', {}, 'pieces');
    for (const [r, c] of placed) {
      let cls = '';
      if (e && e.event === 'place' && r === e.row && c === e.col) cls = 'placed';
      if (e && e.event === 'reject' && e.by && r === e.by.row && c === e.by.col) cls = 'attacker';
      pieces.append(piece(r, c, cls));
    }
    if (e && e.event === 'remove') pieces.append(piece(e.row, e.col, 'removed'));
    svg.append(pieces);
  }

  /// The event in words, in the page's language.
  function describe(e) {
    if (!e) return tr(`${name}.start`);
    const square = e.row === undefined ? '' : at(e.row, e.col);
    const count = { [name]: e[name] };
    switch (e.event) {
      case 'try': return tr(`${name}.try`, { square });
      case 'reject': return tr(`${name}.reject`, { square, by: at(e.by.row, e.by.col) });
      case 'place': return tr(`${name}.place`, { square, ...count });
      case 'remove': return tr(`${name}.remove`, { square, ...count });
      case 'dead_end': return tr(`${name}.dead_end`, count);
      case 'solution': return tr(`${name}.solution`, count);
      case 'cut': return tr('common.cut', { steps: num(e.steps) });
      default: return `${e.event} ${square}`;
    }
  }

  return {
    /// How a placement is named in the tree; `short` is written beside
    /// the node when the tree is zoomed in.
    key: (e) => `${e.row},${e.col}`,
    label: (e) => at(e.row, e.col),
    short: (e) => `${e.row},${e.col}`,
    view,
    draw,
    describe,
  };
}

/// A list as the page writes it: `[2, 3, 3]`.
export const showList = (list) => `[${list.join(', ')}]`;

/// The board of a search that takes numbers toward a target (combination
/// sum, subset sum): the `values` in a row (filled where `taken(v, i)`,
/// asked once for each in order, says so; the one the step `e` tries or
/// decides outlined), the `sum` so far as a bar against the `target` (a
/// target of 0 is reached empty),
/// `now` (the list so far in words) under it, and the last 14 lists
/// `found`, numbered. `name` is the puzzle's, a class of the board.
export function drawToTarget(svg, { name, e, values, taken, sum, target, now, found }) {
  const B = 40; // a value's box, in board units
  const ROW = 22; // a line of the list found
  const shown = Math.min(found.length, 14);
  const width = Math.max(B * Math.max(values.length, 1), 280);
  const height = B + 70 + ROW * (shown + 1);
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.style.aspectRatio = `${width} / ${height}`;
  svg.replaceChildren();
  svg.setAttribute('class', `board ${name} ${e ? e.event : 'start'}`);
  values.forEach((v, i) => {
    const focus = e && e.value === v && ['try', 'reject', 'place', 'remove'].includes(e.event);
    svg.append(el('rect', { x: B * i + 2, y: 2, width: B - 4, height: B - 4, rx: 4 },
      `cell ${taken(v, i) ? 'taken' : 'floor'}${focus ? ` focus ${e.event}` : ''}`));
    svg.append(text(B * i + B / 2, B / 2 + 5, `${v}`, { 'text-anchor': 'middle' }, 'number'));
  });
  const bar = width - 8;
  const part = target > 0 ? Math.min(sum, target) / target : 1;
  svg.append(el('rect', { x: 4, y: B + 8, width: bar, height: 14 }, 'cell floor'));
  svg.append(el('rect', { x: 4, y: B + 8, width: bar * part, height: 14 }, 'cell taken'));
  svg.append(text(4, B + 42, now, {}, 'subset-now'));
  const from = found.length - shown;
  found.slice(from).forEach((f, i) => {
    svg.append(text(4, B + 70 + ROW * (i + 1) - ROW / 2, `${from + i + 1}. ${showList(f)}`, {}, 'found'));
  });
}
