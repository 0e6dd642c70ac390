// Word search on the page: the grid of letters, the path grown so far
// (its squares shaded and joined), the square tried and the ones refused
// from the path's end, and the words found; the event in words, and how
// a step is named in the tree.

import { el, text, at, Replay, cross } from './common.js';
import { num, t as tr } from '../i18n.js';

const C = 40; // a square, in board units


/// The path and the words found after k steps.
function replay() {
  return new Replay(
    () => ({ path: [], refused: [[]], found: [] }),
    (s, e) => {
      switch (e.event) {
        case 'reject': if (e.row !== undefined) s.refused[s.refused.length - 1].push(e); break;
        case 'place':
          if (!e.end) { s.path.push([e.row, e.col]); s.refused.push([]); }
          break;
        case 'remove':
          if (!e.end) { s.path.pop(); s.refused.pop(); }
          break;
        case 'solution': s.found.push(e.word); break;
        default: break;
      }
    },
  );
}

const cx = (i) => C * i + C / 2;

export const wordSearch = {
  key: (e) => (e.end ? 'end' : `${e.row},${e.col}`),
  label: (e) => (e.end ? tr('word-search.label-end') : tr('word-search.at', { letter: e.letter, cell: at(e.row, e.col) })),
  short: (e) => (e.end ? '\u2022' : `${e.letter}`),

  legend: [
    ['taken', 'the path'],
    ['focus try', 'the square tried'],
    ['refused', 'refused from the path\u2019s end'],
  ],

  view: replay,

  draw(svg, _n, e, context) {
    const { rows, cols, grid } = context.data.input;
    const s = context.view.at(context.events, context.k);
    const words = s.found.length ? tr('word-search.found', { words: s.found.join(', ') }) : tr('word-search.found-none');
    const height = C * rows + 30;
    svg.setAttribute('viewBox', `0 0 ${C * cols} ${height}`);
    svg.style.aspectRatio = `${cols} / ${rows + 0.75}`;
    svg.replaceChildren();
    svg.setAttribute('class', `board word-search ${e ? e.event : 'start'}`);
    const onPath = new Set(s.path.map(([r, c]) => r * cols + c));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        svg.append(el('rect', { x: C * c + 1, y: C * r + 1, width: C - 2, height: C - 2, rx: 4 },
          `cell ${onPath.has(r * cols + c) ? 'taken' : 'floor'}`));
      }
    }
    // The path under the letters, so they stay readable.
    const points = s.path.map(([r, c]) => `${cx(c)},${cx(r)}`).join(' ');
    if (s.path.length > 1) svg.append(el('polyline', { points }, 'maze-path word-path'));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        svg.append(text(cx(c), cx(r) + 5, grid[r][c], { 'text-anchor': 'middle' }, 'number'));
      }
    }
    for (const r of s.refused[s.refused.length - 1]) {
      svg.append(cross(C * r.col, C * r.row, C, 8, `refused ${r === e ? 'now' : ''}`));
    }
    if (e && e.row !== undefined && !e.end && ['try', 'reject', 'place', 'remove'].includes(e.event)) {
      svg.append(el('rect', { x: C * e.col + 2, y: C * e.row + 2, width: C - 4, height: C - 4 }, `cell focus ${e.event}`));
    }
    // The words found, in the page's font at the board's scale (a line
    // cut to the grid's width).
    const room = Math.floor((C * cols - 8) / 6.5);
    svg.append(text(4, C * rows + 20, words.length > room ? `${words.slice(0, room - 1)}…` : words, {}, 'found word-found'));
  },

  describe(e) {
    if (!e) return tr('word-search.start');
    const where = e.row !== undefined
      ? tr('word-search.at', { letter: e.letter || '', cell: at(e.row, e.col) })
      : tr('word-search.move', { dir: tr(`word-search.dir.${e.dir}`) });
    const dir = e.dir && e.row !== undefined ? ` (${tr(`word-search.dir.${e.dir}`)})` : '';
    switch (e.event) {
      case 'try': return e.end ? tr('word-search.try-end') : tr('word-search.try', { where, dir });
      case 'reject': return tr('word-search.reject', { where, why: tr(`word-search.reason.${e.reason}`) });
      case 'place': return e.end ? tr('word-search.place-end') : tr('word-search.place', { where, length: e.length });
      case 'remove': return e.end ? tr('word-search.remove-end') : tr('word-search.remove', { where });
      case 'dead_end': return tr('word-search.dead_end');
      case 'solution': return tr('word-search.solution', { word: e.word });
      case 'cut': return tr('common.cut', { steps: num(e.steps) });
      default: return `${e.event}`;
    }
  },

  ending(data) {
    if (data.stats.solutions === 0) return tr('word-search.none');
    return tr('word-search.ending', { found: data.stats.solutions, words: data.input.words.length });
  },
};

export default wordSearch;
