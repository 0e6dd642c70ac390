// The visualizer: fetches a trace from the server (or the engine in
// WebAssembly), a page at a time, and steps through it here as the pages
// come. The board is drawn by the puzzle's own module (PUZZLES, the
// default export of puzzles/<name>.js, loaded when the puzzle is
// chosen); the tree, the code panel, the call stack, the counters, the
// input boxes and the controls work from the generic trace events and
// the API's description of the puzzle, and serve every puzzle.

import { TreeModel, TreeView } from './tree.js';
import { CodeView, fillPicker, keepLang, listingOf, shownLang, wantedLang } from './code.js';
import { Lane } from './versus.js';
import { boardStack, listingStack, showStack } from './stack.js';
import {
  UI_LANGS, addWords, has, loadCodeWords, loadLanguages, num, setUiLang, t, translateError, translatePage, uiLang,
} from './i18n.js';
import { askCheck, askPuzzles, askTrace, backend } from './backend.js';

/// Board drawers by puzzle name (the `puzzle` of the API): the default
/// export of `puzzles/<name>.js`, loaded the first time the puzzle is
/// chosen (`loadDrawer`), so a puzzle needs no line here.
const PUZZLES = {};

/// The steps of one page of a trace (the API's most), and the most steps
/// the page plays of one search: N-Queens n = 10 by the classic searches
/// is 744,612.
const PAGE = 200000;
const MOST_STEPS = 1000000;

/// Loads the drawer of a puzzle, once, with its words.
async function loadDrawer(name) {
  if (!PUZZLES[name]) {
    const module = await import(`./puzzles/${name}.js`);
    addWords(module.default.words);
    PUZZLES[name] = module.default;
  }
  return PUZZLES[name];
}

const $ = (id) => document.getElementById(id);

const state = {
  meta: null, // GET /api/puzzles
  info: null, // the chosen puzzle's entry
  algo: null, // the chosen approach's entry
  n: null, // the size chosen, if the puzzle has one
  data: null, // GET /api/trace
  tree: null,
  treeShown: false,
  k: 0, // steps taken: events[k - 1] is on show
  playing: false,
  loads: 0,
  lang: wantedLang(), // the code's language: py, cpp, java or rust
  following: new Set(), // options left to the server: their value follows another's choice
};

const treeView = new TreeView($('tree'));
const codeView = new CodeView($('code'));
// Side by side (`?vs=`): the chosen approach and a second one.
const lanes = [...document.querySelectorAll('#versus .lane')].map((el) => new Lane(el));

/// Whether two approaches are on show side by side.
const versus = () => state.vs !== null && state.vsData !== null;

/// The steps the controls run through: the longer trace, side by side.
function length() {
  if (!state.data) return 0;
  return versus() ? Math.max(lanes[0].length(), lanes[1].length()) : state.data.events.length;
}

function drawer() {
  return PUZZLES[state.info.name];
}

/// An approach's name in the page's language, where the catalogues have
/// one (`algo.<puzzle>.<name>`), else as the API names it.
const algoName = (algo) => t(`algo.${state.info.name}.${algo.name}`, {}, algo.name);

function option(value, text, key = null) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  // Words the catalogues have follow the page's language.
  if (key && has(key)) {
    o.dataset.i18n = key;
    o.textContent = t(key);
  }
  return o;
}

