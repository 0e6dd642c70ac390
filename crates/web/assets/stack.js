// The call-stack panel of the N-Queens listings: the frames of the
// recursion at a step, outermost first, each with its arguments and the
// locals the listing names, in the listing's own spelling. Worked out
// from the trace (the board after the step, and the steps before it in
// the top frame). The iterative listings (levels and the enumerators)
// show their one frame and the candidate or level they are on.

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
    main.vars.push(['row', e ? e.row : 0], ['level', `${level} boards`], ['next', `${next} boards`]);
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

/// Shows the frames in a list, the innermost on top.
export function showStack(list, frames) {
  list.replaceChildren(...[...frames].reverse().map((f) => {
    const li = document.createElement('li');
    li.className = f.helper ? 'frame-item helper' : 'frame-item';
    const call = document.createElement('code');
    call.className = 'call';
    call.textContent = `${f.name}(${f.args.map(([a, v]) => `${a}=${v}`).join(', ')})`;
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
