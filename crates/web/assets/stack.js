// The call-stack panel: the frames of the recursion at a step, outermost
// first, each with its arguments and the locals the listing names, in
// the listing's own spelling. N-Queens' are worked out here from the
// trace (the board after the step, and the steps before it in the top
// frame); its iterative listings (levels and the enumerators) show their
// one frame and the candidate or level they are on. Every other
// puzzle's come from its listing's markers (`listingStack`).

import { num, t } from './i18n.js';

/// The queens of rows 0..row-1 of a board (`cols`, null for an empty row).
const above = (cols, row) => cols.slice(0, row);

/// Whether a queen was placed in the top frame (row `row`) before step k
/// (events[k - 1] on show): back to the placement that called it.
function placedInFrame(events, k, row) {
  for (let i = k - 1; i >= 0; i--) {
    const e = events[i];
    if (e.event === 'place' && e.row === row) return true;
    if (e.event === 'place' && e.row === row - 1) return false;
  }
  return false;
}

const bits = (mask, n) => `0b${mask.toString(2).padStart(n, '0')}`;

/// The attack masks a frame of row `row` receives: columns, and the
/// diagonals going left and right, from the queens above.
function masks(cols, row, n) {
  let c = 0;
  let l = 0;
  let r = 0;
  const full = (1 << n) - 1;
  above(cols, row).forEach((q, j) => {
    c |= 1 << q;
    l |= (1 << (q + row - j)) & full;
    if (q - (row - j) >= 0) r |= 1 << (q - (row - j));
  });
  return { c, l, r, full };
}

/// The frames of a row-by-row recursive listing at step k.
function recursive(algo, lang, events, k, n) {
  const e = k > 0 ? events[k - 1] : null;
  const cols = e ? e.cols : new Array(n).fill(null);
  // The frame on top: solve(row) for the step's row; a solution runs in
  // solve(n), a try or reject in the row it tests.
  let top = 0;
  if (e) top = e.event === 'solution' ? n : e.row ?? 0;
  if (e && e.event === 'mirror') top = n;
  const bitwise = algo === 'bitmask' || algo === 'mirror';
  const rust = lang === 'rust';
  const frames = [];
  for (let row = 0; row <= top; row++) {
    const isTop = row === top;
    // The column this frame is at: its queen's, or the step's on top.
    let col = isTop ? (e && e.col !== undefined && e.event !== 'solution' ? e.col : null) : cols[row];
    if (isTop && row === n) col = null;
    const vars = [];
    if (bitwise) {
      const m = masks(cols, row, n);
      const names = rust ? ['c', 'l', 'r'] : ['cols', 'left', 'right'];
      const args = [['row', row], [names[0], bits(m.c, n)], [names[1], bits(m.l, n)], [names[2], bits(m.r, n)]];
      if (row < n) {
        let free = m.full & ~(m.c | m.l | m.r);
        if (algo === 'mirror' && row === 0) free &= (1 << Math.ceil(n / 2)) - 1;
        // After the bits tried so far are taken off (free ^= bit).
        if (col !== null) free &= ~((1 << (col + 1)) - 1);
        vars.push(['free', bits(free, n)]);
        if (col !== null) vars.push(['bit', bits(1 << col, n)], ['col', col]);
      }
      frames.push({ name: 'solve', args, vars });
      continue;
    }
    const args = [['row', row]];
    if (algo === 'backtrack') args.push(['cols', `[${above(cols, row).join(', ')}]`]);
    if (col !== null) vars.push(['col', col]);
    if ((algo === 'sets' || algo === 'flags') && col !== null) {
      vars.push(['d', algo === 'sets' ? row - col : row - col + n - 1], ['a', row + col]);
    }
    if (row < n) vars.push(['placed', isTop ? placedInFrame(events, k, row) || e?.event === 'place' || e?.event === 'remove' : true]);
    frames.push({ name: 'solve', args, vars });
  }
  // A reject names the queen that the helper's scan met: its frame.
  if (e && e.event === 'reject' && e.by && (algo === 'backtrack' || algo === 'board')) {
    const name = algo === 'backtrack' ? 'attacked' : { py: 'is_safe', rust: 'is_safe' }[lang] || 'isSafe';
    frames.push({ name, args: [['row', e.row], ['col', e.col]], vars: [['r', e.by.row], ['c', e.by.col]], helper: true });
  }
  return frames;
}

/// The frames of levels and the enumerators: their loop, and the test of
/// the candidate under way.
function iterative(algo, events, k, n, candidate) {
  const e = k > 0 ? events[k - 1] : null;
  let solutions = 0;
  let level = 1;
  let next = 0;
  let row = 0;
  for (let i = 0; i < k; i++) {
    const s = events[i];
    if (s.event === 'solution') solutions++;
    if (algo === 'levels' && s.row !== undefined && s.row !== row && (s.event === 'try' || s.event === 'place')) {
      // A new row: the level built becomes the one read.
      level = next;
      next = 0;
      row = s.row;
    }
    if (algo === 'levels' && s.event === 'place') next++;
  }
  const main = { name: 'totalNQueens', args: [['n', n]], vars: [] };
  if (algo === 'levels') {
    main.vars.push(['row', e ? e.row : 0], ['level', t('stack.boards', { n: num(level) })], ['next', t('stack.boards', { n: num(next) })]);
    if (e && e.col !== undefined) main.vars.push(['board', `[${above(e.cols, e.row).join(', ')}]`], ['col', e.col]);
    return [main];
  }
  main.vars.push(['count', solutions]);
  const frames = [main];
  if (candidate) {
    const name = { brute: 'pick', odometer: 'digits', permutations: 'p' }[algo];
    const squares = candidate.squares.map(([r, c]) => (algo === 'brute' ? r * n + c : c));
    const test = { name: 'test', args: [[name, `[${squares.join(', ')}]`]], vars: [] };
    if (e && e.row !== undefined && e.event !== 'solution') test.vars.push(['row', e.row], ['col', e.col]);
    frames.push(test);
  }
  return frames;
}