/// The puzzle chosen: its size, options and approaches in the selects.
function choosePuzzle(name, wanted = {}) {
  state.info = state.meta.puzzles.find((p) => p.name === name) || state.meta.puzzles[0];
  const info = state.info;
  const size = info.size;
  $('size').hidden = !size;
  if (size) {
    $('size-label').textContent = size.label;
    $('n').min = size.min;
    $('n').max = size.max;
    // A size asked for in the address that is out of bounds is said, and
    // the default shown instead.
    $('n').value = wanted.n ?? size.default;
    const out = !sizeOk();
    if (out) $('n').value = size.default;
    showBound(out);
  } else {
    showBound(false);
  }
  // One select per option, its id `opt-<name>`.
  $('options').replaceChildren(...info.options.map((o) => {
    const label = document.createElement('label');
    label.id = `opt-label-${o.name}`;
    const select = document.createElement('select');
    select.id = `opt-${o.name}`;
    select.addEventListener('change', () => {
      state.own = null; // a puzzle of one's own gives way to the one chosen
      select.querySelector('option[value=""]')?.remove();
      // The options that follow this one take the value its choice
      // brings (the Star Battle level's two stars), shown once it is in.
      for (const f of info.options) if (f.follows === o.name) state.following.add(f.name);
      showOptions();
      load();
    });
    const words = document.createElement('span');
    words.textContent = o.label;
    const key = `option.${info.name}.${o.name}`;
    if (has(key)) {
      words.dataset.i18n = key;
      words.textContent = t(key);
    }
    label.append(words, ' ', select);
    return label;
  }));
  for (const o of info.options) fillOption(o, wanted[o.name]);
  showOptions();
  // An input of one's own (`?grid=`, `?letters=…&find=…`) stays until
  // one of the choices is picked.
  const params = (info.inputs || []).map((b) => b.param).filter((p) => wanted[p] !== undefined);
  const ownable = info.options.find((o) => o.own);
  state.own = params.length > 0
    ? { option: ownable ? ownable.name : null, values: Object.fromEntries(params.map((p) => [p, wanted[p]])) }
    : null;
  if (state.own && ownable) {
    $(`opt-${ownable.name}`).prepend(option('', t('choice.own')));
    $(`opt-${ownable.name}`).value = '';
  }
  showInputs(wanted);
  $('algo').replaceChildren(...info.algos.map((a) => option(a.name, a.name, `algo.${info.name}.${a.name}`)));
  $('algo').value = info.algos.some((a) => a.name === wanted.algo) ? wanted.algo : info.default_algo;
  // Side by side only among searches of the same puzzle.
  $('vs').replaceChildren(option('', t('choice.none')), ...info.algos.map((a) => option(a.name, a.name, `algo.${info.name}.${a.name}`)));
  $('vs').value = info.algos.some((a) => a.name === wanted.vs) ? wanted.vs : '';
  $('vs-label').hidden = info.algos.length < 2;
}

/// The boxes to type an input of one's own in (the API's `inputs`), each
/// checked as it is typed; a link's own values fill them.
function showInputs(wanted = {}) {
  const boxes = state.info.inputs || [];
  const own = $('own');
  own.hidden = boxes.length === 0;
  $('own-boxes').replaceChildren(...boxes.map((box) => {
    const label = document.createElement('label');
    label.className = 'own-box';
    const words = document.createElement('span');
    words.dataset.i18n = `input.${box.kind}`;
    words.textContent = t(`input.${box.kind}`);
    const field = document.createElement(box.rows > 1 ? 'textarea' : 'input');
    field.id = `in-${box.param}`;
    field.dataset.param = box.param;
    field.spellcheck = false;
    field.autocomplete = 'off';
    if (box.rows > 1) field.rows = box.rows;
    const given = wanted[box.param];
    field.value = given !== undefined ? typed(box, given) : '';
    field.addEventListener('input', () => checkSoon());
    const help = document.createElement('small');
    help.className = 'own-help';
    help.dataset.i18n = `input.help.${box.kind}`;
    help.textContent = t(`input.help.${box.kind}`);
    label.append(words, field, help);
    return label;
  }));
  $('own-verdict').textContent = '';
  $('own-verdict').className = 'own-verdict';
  $('own-run').disabled = true;
  // A link's own input shows in its open box.
  $('own').open = boxes.some((b) => wanted[b.param] !== undefined);
}

/// A value of the query as typed in its box: its lines split where the
/// query joins them.
function typed(box, value) {
  if (box.join === '/') return value.replaceAll('/', '\n');
  if (box.join === '' && box.kind === 'sudoku' && value.length === 81) return value.match(/.{9}/g).join('\n');
  return value;
}

/// A box's text as the query sends it: its lines joined as the box says
/// (`\n` keeps them).
function sent(box, text) {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  if (box.join === '\\n') return lines.join('\n');
  return lines.join(box.join);
}

