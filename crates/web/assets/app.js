// The visualizer: fetches a whole trace from the server, then steps
// through it here. The board is drawn by the puzzle's own module
// (PUZZLES, the default export of puzzles/<name>.js); the tree, the code panel, the counters and the controls work
// from the generic trace events and serve every puzzle.

import { buildTree, TreeView } from './tree.js';
import { CodeView, fillPicker, keepLang, listingOf, wantedLang } from './code.js';
import { Lane } from './versus.js';
import { callStack, showStack } from './stack.js';
import { UI_LANGS, addWords, has, loadLanguages, num, setUiLang, t, translatePage, uiLang } from './i18n.js';
import { askPuzzles, askTrace, backend } from './backend.js';

/// Board drawers by puzzle name (the `puzzle` of the API): the default
/// export of `puzzles/<name>.js`, loaded for every puzzle the server
/// offers (`start`), so a puzzle needs no line here.
const PUZZLES = {};

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
  // A maze or a Sudoku of one's own (`?grid=`) stays until one of the
  // choices is picked.
  const ownable = info.options.find((o) => o.own && wanted[o.own] !== undefined);
  state.own = ownable ? { option: ownable.name, param: ownable.own, value: wanted[ownable.own] } : null;
  if (state.own) {
    $(`opt-${ownable.name}`).prepend(option('', t('choice.own')));
    $(`opt-${ownable.name}`).value = '';
  }
  $('algo').replaceChildren(...info.algos.map((a) => option(a.name, a.name)));
  $('algo').value = info.algos.some((a) => a.name === wanted.algo) ? wanted.algo : info.default_algo;
  // Side by side only among searches of the same puzzle.
  $('vs').replaceChildren(option('', t('choice.none')), ...info.algos.map((a) => option(a.name, a.name)));
  $('vs').value = info.algos.some((a) => a.name === wanted.vs) ? wanted.vs : '';
  $('vs-label').hidden = info.algos.length < 2;
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

/// The values of an option: its choices, or the squares of the board.
function fillOption(o, wanted) {
  const select = $(`opt-${o.name}`);
  const keep = wanted ?? select.value;
  if (o.kind === 'square') {
    const n = Number($('n').value);
    const squares = [];
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) squares.push(option(`${r},${c}`, `${r},${c}`));
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
    if (!$(`opt-label-${o.name}`).hidden) q.set(o.name, $(`opt-${o.name}`).value);
  }
  if (state.own) {
    q.delete(state.own.option);
    q.set(state.own.param, state.own.value);
  }
  q.set('algo', algo);
  return q;
}

/// Fetches the trace of the chosen puzzle, size and approach.
async function load() {
  pause();
  const ticket = ++state.loads;
  state.n = state.info.size ? Number($('n').value) : null;
  state.algo = state.info.algos.find((a) => a.name === $('algo').value);
  $('code-name').textContent = state.algo.name;
  showCode();
  // Nothing to step through until the new trace is in.
  state.data = null;
  $('status').textContent = t('status.loading');
  $('step-out').textContent = t('status.loading');
  showWords();
  state.vs = $('vs').value ? state.info.algos.find((a) => a.name === $('vs').value) : null;
  state.vsData = null;
  let data;
  let vsData = null;
  const fetchTrace = (algo) => askTrace(query(algo));
  try {
    [data, vsData] = await Promise.all([
      fetchTrace(state.algo.name),
      state.vs ? fetchTrace(state.vs.name) : null,
    ]);
  } catch (err) {
    if (ticket !== state.loads) return;
    state.data = null;
    $('status').textContent = t('status.error', { message: err.message });
    return;
  }
  if (ticket !== state.loads) return; // a newer choice is loading
  state.data = data;
  state.vsData = vsData;
  state.view = drawer().view ? drawer().view(data) : null;
  state.tree = buildTree(data.events, drawer(), { byPath: state.algo.kind === 'breadth-first' });
  const size = state.info.size;
  state.treeShown = !size || state.n <= size.tree_max;
  $('tree').hidden = !state.treeShown;
  showWords();
  if (state.treeShown) treeView.reset(state.tree);
  document.body.classList.toggle('side-by-side', versus());
  $('versus').hidden = !versus();
  if (versus()) {
    lanes[0].set(state.algo, data, drawer(), state.info.name, state.n, state.treeShown, state.lang);
    lanes[1].set(state.vs, vsData, drawer(), state.info.name, state.n, state.treeShown, state.lang);
  }
  const total = length();
  $('scrub').max = total;
  document.body.classList.toggle('enumerator', state.algo.kind === 'enumerator');
  document.body.classList.toggle('mirror', state.algo.code.events.mirror !== undefined);
  go(state.startAt || 0);
  state.startAt = 0;
}

