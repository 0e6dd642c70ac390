// Word search on the page: the grid of letters, the path grown so far
// (its squares shaded and joined), the square tried and the ones refused
// from the path's end, and the words found; the event in words, and how
// a step is named in the tree.

import { el, text, at, Replay, cross } from './common.js';

const C = 40; // a square, in board units

const REASONS = {
  outside: 'it is off the grid',
  used: 'it is on the path already',
  mismatch: 'no word sought goes on with its letter',
  found: 'every word this way is already found',
};

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
  label: (e) => (e.end ? 'the word' : `${e.letter} at ${at(e.row, e.col)}`),
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
    const words = s.found.length ? `found: ${s.found.join(', ')}` : 'found: none yet';
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
        svg.append(text(cx(c), cx(r) + 5, grid[r][c], { 'text-anchor': 'middle' }, 'number'));
      }
    }
    const points = s.path.map(([r, c]) => `${cx(c)},${cx(r)}`).join(' ');
    if (s.path.length > 1) svg.append(el('polyline', { points }, 'maze-path'));
    for (const r of s.refused[s.refused.length - 1]) {
      svg.append(cross(C * r.col, C * r.row, C, 8, `refused ${r === e ? 'now' : ''}`));
    }
    if (e && e.row !== undefined && !e.end && ['try', 'reject', 'place', 'remove'].includes(e.event)) {
      svg.append(el('rect', { x: C * e.col + 2, y: C * e.row + 2, width: C - 4, height: C - 4 }, `cell focus ${e.event}`));
    }
    svg.append(text(4, C * rows + 20, words, {}, 'found'));
  },

  describe(e) {
    if (!e) return 'The path starts from each square in reading order. Press step (\u2192) or play to start the search.';
    const where = e.row !== undefined ? `${e.letter || ''} at ${at(e.row, e.col)}` : `a move ${e.dir}`;
    switch (e.event) {
      case 'try': return e.end ? 'The path spells a word: take it.' : `Try ${where}${e.dir ? ` (${e.dir})` : ''}.`;
      case 'reject': return `Not ${where}: ${REASONS[e.reason]}.`;
      case 'place': return e.end ? 'Take the word the path spells.' : `Step onto ${where}: the path is ${e.length} letters long.`;
      case 'remove': return e.end ? 'Go on past the word.' : `Step back off ${where}.`;
      case 'dead_end': return 'Dead end: no neighbour goes on with a word. Back up.';
      case 'solution': return `Found "${e.word}".`;
      case 'cut': return `The trace stops here: the server sends at most ${e.steps.toLocaleString('en')} steps a trace.`;
      default: return `${e.event}`;
    }
  },

  ending(data) {
    if (data.stats.solutions === 0) return ' The grid holds none of the words.';
    return ` The grid holds ${data.stats.solutions} of the ${data.input.words.length} words.`;
  },
};

export default wordSearch;