/// The query of the boxes' input: the choice's, with each box's value
/// (the options that stand for an input of one's own left out).
function ownQuery() {
  const q = query();
  for (const o of state.info.options) if (o.own) q.delete(o.name);
  for (const box of state.info.inputs || []) {
    const field = $(`in-${box.param}`);
    q.set(box.param, sent(box, field.value));
  }
  return q;
}

let checking = 0;
let checkTimer = null;

/// Checks the boxes a moment after the last key (the engine's own
/// checks, in the page's language).
function checkSoon() {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(checkOwn, 200);
}

async function checkOwn() {
  const ticket = ++checking;
  const verdict = $('own-verdict');
  const boxes = state.info.inputs || [];
  const empty = boxes.every((b) => $(`in-${b.param}`).value.trim() === '');
  for (const b of boxes) $(`in-${b.param}`).removeAttribute('aria-invalid');
  if (empty) {
    verdict.textContent = '';
    verdict.className = 'own-verdict';
    $('own-run').disabled = true;
    return;
  }
  let error = null;
  try {
    await askCheck(ownQuery());
  } catch (err) {
    error = err;
  }
  if (ticket !== checking) return;
  $('own-run').disabled = error !== null;
  verdict.className = `own-verdict ${error ? 'bad' : 'good'}`;
  verdict.dataset.ok = String(error === null);
  verdict.textContent = error ? translateError(error.message) : t('input.ok');
  if (error) for (const b of boxes) $(`in-${b.param}`).setAttribute('aria-invalid', 'true');
}

/// Runs the input typed in the boxes (when the engine took it).
async function runOwn() {
  await checkOwn();
  if ($('own-run').disabled) return;
  const q = ownQuery();
  const boxes = state.info.inputs || [];
  // The first option standing for one's own input says so.
  const o = state.info.options.find((x) => x.own);
  state.own = { option: o ? o.name : null, values: Object.fromEntries(boxes.map((b) => [b.param, q.get(b.param)])) };
  if (o) {
    const select = $(`opt-${o.name}`);
    if (!select.querySelector('option[value=""]')) select.prepend(option('', t('choice.own')));
    select.value = '';
  }
  load();
}

/// Whether the size typed is a whole number within the page's bounds.
function sizeOk() {
  const size = state.info.size;
  const typed = $('n').value.trim();
  return /^[0-9]+$/.test(typed) && Number(typed) >= size.min && Number(typed) <= size.max;
}

/// Says the bounds of the size when the one asked for is `out` of them.
function showBound(out) {
  const bound = $('n-bound');
  bound.hidden = !out;
  $('n').setAttribute('aria-invalid', String(out));
  if (!out) return;
  const size = state.info.size;
  bound.textContent = t('size.bound', { label: size.label, min: size.min, max: size.max });
}

/// The values of an option: its choices, or the squares of the board
/// (sent as the API takes a square, row and column from 1; shown from
/// 0, as the page's traces count them).
function fillOption(o, wanted) {
  const select = $(`opt-${o.name}`);
  const keep = wanted ?? select.value;
  if (o.kind === 'square') {
    const n = Number($('n').value);
    const squares = [];
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) squares.push(option(`${r + 1},${c + 1}`, `${r},${c}`));
    select.replaceChildren(...squares);
  } else {
    select.replaceChildren(...o.choices.map((c) => option(c.value, c.text, `choice.${state.info.name}.${o.name}.${c.value}`)));
  }
  select.value = [...select.options].some((x) => x.value === keep) ? keep : o.default;
}

/// Shows only the options that apply (`only_with`).
function showOptions() {
  for (const o of state.info.options) {
    const [other, value] = o.only_with || [];
    $(`opt-label-${o.name}`).hidden = other !== undefined && $(`opt-${other}`).value !== value;
  }
}

/// The query of the trace chosen: the puzzle, its size and the options
/// that apply.
function query(algo = state.algo.name) {
  const q = new URLSearchParams({ puzzle: state.info.name });
  if (state.info.size) q.set('n', state.n);
  for (const o of state.info.options) {
    if (!$(`opt-label-${o.name}`).hidden && !state.following.has(o.name)) q.set(o.name, $(`opt-${o.name}`).value);
  }
  if (state.own) {
    if (state.own.option) q.delete(state.own.option);
    for (const [param, value] of Object.entries(state.own.values)) q.set(param, value);
  }
  q.set('algo', algo);
  return q;
}

