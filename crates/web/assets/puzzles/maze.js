// A maze on the page: walls and open cells, S and E, the path walked so
// far, the cells found to lead nowhere, the cell being looked at, the
// event in words, and how a step is named in the tree.

import { el, text, at, Replay, cross } from './common.js';
import { num, t as tr } from '../i18n.js';

const C = 20; // a cell, in board units

// A cell's mark: open (0), or one of these.
const WALL = 1, PATH = 2, DEAD = 3;

/// Why a cell is not entered, in words.

/// The maze after k steps: each cell's mark, the path from S, and per
/// cell of the path the neighbours refused from it so far.
function replay(data) {
  const { rows, cols, grid, start } = data.input;
  const s0 = [start.row, start.col];
  return new Replay(
    () => {
      const marks = new Uint8Array(rows * cols);
      grid.forEach((line, r) => {
        for (let c = 0; c < cols; c++) if (line[c] === '#') marks[r * cols + c] = WALL;
      });
      marks[s0[0] * cols + s0[1]] = PATH;
      return { marks, path: [s0], refused: [[]] };
    },
    (s, e) => {
      switch (e.event) {
        case 'reject': s.refused[s.refused.length - 1].push(e); break;
        case 'place':
          s.marks[e.row * cols + e.col] = PATH;
          s.path.push([e.row, e.col]);
          s.refused.push([]);
          break;
        case 'remove':
          // Everything beyond it was tried: it leads nowhere.
          s.marks[e.row * cols + e.col] = DEAD;
          s.path.pop();
          s.refused.pop();
          break;
        default: break;
      }
    },
  );
}

const cx = (c) => C * c + C / 2;

export const maze = {
  /// How a step is named in the tree.
  key: (e) => `${e.row},${e.col}`,
  label: (e) => `${at(e.row, e.col)}`,
  short: (e) => `${e.row},${e.col}`,

  /// What the board shows, besides walls and open cells.
  legend: [
    ['maze-path', 'the path from S'],
    ['dead', 'leads nowhere'],
    ['focus try', 'the cell looked at'],
    ['refused', 'refused from the path\u2019s end'],
  ],

  view: replay,

  /// Draws the maze after step `context.k` (`e` is that step, null before
  /// the first).
  draw(svg, _n, e, context) {
    const { rows, cols, start, end } = context.data.input;
    const s = context.view.at(context.events, context.k);
    // A margin above and to the left for the row and column numbers,
    // from 0 as in the API and `queens maze --trace`.
    const M = C * 0.8;
    svg.setAttribute('viewBox', `${-M} ${-M} ${C * cols + M} ${C * rows + M}`);
    svg.style.aspectRatio = `${C * cols + M} / ${C * rows + M}`;
    svg.replaceChildren();
    svg.setAttribute('class', `board maze ${e ? e.event : 'start'}`);

    const cells = el('g', {}, 'cells');
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const mark = s.marks[r * cols + c];
        const cls = ['cell floor', 'cell wall', 'cell floor on-path', 'cell floor dead'][mark];
        const cell = el('rect', { x: C * c, y: C * r, width: C, height: C }, cls);
        cell.dataset.row = r;
        cell.dataset.col = c;
        cells.append(cell);
      }
    }
    svg.append(cells);
    const labels = el('g', { 'font-size': 9 }, 'labels');
    for (let c = 0; c < cols; c++) labels.append(text(cx(c), -M / 2, c));
    for (let r = 0; r < rows; r++) labels.append(text(-M / 2, cx(r), r));
    svg.append(labels);

    // S and E on tiles under the path, their letters over it.
    svg.append(
      el('rect', { x: C * start.col + 2, y: C * start.row + 2, width: C - 4, height: C - 4, rx: 4 }, 'end-cell start'),
      el('rect', { x: C * end.col + 2, y: C * end.row + 2, width: C - 4, height: C - 4, rx: 4 }, 'end-cell end'),
    );
    const points = s.path.map(([r, c]) => `${cx(c)},${cx(r)}`).join(' ');
    svg.append(el('polyline', { points }, 'maze-path'));
    svg.append(
      text(cx(start.col), cx(start.row), 'S', {}, 'end-label start'),
      text(cx(end.col), cx(end.row), 'E', {}, 'end-label end'),
    );

    const marks = el('g', {}, 'marks');
    for (const r of s.refused[s.refused.length - 1]) {
      const g = cross(C * r.col, C * r.row, C, 5, `refused ${r === e ? 'now' : ''}`);
      g.dataset.row = r.row;
      g.dataset.col = r.col;
      g.dataset.reason = r.reason;
      marks.append(g);
    }
    if (e && ['try', 'reject', 'place', 'remove'].includes(e.event)) {
      marks.append(el('rect', { x: C * e.col + 1.5, y: C * e.row + 1.5, width: C - 3, height: C - 3 }, `focus ${e.event}`));
    }
    if (e && e.event === 'dead_end') {
      marks.append(el('rect', { x: C * e.col + 1.5, y: C * e.row + 1.5, width: C - 3, height: C - 3 }, 'dead-square'));
    }
    // The walker at the end of the path (at E, the letter says it all).
    const [hr, hc] = s.path[s.path.length - 1];
    if (hr !== end.row || hc !== end.col) {
      const walker = el('circle', { cx: cx(hc), cy: cx(hr), r: C * 0.3 }, 'walker');
      walker.dataset.row = hr;
      walker.dataset.col = hc;
      marks.append(walker);
    }
    svg.append(marks);
    svg.append(el('rect', { x: 0, y: 0, width: C * cols, height: C * rows }, 'frame'));
  },

  /// The event in words.
  describe(e) {
    if (!e) return tr('maze.start');
    const cell = at(e.row, e.col);
    switch (e.event) {
      case 'try': return tr('maze.try', { cell });
      case 'reject': return tr('maze.reject', { cell, why: tr(`maze.reason.${e.reason}`) });
      case 'place': return tr('maze.place', { cell, length: e.length });
      case 'remove': return tr('maze.remove', { cell, length: e.length });
      case 'dead_end': return tr('maze.dead_end', { cell });
      case 'solution': return tr('maze.solution', { length: e.length });
      case 'cut': return tr('common.cut', { steps: num(e.steps) });
      default: return `${e.event} ${cell}`;
    }
  },

  /// Said at the end of a finished trace.
  ending(data) {
    return tr(data.stats.solutions > 0 ? 'maze.ending-found' : 'maze.ending-none');
  },
};

export default maze;