/// The call stack at step k of an N-Queens trace, outermost first; null
/// for the other puzzles.
export function callStack(puzzle, algo, lang, events, k, n, candidate) {
  if (puzzle !== 'queens') return null;
  if (['levels', 'brute', 'odometer', 'permutations'].includes(algo)) {
    return iterative(algo, events, k, n, candidate);
  }
  return recursive(algo, lang, events, k, n);
}

// ---- Every other recursive listing: its frames from its markers ----
//
// A listing's head marks its recursive function (`frame`, see the API's
// listings: `call{r=row|start.row,...} local{row,col}`). The stack is
// its first call, then one call for each choice on the path to the step
// (a `place` not yet taken back; an `end` choice is taken in its own
// call), each with its arguments; a call's variables are those of the
// choice it is on: for the calls below, the one that made the next call;
// for the innermost, the step's own.

/// The most calls shown: the first, then the innermost ones.
const SHOWN = 40;

/// A value as the stack shows it: lists and pairs as in the listings.
function shown(v) {
  if (Array.isArray(v)) return `[${v.map(shown).join(', ')}]`;
  if (v && typeof v === 'object') {
    if ('row' in v && 'col' in v) return `(${v.row}, ${v.col})`;
    if ('pair' in v) return `(${v.pair.map(shown).join(', ')})`;
    return JSON.stringify(v);
  }
  return String(v);
}

/// A field of the trace's input (`start.row`), a number, or `[]`.
function rootValue(text, input) {
  if (text === '[]') return [];
  if (/^-?\d+$/.test(text)) return Number(text);
  return text.split('.').reduce((o, key) => (o == null ? undefined : o[key]), input);
}

/// The value of one argument `source` (`row`, `[row;col]`, `_`, each
/// with its `|root`) for the call made by path[j - 1] (j = 0: the first).
function argValue(source, path, j, input) {
  const [expr, root] = source.split('|');
  const list = expr.startsWith('[') && expr.endsWith(']');
  if (j === 0) return root !== undefined ? rootValue(root, input) : (list ? [] : undefined);
  if (!list) return path[j - 1][expr];
  const fields = expr.slice(1, -1).split(';');
  return path.slice(0, j).map((p) => (fields.length === 1 ? p[fields[0]] : { pair: fields.map((f) => p[f]) }));
}

/// The frames of a marked listing at step k, outermost first, from the
/// tree's path (each node's placement is the step that made it).
export function listingStack(frame, tree, events, k, input) {
  const e = k > 0 ? events[k - 1] : null;
  const path = [];
  for (let id = tree.at.get(k); id > 0; id = tree.parent[id]) {
    const p = events[tree.born[id] - 1];
    if (p && !p.end) path.push(p);
  }
  path.reverse();
  // A placement is made in the caller: its call starts at the next step.
  if (e && e.event === 'place' && !e.end && path.length > 0) path.pop();
  const own = e && ['try', 'reject', 'place', 'remove'].includes(e.event) && !e.end ? e : null;
  const frames = [];
  for (let j = 0; j <= path.length; j++) {
    const args = frame.args.map(([name, source]) => {
      if (source === '_') return [name];
      const v = argValue(source, path, j, input);
      return [name, v === undefined ? '?' : shown(v)];
    });
    const choice = j < path.length ? path[j] : own;
    const vars = choice ? frame.locals.filter(([, f]) => choice[f] !== undefined).map(([name, f]) => [name, shown(choice[f])]) : [];
    frames.push({ name: frame.name, args, vars });
  }
  if (frames.length > SHOWN) {
    const hidden = frames.length - SHOWN + 1;
    return [frames[0], { name: '…', args: [], vars: [], more: hidden }, ...frames.slice(-(SHOWN - 2))];
  }
  return frames;
}

/// Shows the frames in a list, the innermost on top.
export function showStack(list, frames, more = (n) => `… ${n}`) {
  list.replaceChildren(...[...frames].reverse().map((f) => {
    const li = document.createElement('li');
    if (f.more) {
      li.className = 'frame-item more';
      li.textContent = more(f.more);
      return li;
    }
    li.className = f.helper ? 'frame-item helper' : 'frame-item';
    const call = document.createElement('code');
    call.className = 'call';
    call.textContent = `${f.name}(${f.args.map(([a, v]) => (v === undefined ? a : `${a}=${v}`)).join(', ')})`;
    li.append(call);
    if (f.vars.length > 0) {
      const vars = document.createElement('code');
      vars.className = 'locals';
      vars.textContent = f.vars.map(([a, v]) => `${a}=${v}`).join('  ');
      li.append(vars);
    }
    return li;
  }));
}