/// Every page of a trace, the first as soon as it comes (`first`), the
/// rest as they come (`more`), up to the page's most steps: the events of
/// the pages one array, a page's `cut` dropped when the next follows.
async function fetchPages(q, ticket, first, more) {
  const ask = (from) => {
    const page = new URLSearchParams(q);
    page.set('max_steps', String(PAGE));
    if (from > 0) page.set('from', String(from));
    return askTrace(page);
  };
  const data = await ask(0);
  if (ticket !== state.loads) return null;
  data.complete = data.outcome === 'finished';
  first(data);
  while (!data.complete) {
    const cut = data.events[data.events.length - 1];
    const at = cut && cut.event === 'cut' ? data.events.length - 1 : data.events.length;
    if (at >= MOST_STEPS) {
      // Cut by this page's own limit: said in the notice.
      data.pageLimit = MOST_STEPS;
      data.complete = true;
      more(data, []);
      break;
    }
    const next = await ask(at);
    if (ticket !== state.loads) return null;
    if (cut && cut.event === 'cut') data.events.pop();
    data.outcome = next.outcome;
    data.stats = next.stats;
    data.complete = next.outcome === 'finished';
    const added = shareBoards(data.events, next.events);
    for (const e of added) data.events.push(e);
    more(data, added);
  }
  return data;
}

/// The events of a page, each board (`cols`) shared with the step before
/// when the same: a million steps then hold few arrays.
function shareBoards(before, events) {
  let last = before.length > 0 ? before[before.length - 1].cols : null;
  for (const e of events) {
    if (!e.cols) continue;
    if (last && last.length === e.cols.length && last.every((v, i) => v === e.cols[i])) e.cols = last;
    else last = e.cols;
  }
  return events;
}

/// Says why nothing can be shown: the refusal in the page's language,
/// and nothing left saying "loading".
function failed(err) {
  state.data = null;
  $('status').textContent = t('status.error', { message: translateError(err.message) });
  $('status').className = 'status error';
  $('step-out').textContent = '';
  document.body.classList.remove('loading');
}

/// Fetches the trace of the chosen puzzle, size and approach: the first
/// page is shown at once, the others are read as they come.
async function load() {
  pause();
  const ticket = ++state.loads;
  state.n = state.info.size ? Number($('n').value) : null;
  state.algo = state.info.algos.find((a) => a.name === $('algo').value);
  $('code-name').textContent = algoName(state.algo);
  showCode();
  // Nothing to step through until the new trace is in.
  state.data = null;
  document.body.classList.add('loading');
  $('status').textContent = t('status.loading');
  $('status').className = 'status';
  $('step-out').textContent = t('status.loading');
  showWords();
  state.vs = $('vs').value ? state.info.algos.find((a) => a.name === $('vs').value) : null;
  state.vsData = null;
  let puzzle;
  try {
    puzzle = await loadDrawer(state.info.name);
  } catch (err) {
    if (ticket === state.loads) failed(err);
    return;
  }
  const byPath = (algo) => ({ byPath: algo.kind === 'breadth-first' });
  try {
    if (state.vs) {
      // Side by side: both traces whole before the lock-step starts.
      const [data, vsData] = await Promise.all([
        fetchPages(query(state.algo.name), ticket, () => {}, () => {}),
        fetchPages(query(state.vs.name), ticket, () => {}, () => {}),
      ]);
      if (ticket !== state.loads || !data || !vsData) return;
      state.vsData = vsData;
      show(data, new TreeModel(puzzle, data, byPath(state.algo)));
      state.tree.append(data.events);
      return shown();
    }
    await fetchPages(query(state.algo.name), ticket, (data) => {
      show(data, new TreeModel(puzzle, data, byPath(state.algo)));
      state.tree.append(data.events);
      shown();
    }, (data, added) => {
      // The next page: the tree, the scrubber and the words grow.
      state.tree.append(added);
      $('scrub').max = length();
      if (data.complete) document.body.classList.remove('loading');
      showWords();
      if (state.startAt && state.startAt <= data.events.length) {
        go(state.startAt);
        state.startAt = 0;
      } else {
        go(state.k);
      }
    });
  } catch (err) {
    if (ticket === state.loads) failed(err);
  }
}

