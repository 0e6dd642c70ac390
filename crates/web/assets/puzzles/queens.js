// N-Queens on the page: the board drawn for one trace event, the event
// in words, and how a placement is named in the tree.

import { num, t } from '../i18n.js';
import { el, queen, squareGrid, boardEdge, centre, SQUARE as S, MARGIN as M } from './common.js';

/// Whether a queen at (qr, qc) attacks (r, c).
const attacks = (qr, qc, r, c) =>
  (qr !== r || qc !== c) && (qr === r || qc === c || qr - qc === r - c || qr + qc === r + c);

/// The line through two squares, drawn from edge to edge of the board.
function fullLine(n, r1, c1, r2, c2) {
  const dr = Math.sign(r2 - r1), dc = Math.sign(c2 - c1);
  let [ar, ac] = [r1, c1];
  while (ar - dr >= 0 && ar - dr < n && ac - dc >= 0 && ac - dc < n) { ar -= dr; ac -= dc; }
  let [br, bc] = [r1, c1];
  while (br + dr >= 0 && br + dr < n && bc + dc >= 0 && bc + dc < n) { br += dr; bc += dc; }
  return [ar, ac, br, bc];
}

export const queens = {
  /// How a placement is named in the tree.
  key: (e) => `${e.row},${e.col}`,
  label: (e) => t('queens.at', { row: e.row, col: e.col }),
  /// Written beside the node when the tree is zoomed in.
  short: (e) => `${e.col}`,

  /// How many candidates an enumerator tests on n queens (a BigInt):
  /// the page says it when its limit stops one.
  candidates(algo, n) {
    const N = BigInt(n);
    let product = 1n;
    if (algo === 'odometer') return N ** N;
    if (algo === 'permutations') {
      for (let k = 2n; k <= N; k++) product *= k;
      return product;
    }
    if (algo === 'brute') {
      // C(n², n): n squares chosen of the n².
      for (let k = 0n; k < N; k++) product = (product * (N * N - k)) / (k + 1n);
      return product;
    }
    return null;
  },

  /// What the board shows. Rows and columns are numbered from 0, as in
  /// `queens trace` and the API.
  legend: [
    ['queens-attacked', 'attacked by a queen (each shade of the board tinted red)'],
    ['focus try', 'the square being tested'],
    ['queens-attacker', 'the queen on the line that failed the test'],
    ['queens-placed', 'the queen just placed'],
    ['dead', 'dead end: no safe square in the row'],
  ],

  /// Draws the board after `e` (null: before the first step);
  /// `context.candidate` is the candidate being tested (enumerators).
  draw(svg, n, e, context = {}) {
    const size = 2 * M + S * n;
    svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    svg.replaceChildren();
    // The column of each row's queen, null for an empty row.
    const cols = e ? e.cols : new Array(n).fill(null);
    const kind = e ? e.event : 'start';
    svg.setAttribute('class', `board ${kind}`);
    svg.append(squareGrid(n, (r, c) => {
      const attacked = cols.some((qc, qr) => qc !== null && attacks(qr, qc, r, c));
      return attacked && cols[r] !== c ? 'attacked' : '';
    }));
    svg.append(...boardEdge(n, 'frame'));

    const marks = el('g', {}, 'marks');
    if (e && e.event === 'dead_end' && e.row !== undefined) {
      marks.append(el('rect', { x: M, y: M + S * e.row, width: S * n, height: S }, 'dead-row'));
    }
    if (context.candidate) {
      for (const [r, c] of context.candidate.squares) {
        marks.append(el('rect', { x: M + S * c + 4, y: M + S * r + 4, width: S - 8, height: S - 8 }, 'candidate'));
      }
    }
    if (e && e.event === 'reject' && e.by) {
      const [ar, ac, br, bc] = fullLine(n, e.by.row, e.by.col, e.row, e.col);
      marks.append(el('line', { x1: centre(ac), y1: centre(ar), x2: centre(bc), y2: centre(br) }, 'attack-line'));
      marks.append(el('line', {
        x1: centre(e.by.col), y1: centre(e.by.row), x2: centre(e.col), y2: centre(e.row),
      }, 'attack'));
    }
    if (e && ['try', 'reject', 'place', 'remove'].includes(e.event) && e.row !== undefined) {
      const focus = el('rect', { x: M + S * e.col + 2, y: M + S * e.row + 2, width: S - 4, height: S - 4 }, `focus ${e.event}`);
      focus.dataset.row = e.row;
      focus.dataset.col = e.col;
      marks.append(focus);
    }
    svg.append(marks);

    const pieces = el('g', {}, 'pieces');
    cols.forEach((c, r) => {
      if (c === null) return;
      let cls = '';
      if (e && e.event === 'place' && r === e.row) cls = 'placed';
      if (e && e.event === 'reject' && e.by && r === e.by.row) cls = 'attacker';
      pieces.append(queen(r, c, cls));
    });
    if (e && e.event === 'remove') pieces.append(queen(e.row, e.col, 'removed'));
    svg.append(pieces);
  },

  /// The event in words, in the page's language.
  describe(e) {
    if (!e) return t('queens.start');
    const at = t('queens.at', { row: e.row, col: e.col });
    const list = `[${e.cols.join(', ')}]`;
    switch (e.event) {
      case 'try': return t('queens.try', { at });
      case 'reject':
        return t('queens.reject', { at, line: t(`line.${e.reason}`), row: e.by.row, col: e.by.col });
      case 'place': return t('queens.place', { at });
      case 'remove': return t('queens.remove', { at });
      case 'dead_end': return t('queens.dead_end', { row: e.row });
      case 'solution': return t('queens.solution', { list });
      case 'mirror': return t('queens.mirror', { list });
      case 'candidate':
        return t('queens.candidate', { squares: e.squares.map(([r, c]) => `(${r},${c})`).join(' ') });
      case 'cut': return t('queens.cut', { steps: num(e.steps) });
      default: return e.event;
    }
  },
};

export default queens;
