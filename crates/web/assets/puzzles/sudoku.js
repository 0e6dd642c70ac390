// Sudoku on the page: the 9×9 grid with its boxes, the givens and the
// digits the search has written, the cell being tried with its digit,
// on a rejection the row, column or box that already holds the digit and
// the cell holding it, dead ends; the event in words, and how a
// placement is named in the tree.

import { el, text, at, Replay, cross } from './common.js';
import { num, t as tr } from '../i18n.js';

const C = 40; // a cell, in board units
const M = 20; // the margin holding the row and column numbers

const centre = (i) => M + C * i + C / 2;

/// What a unit is called in the status line.

/// The grid after k steps: each cell's digit (0: empty), and which
/// digits are givens.
function replay(data) {
  const line = data.input.grid;
  const givens = new Uint8Array(81);
  for (let i = 0; i < 81; i++) givens[i] = line[i] >= '1' && line[i] <= '9' ? Number(line[i]) : 0;
  return new Replay(
    () => ({ cells: givens.slice(), givens }),
    (s, e) => {
      if (e.event === 'place') s.cells[e.row * 9 + e.col] = e.digit;
      else if (e.event === 'remove') s.cells[e.row * 9 + e.col] = 0;
    },
  );
}

/// The cells of the unit of (row, col) named by a reject's reason.
function unitRect(reason, row, col) {
  switch (reason) {
    case 'row': return { x: M, y: M + C * row, width: 9 * C, height: C };
    case 'column': return { x: M + C * col, y: M, width: C, height: 9 * C };
    default: {
      const top = row - (row % 3), left = col - (col % 3);
      return { x: M + C * left, y: M + C * top, width: 3 * C, height: 3 * C };
    }
  }
}

/// A digit centred in cell (row, col).
function digit(row, col, d, cls) {
  const t = text(centre(col), centre(row) + 1, d, {}, `digit ${cls}`);
  t.dataset.row = row;
  t.dataset.col = col;
  return t;
}

export const sudoku = {
  /// How a placement is named in the tree.
  key: (e) => `${e.row},${e.col},${e.digit}`,
  label: (e) => tr('sudoku.label', { digit: e.digit, cell: at(e.row, e.col) }),
  short: (e) => `${e.digit}`,

  /// What the board shows, besides the grid.
  legend: [
    ['sudoku-given', 'a given'],
    ['sudoku-placed', 'written by the search'],
    ['focus try', 'the cell and digit tried'],
    ['sudoku-unit', 'the unit that has the digit already'],
    ['sudoku-dead', 'no digit fits'],
  ],

  view: replay,

  /// Draws the grid after step `context.k` (`e` is that step, null
  /// before the first).
  draw(svg, _n, e, context) {
    const s = context.view.at(context.events, context.k);
    const size = 2 * M + 9 * C;
    svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    svg.replaceChildren();
    const kind = e ? e.event : 'start';
    svg.setAttribute('class', `board sudoku ${kind}`);
    const focus = e && e.row !== undefined && ['try', 'reject', 'place', 'remove', 'dead_end'].includes(e.event);

    const cells = el('g', {}, 'cells');
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const cell = el('rect', { x: M + C * c, y: M + C * r, width: C, height: C }, 'cell-bg');
        cell.dataset.row = r;
        cell.dataset.col = c;
        cells.append(cell);
      }
    }
    svg.append(cells);

    // Under the lines: the unit that has the digit, the cell that has it.
    const marks = el('g', {}, 'marks');
    if (e && e.event === 'reject' && e.by) {
      const unit = el('rect', unitRect(e.reason, e.row, e.col), 'sudoku-unit');
      unit.dataset.unit = e.reason;
      marks.append(unit);
      marks.append(el('rect', { x: M + C * e.by.col, y: M + C * e.by.row, width: C, height: C }, 'clash-cell'));
    }
    if (focus && e.event === 'dead_end') {
      marks.append(el('rect', { x: M + C * e.col, y: M + C * e.row, width: C, height: C }, 'sudoku-dead'));
    }
    svg.append(marks);

    // Thin lines between cells, thick ones between boxes.
    const lines = el('g', {}, 'grid-lines');
    for (let i = 1; i < 9; i++) {
      const cls = i % 3 ? 'thin' : 'thick';
      lines.append(
        el('line', { x1: M, y1: M + C * i, x2: M + 9 * C, y2: M + C * i }, cls),
        el('line', { x1: M + C * i, y1: M, x2: M + C * i, y2: M + 9 * C }, cls),
      );
    }
    svg.append(lines);
    svg.append(el('rect', { x: M, y: M, width: 9 * C, height: 9 * C }, 'frame'));

    const labels = el('g', { 'font-size': 12 }, 'labels');
    for (let i = 0; i < 9; i++) {
      labels.append(text(centre(i), M / 2, i), text(M / 2, centre(i), i));
    }
    svg.append(labels);

    const digits = el('g', {}, 'digits');
    for (let i = 0; i < 81; i++) {
      const d = s.cells[i];
      if (d === 0) continue;
      const [r, c] = [Math.floor(i / 9), i % 9];
      let cls = s.givens[i] ? 'given' : 'placed';
      if (e && e.event === 'place' && e.row === r && e.col === c) cls += ' now';
      if (e && e.event === 'reject' && e.by && e.by.row === r && e.by.col === c) cls += ' clash';
      digits.append(digit(r, c, d, cls));
    }
    // The digit tried (or taken back) in its cell, which is empty.
    if (focus && ['try', 'reject', 'remove'].includes(e.event)) {
      digits.append(digit(e.row, e.col, e.digit, `tried ${e.event}`));
    }
    if (focus && e.event === 'dead_end') {
      digits.append(cross(M + C * e.col, M + C * e.row, C, 9, 'dead-cross'));
    }
    svg.append(digits);

    if (focus) {
      const box = el('rect', { x: M + C * e.col + 2, y: M + C * e.row + 2, width: C - 4, height: C - 4 }, `focus ${e.event}`);
      box.dataset.row = e.row;
      box.dataset.col = e.col;
      svg.append(box);
    }
  },

  /// The event in words.
  describe(e, context) {
    const input = context.data.input;
    if (!e) return tr('sudoku.start', { givens: input.givens, empty: 81 - input.givens });
    const cell = e.row === undefined ? '' : at(e.row, e.col);
    switch (e.event) {
      case 'try': return tr('sudoku.try', { digit: e.digit, cell });
      case 'reject':
        return tr('sudoku.reject', { digit: e.digit, cell, unit: tr(`sudoku.unit.${e.reason}`), by: at(e.by.row, e.by.col) });
      case 'place':
        return e.empty === 0
          ? tr('sudoku.place-last', { digit: e.digit, cell })
          : tr('sudoku.place', { digit: e.digit, cell, left: e.empty });
      case 'remove': return tr('sudoku.remove', { digit: e.digit, cell });
      case 'dead_end': return e.row === undefined ? tr('sudoku.clash') : tr('sudoku.dead_end', { cell });
      case 'solution': return tr('sudoku.solution');
      case 'cut': return tr('common.cut', { steps: num(e.steps) });
      default: return `${e.event} ${cell}`;
    }
  },

  /// Said at the end of a finished trace.
  ending(data) {
    if (data.stats.solutions > 0) return tr('sudoku.ending-solved');
    return tr('sudoku.ending-none');
  },
};

export default sudoku;