/// A trace's first page (or, side by side, both whole traces) on show.
function show(data, tree) {
  state.data = data;
  // An option left to the server shows the value it took.
  for (const name of state.following) {
    const value = data.input?.[name];
    if (value !== undefined) $(`opt-${name}`).value = String(value);
  }
  state.following.clear();
  state.view = drawer().view ? drawer().view(data) : null;
  state.tree = tree;
}

function shown() {
  const data = state.data;
  const size = state.info.size;
  state.treeShown = !size || state.n <= size.tree_max;
  $('tree').hidden = !state.treeShown;
  showWords();
  if (state.treeShown) treeView.reset(state.tree);
  document.body.classList.toggle('side-by-side', versus());
  $('versus').hidden = !versus();
  if (data.complete) document.body.classList.remove('loading');
  if (versus()) {
    document.body.classList.remove('loading');
    lanes[0].set(state.algo, data, drawer(), state.info.name, state.n, state.treeShown, state.lang);
    lanes[1].set(state.vs, state.vsData, drawer(), state.info.name, state.n, state.treeShown, state.lang);
  }
  $('scrub').max = length();
  document.body.classList.toggle('enumerator', state.algo.kind === 'enumerator');
  document.body.classList.toggle('mirror', state.algo.code.events.mirror !== undefined);
  const at = state.startAt || 0;
  if (at <= data.events.length || data.complete) {
    go(at);
    state.startAt = 0;
  } else {
    go(0);
  }
}

/// The words that depend on the choice and the trace, in the language on
/// show: the approach's summary, the tree's note, the board's legend, the
/// cut notice.
function showWords() {
  const summary = t(`summary.${state.info.name}.${state.algo.name}`, {}, state.algo.summary);
  $('summary').textContent = `${algoName(state.algo)}: ${summary}.`;
  $('code-name').textContent = algoName(state.algo);
  if (!state.data) return;
  const size = state.info.size;
  const note = $('tree-note');
  note.hidden = state.treeShown;
  // Past tree_max the tree is not drawn: say why, and what still counts.
  note.textContent = size ? t('tree.note', { label: size.label, max: size.tree_max }) : '';
  // A drawer may have a legend of its own for an approach (`legends`).
  const legend = (drawer().legends || {})[state.algo.name] || drawer().legend || [];
  $('board-legend').hidden = legend.length === 0;
  $('board-legend').replaceChildren(...legend.map(([cls, text]) => {
    const li = document.createElement('li');
    const mark = document.createElement('i');
    mark.className = `mark ${cls}`;
    li.append(mark, t(`legend.${state.info.name}.${cls}`, {}, text));
    return li;
  }));
  const data = state.data;
  const cut = data.complete && (data.outcome !== 'finished' || (versus() && state.vsData.outcome !== 'finished'));
  $('notice').hidden = !cut;
  // Which limit of this page stopped it, in words that fit where the
  // search runs (no server in the static site).
  const where = backend() === 'wasm' ? 'notice.cut-here' : 'notice.cut';
  // An enumerator stopped: how far it had to go is the lesson.
  const many = cut && !versus() && drawer().candidates ? drawer().candidates(state.algo.name, state.n) : null;
  const words = many
    ? t('notice.cut-enumerator', { algo: state.algo.name, n: state.n, candidates: many.toLocaleString(uiLang() === 'vi' ? 'vi' : 'en'), max: num(MOST_STEPS) })
    : t(where, { max: num(MOST_STEPS) });
  $('notice').textContent = cut ? words : '';
  $('notice').dataset.kind = many ? 'enumerator' : cut ? 'cut' : '';
}

/// The code panel in the language picked (Rust where the approach has
/// only Rust).
function showCode() {
  codeView.set(listingOf(state.algo, state.lang), shownLang(state.algo, state.lang));
  fillPicker($('code-lang'), state.algo, state.lang);
  sayComments();
}

/// The listings' comments in the page's language, once their words are in.
function sayComments() {
  loadCodeWords().then(() => {
    codeView.translate();
    for (const lane of lanes) lane.code.translate();
  });
}