/// The words that depend on the choice and the trace, in the language on
/// show: the approach's summary, the tree's note, the board's legend, the
/// cut notice.
function showWords() {
  const summary = t(`summary.${state.info.name}.${state.algo.name}`, {}, state.algo.summary);
  $('summary').textContent = `${state.algo.name}: ${summary}.`;
  if (!state.data) return;
  const size = state.info.size;
  const note = $('tree-note');
  note.hidden = state.treeShown;
  // Past tree_max the tree is not drawn: say why, and what still counts.
  note.textContent = size ? t('tree.note', { label: size.label, max: size.tree_max }) : '';
  const legend = drawer().legend || [];
  $('board-legend').hidden = legend.length === 0;
  $('board-legend').replaceChildren(...legend.map(([cls, text]) => {
    const li = document.createElement('li');
    const mark = document.createElement('i');
    mark.className = `mark ${cls}`;
    li.append(mark, t(`legend.${state.info.name}.${cls}`, {}, text));
    return li;
  }));
  const data = state.data;
  const cut = data.outcome !== 'finished' || (versus() && state.vsData.outcome !== 'finished');
  $('notice').hidden = !cut;
  $('notice').textContent = cut ? t('notice.cut', { max: num(data.max_steps) }) : '';
}

/// The code panel in the language picked (Rust where the approach has
/// only Rust).
function showCode() {
  codeView.set(listingOf(state.algo, state.lang));
  fillPicker($('code-lang'), state.algo, state.lang);
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
    ? [['candidates', c.candidates[k]], ['squares tested', c.tests[k]], ['solutions', c.solutions[k]]]
    : [['nodes', c.nodes[k]], ['dead ends', c.deadEnds[k]], ['solutions', c.solutions[k]]];
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
  const candidate = state.tree.candidate[state.k];
  const context = {
    candidate: candidate > 0 ? events[candidate - 1] : null,
    k: state.k,
    events,
    data: state.data,
    view: state.view,
  };
  $('board').style.aspectRatio = ''; // square, unless the drawer says otherwise
  puzzle.draw($('board'), state.n, e, context);
  const over = state.k === events.length && state.data.outcome === 'finished';
  const ending = puzzle.ending ? puzzle.ending(state.data) : t('status.whole');
  $('status').textContent = puzzle.describe(e, context) + (over ? ending : '');
  $('status').className = `status ${e ? e.event : 'start'}`;
  codeView.highlight(e);
  const frames = callStack(state.info.name, state.algo.name, state.lang, events, state.k, state.n, context.candidate);
  $('stack-box').hidden = !frames;
  if (frames) showStack($('stack'), frames);
  if (state.treeShown) treeView.show(state.k);
  counters(state.k);
  $('step-out').textContent = t('status.step', { k: num(state.k), n: num(events.length) });
  $('scrub').value = state.k;
  const atEnd = state.k >= events.length;
  $('back').disabled = $('restart').disabled = state.k === 0;
  $('step').disabled = $('next-solution').disabled = atEnd;
  if (atEnd) pause();
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
  const steps = Math.floor(owed);
  if (steps > 0) {
    owed -= steps;
    step(steps);
  }
  if (state.playing) requestAnimationFrame(frame);
}

function play() {
  if (!state.data || state.k >= length()) return;
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
  if (tag === 'SELECT' || (tag === 'INPUT' && e.target.type !== 'range')) return;
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
    await Promise.all(state.meta.puzzles.map(async (p) => {
      PUZZLES[p.name] = (await import(`./puzzles/${p.name}.js`)).default;
      addWords(PUZZLES[p.name].words);
    }));
  } catch (err) {
    // The catalogues may be out of reach too: the English words are the
    // fallback. In the static site it is the engine, not a server, that
    // failed.
    const [key, words] = backend() === 'wasm'
      ? ['status.engine-failed', 'error: the search engine did not load ({message})']
      : ['status.unreachable', 'error: cannot reach the server ({message})'];
    try { await loadLanguages(); } catch { /* the fallback words */ }
    $('status').textContent = t(key, { message: err.message }, words);
    return;
  }
  await loadLanguages();
  translatePage();
  $('ui-lang').replaceChildren(...UI_LANGS.map(([name, text]) => option(name, text)));
  $('ui-lang').value = uiLang();
  $('ui-lang').addEventListener('change', () => {
    setUiLang($('ui-lang').value);
    translatePage();
    // The choices' own words, then the step on show, in the new language.
    const none = $('vs').querySelector('option[value=""]');
    if (none) none.textContent = t('choice.none');
    for (const own of document.querySelectorAll('#options option[value=""]')) own.textContent = t('choice.own');
    $('play').querySelector('.label').textContent = t(state.playing ? 'controls.pause' : 'controls.play');
    if (state.info.size) showBound(!$('n-bound').hidden);
    if (versus()) for (const lane of lanes) lane.translate();
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
  // A typed size loads when it is within bounds (Enter, or leaving the
  // field); otherwise the bound is said and the trace on show stays.
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
    $(`opt-${o.name}`).value = `${square.dataset.row},${square.dataset.col}`;
    load();
  });
  $('algo').addEventListener('change', load);
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
