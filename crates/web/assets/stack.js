// The call-stack panel: the frames of the recursion at a step, outermost
// first, each with its arguments and the locals the listing names, in
// the listing's own spelling: what a frame shows is said by the
// listing's head (`shape{…} call{…} local{…}`, see the API's listings).
// N-Queens' listings are worked out here from the board (`boardStack`:
// the quantities of each shape); every other puzzle's come from the
// choices on the tree's path (`listingStack`).

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

/// A frame of `head` (a listing's `frame` or `helper`) with the values of
/// its quantities: the pairs whose quantity has no value here are left out.
function framed(head, values, helper = false) {
  const pick = (pairs) => pairs.filter(([, q]) => values[q] !== undefined).map(([name, q]) => [name, values[q]]);
  return { name: head.name, args: pick(head.args), vars: pick(head.locals), helper };
}

/// The frames of a row-by-row recursion (`shape{rows}`) at step k: one a
/// row, to the step's; then the helper that refused the square, if the
/// listing has one (`shape{blame}`).
function rows(listing, events, k, n, half) {
  const e = k > 0 ? events[k - 1] : null;
  const cols = e ? e.cols : new Array(n).fill(null);
  // The frame on top: solve(row) for the step's row; a solution runs in
  // solve(n), a try or reject in the row it tests.
  let top = 0;
  if (e) top = e.event === 'solution' || e.event === 'mirror' ? n : e.row ?? 0;
  const frames = [];
  for (let row = 0; row <= top; row++) {
    const isTop = row === top;
    // The column this frame is at: its queen's, or the step's on top.
    let col = isTop ? (e && e.col !== undefined && e.event !== 'solution' ? e.col : null) : cols[row];
    if (row === n) col = null;
    const m = masks(cols, row, n);
    const values = {
      row,
      cols: `[${above(cols, row).join(', ')}]`,
      'mask.cols': bits(m.c, n),
      'mask.left': bits(m.l, n),
      'mask.right': bits(m.r, n),
    };
    if (row < n) {
      let free = m.full & ~(m.c | m.l | m.r);
      if (half && row === 0) free &= (1 << Math.ceil(n / 2)) - 1;
      // After the bits tried so far are taken off (free ^= bit).
      if (col !== null) free &= ~((1 << (col + 1)) - 1);
      values.free = bits(free, n);
      values.placed = isTop ? placedInFrame(events, k, row) || e?.event === 'place' || e?.event === 'remove' : true;
    }
    if (col !== null) {
      Object.assign(values, { col, bit: bits(1 << col, n), diag: row - col, 'diag.n': row - col + n - 1, anti: row + col });
    }
    frames.push(framed(listing.frame, values));
  }
  // A reject names the queen that the helper's scan met: its frame.
  const blame = listing.helper;
  if (blame && blame.shape[0] === 'blame' && e && e.event === 'reject' && e.by) {
    frames.push(framed(blame, { row: e.row, col: e.col, 'by.row': e.by.row, 'by.col': e.by.col }, true));
  }
  return frames;
}

/// The frame of levels (`shape{levels}`): its loop at step k.
function levels(listing, events, k, n) {
  const e = k > 0 ? events[k - 1] : null;
  let level = 1;
  let next = 0;
  let row = 0;
  for (let i = 0; i < k; i++) {
    const s = events[i];
    if (s.row !== undefined && s.row !== row && (s.event === 'try' || s.event === 'place')) {
      // A new row: the level built becomes the one read.
      level = next;
      next = 0;
      row = s.row;
    }
    if (s.event === 'place') next++;
  }
  const values = {
    n,
    row: e ? e.row : 0,
    level: t('stack.boards', { n: num(level) }),
    next: t('stack.boards', { n: num(next) }),
  };
  if (e && e.col !== undefined) Object.assign(values, { board: `[${above(e.cols, e.row).join(', ')}]`, col: e.col });
  return [framed(listing.frame, values)];
}

/// The frames of an enumerator (`shape{candidates}`): its loop, and the
/// test of the candidate under way (`shape{candidate}`).
function candidates(listing, events, k, n, candidate) {
  const e = k > 0 ? events[k - 1] : null;
  let count = 0;
  for (let i = 0; i < k; i++) if (events[i].event === 'solution') count++;
  const frames = [framed(listing.frame, { n, count })];
  if (candidate && listing.helper) {
    const list = (f) => `[${candidate.squares.map(f).join(', ')}]`;
    const values = { squares: list(([r, c]) => r * n + c), columns: list(([, c]) => c) };
    if (e && e.row !== undefined && e.event !== 'solution') Object.assign(values, { row: e.row, col: e.col });
    frames.push(framed(listing.helper, values));
  }
  return frames;
}

/// The call stack at step k of a listing worked out from the board (its
/// frame has a `shape`: N-Queens'), outermost first.
export function boardStack(listing, events, k, n, candidate) {
  const [shape, ...options] = listing.frame.shape;
  switch (shape) {
    case 'rows': return rows(listing, events, k, n, options.includes('half'));
    case 'levels': return levels(listing, events, k, n);
    case 'candidates': return candidates(listing, events, k, n, candidate);
    default: return null;
  }
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