/// A language picked in any picker: every code panel follows, the step
/// stays.
function pickLang(lang) {
  state.lang = lang;
  keepLang(lang);
  showCode();
  if (versus()) for (const lane of lanes) lane.setLang(lang);
  go(state.k);
}

function counters(k) {
  const c = state.tree.count;
  const rows = state.algo.kind === 'enumerator'
    ? [['candidates', c.candidates.get(k)], ['squares tested', c.tests.get(k)], ['solutions', c.solutions.get(k)]]
    : [['nodes', c.nodes.get(k)], ['dead ends', c.deadEnds.get(k)], ['solutions', c.solutions.get(k)]];
  $('counters').replaceChildren(...rows.flatMap(([name, value]) => {
    const dt = document.createElement('dt');
    dt.textContent = t(`counter.${name.replace(' ', '-')}`);
    const dd = document.createElement('dd');
    dd.textContent = num(value);
    dd.dataset.counter = name.replace(' ', '-');
    return [dt, dd];
  }));
}

/// Shows the state after k steps.
function go(k) {
  if (!state.data) return;
  if (versus()) return goVersus(k);
  const events = state.data.events;
  state.k = Math.max(0, Math.min(k, events.length));
  const e = state.k > 0 ? events[state.k - 1] : null;
  const puzzle = drawer();
  // The enumerators test one candidate over many steps: keep it in view.
  const candidate = state.tree.candidate.get(state.k);
  const context = {
    candidate: candidate > 0 ? events[candidate - 1] : null,
    k: state.k,
    events,
    data: state.data,
    view: state.view,
  };
  $('board').style.aspectRatio = ''; // square, unless the drawer says otherwise
  puzzle.draw($('board'), state.n, e, context);
  const over = state.k === events.length && state.data.complete && state.data.outcome === 'finished';
  const ending = puzzle.ending ? puzzle.ending(state.data) : t('status.whole');
  $('status').textContent = puzzle.describe(e, context) + (over ? ending : '');
  $('status').className = `status ${e ? e.event : 'start'}`;
  codeView.highlight(e);
  const listing = listingOf(state.algo, state.lang);
  let frames = null;
  if (listing.frame?.shape) frames = boardStack(listing, events, state.k, state.n, context.candidate);
  else if (listing.frame) frames = listingStack(listing.frame, state.tree, events, state.k, state.data.input);
  $('stack-box').hidden = !frames;
  if (frames) showStack($('stack'), frames, (n) => t('stack.more', { n: num(n) }));
  // Masks print as binary numbers: column 0 is their last digit.
  const masks = Boolean(listing.frame?.args.some(([, q]) => q.startsWith('mask.')));
  $('stack-legend').hidden = !masks;
  if (masks) $('stack-legend').textContent = t('stack.bits', { n: state.n, last: state.n - 1 });
  if (state.treeShown) treeView.show(state.k);
  counters(state.k);
  $('step-out').textContent = t(state.data.complete ? 'status.step' : 'status.step-more', { k: num(state.k), n: num(events.length) });
  $('scrub').value = state.k;
  const atEnd = state.k >= events.length;
  $('back').disabled = $('restart').disabled = state.k === 0;
  $('step').disabled = $('next-solution').disabled = atEnd;
  // Playing past the pages read waits for the next one.
  if (atEnd && state.data.complete) pause();
}

/// Side by side: both lanes after k steps of the lock-step.
function goVersus(k) {
  const total = length();
  state.k = Math.max(0, Math.min(k, total));
  for (const lane of lanes) lane.show(state.k);
  const [a, b] = lanes;
  const done = (lane) => state.k >= lane.length();
  let words = t('versus.start');
  if (state.k > 0) {
    if (done(a) && done(b)) words = t('versus.both', { a: a.algo.name, na: num(a.length()), b: b.algo.name, nb: num(b.length()) });
    else if (done(a)) words = t('versus.one', { done: a.algo.name, other: b.algo.name });
    else if (done(b)) words = t('versus.one', { done: b.algo.name, other: a.algo.name });
    else words = t('versus.searching');
  }
  $('status').textContent = words;
  $('status').className = 'status versus';
  $('step-out').textContent = t('status.step', { k: num(state.k), n: num(total) });
  $('scrub').value = state.k;
  const atEnd = state.k >= total;
  $('back').disabled = $('restart').disabled = state.k === 0;
  $('step').disabled = $('next-solution').disabled = atEnd;
  if (atEnd) pause();
}

function step(by) {
  go(state.k + by);
}

function nextSolution() {
  if (!state.data) return;
  // Side by side: the next solution of either.
  const traces = versus() ? [state.data.events, state.vsData.events] : [state.data.events];
  const found = (k) => traces.some((ev) => k <= ev.length && ['solution', 'mirror'].includes(ev[k - 1].event));
  let k = state.k + 1;
  while (k < length() && !found(k)) k++;
  pause();
  go(k);
}

// Playing: steps per second from the slider, 1 to 1000 on a log scale.
function speed() {
  return Math.round(10 ** ((Number($('speed').value) / 100) * 3));
}

let lastFrame = 0;
let owed = 0;

function frame(now) {
  if (!state.playing) return;
  owed += ((now - lastFrame) / 1000) * speed();
  lastFrame = now;
  // Waiting at the last step read for the next page: nothing owed.
  if (state.k >= length()) owed = Math.min(owed, 1);
  const steps = Math.floor(owed);
  if (steps > 0) {
    owed -= steps;
    step(steps);
  }
  if (state.playing) requestAnimationFrame(frame);
}

function play() {
  if (!state.data || (state.k >= length() && state.data.complete)) return;
  state.playing = true;
  owed = 1; // the first step at once
  lastFrame = performance.now();
  $('play').classList.add('playing');
  $('play').querySelector('.label').textContent = t('controls.pause');
  requestAnimationFrame(frame);
}

function pause() {
  state.playing = false;
  $('play').classList.remove('playing');
  $('play').querySelector('.label').textContent = t('controls.play');
}

function togglePlay() {
  if (state.playing) pause();
  else play();
}

function showSpeed() {
  $('speed-out').textContent = `${speed()}/s`;
  // The preset the slider is at, if any, is pressed.
  for (const b of document.querySelectorAll('#speeds button')) {
    b.setAttribute('aria-pressed', String(b.dataset.speed === $('speed').value));
  }
}

function keys(e) {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const tag = e.target.tagName;
  // Keys typed into a box are its text (a graph's `p edge 3 2`, a
  // Sudoku's `0`), not the controls'.
  if (tag === 'SELECT' || tag === 'TEXTAREA' || (tag === 'INPUT' && e.target.type !== 'range')) return;
  // A focused button already answers space and enter itself.
  if (tag === 'BUTTON' && (e.key === ' ' || e.key === 'Enter')) return;
  const actions = {
    ArrowRight: () => { pause(); step(1); },
    ArrowLeft: () => { pause(); step(-1); },
    ' ': togglePlay,
    p: togglePlay,
    n: nextSolution,
    r: () => { pause(); go(0); },
    Home: () => { pause(); go(0); },
    End: () => { pause(); go(Infinity); },
    '+': () => treeView.zoomBy(1.5),
    '=': () => treeView.zoomBy(1.5),
    '-': () => treeView.zoomBy(1 / 1.5),
    0: () => treeView.fitAll(),
  };
  const action = actions[e.key];
  if (action) {
    e.preventDefault();
    action();
  }
}

async function start() {
  try {
    state.meta = await askPuzzles();
    const asked = new URLSearchParams(location.search).get('puzzle');
    const first = state.meta.puzzles.find((p) => p.name === asked) || state.meta.puzzles[0];
    // Only the chosen puzzle's drawer, and the language's catalogue.
    await Promise.all([loadDrawer(first.name), loadLanguages()]);
  } catch (err) {
    // The catalogues may be out of reach too: the English words are the
    // fallback. In the static site it is the engine, not a server, that
    // failed.
    const [key, words] = backend() === 'wasm'
      ? ['status.engine-failed', 'error: the search engine did not load ({message})']
      : ['status.unreachable', 'error: cannot reach the server ({message})'];
    try { await loadLanguages(); } catch { /* the fallback words */ }
    $('status').textContent = t(key, { message: err.message }, words);
    $('step-out').textContent = '';
    return;
  }
  translatePage();
  $('ui-lang').replaceChildren(...UI_LANGS.map(([name, text]) => option(name, text)));
  $('ui-lang').value = uiLang();
  $('ui-lang').addEventListener('change', async () => {
    await setUiLang($('ui-lang').value);
    translatePage();
    // The choices' own words, then the step on show, in the new language.
    const none = $('vs').querySelector('option[value=""]');
    if (none) none.textContent = t('choice.none');
    for (const own of document.querySelectorAll('#options option[value=""]')) own.textContent = t('choice.own');
    $('play').querySelector('.label').textContent = t(state.playing ? 'controls.pause' : 'controls.play');
    if (state.info.size) showBound(!$('n-bound').hidden);
    if ($('own-verdict').textContent) checkOwn();
    if (versus()) for (const lane of lanes) lane.translate();
    sayComments();
    showWords();
    go(state.k);
  });
  const wanted = Object.fromEntries(new URLSearchParams(location.search));
  const puzzles = state.meta.puzzles;
  $('puzzle').replaceChildren(...puzzles.map((p) => option(p.name, p.title, `puzzle.${p.name}`)));
  $('puzzle').value = puzzles.some((p) => p.name === wanted.puzzle) ? wanted.puzzle : puzzles[0].name;
  choosePuzzle($('puzzle').value, wanted);
  // ?step=K opens the trace at step K (once).
  state.startAt = Number(wanted.step) || 0;
  $('puzzle').addEventListener('change', () => { choosePuzzle($('puzzle').value); load(); });

  // A typed size is checked as it is typed, and loads when it is within
  // bounds (Enter, or leaving the field); otherwise the bound is said and
  // the trace on show stays.
  $('n').addEventListener('input', () => showBound(!sizeOk()));
  $('n').addEventListener('change', () => {
    const out = !sizeOk();
    showBound(out);
    if (out) return;
    for (const o of state.info.options) if (o.kind === 'square') fillOption(o);
    load();
  });
  // Before the first step, a click on a square starts there (the
  // puzzle's `square` option, if it has one that applies).
  $('board').addEventListener('click', (e) => {
    const square = e.target.closest('[data-row]');
    const o = state.info.options.find((o) => o.kind === 'square');
    if (!square || !o || state.k !== 0 || $(`opt-label-${o.name}`).hidden) return;
    $(`opt-${o.name}`).value = `${Number(square.dataset.row) + 1},${Number(square.dataset.col) + 1}`;
    load();
  });
  $('algo').addEventListener('change', load);
  $('own-run').addEventListener('click', runOwn);
  $('own').addEventListener('keydown', (e) => {
    // Ctrl+Enter in a box runs it; Enter in a one-line box too.
    if (e.key === 'Enter' && (e.ctrlKey || e.target.tagName === 'INPUT')) {
      e.preventDefault();
      runOwn();
    }
  });
  for (const picker of document.querySelectorAll('.code-lang')) {
    picker.addEventListener('change', () => pickLang(picker.value));
  }
  $('vs').addEventListener('change', load);
  $('choice').addEventListener('submit', (e) => e.preventDefault());
  $('restart').addEventListener('click', () => { pause(); go(0); });
  $('back').addEventListener('click', () => { pause(); step(-1); });
  $('step').addEventListener('click', () => { pause(); step(1); });
  $('play').addEventListener('click', togglePlay);
  $('next-solution').addEventListener('click', nextSolution);
  $('scrub').addEventListener('input', () => { pause(); go(Number($('scrub').value)); });
  $('speed').addEventListener('input', showSpeed);
  // The lesson's presets: slow, medium, fast, very fast (2, 10, 63 and 501
  // steps a second on the slider's scale).
  for (const b of document.querySelectorAll('#speeds button')) {
    b.addEventListener('click', () => {
      $('speed').value = b.dataset.speed;
      showSpeed();
    });
  }
  $('zoom-in').addEventListener('click', () => treeView.zoomBy(1.5));
  $('zoom-out').addEventListener('click', () => treeView.zoomBy(1 / 1.5));
  $('zoom-fit').addEventListener('click', () => treeView.fitAll());
  document.addEventListener('keydown', keys);
  showSpeed();
  await load();
}

start();
