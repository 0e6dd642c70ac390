// Side by side: two approaches on the same board in lock-step. Both
// traces are stepped by the same step number k (an approach shows its
// own step min(k, its length)), each with its board, tree, counters and
// code, so the one that needs more steps is left behind, still
// searching, when the other is done.

import { buildTree, TreeView } from './tree.js';
import { CodeView, fillPicker, listingOf, shownLang } from './code.js';
import { num, t } from './i18n.js';

const $ = (root, sel) => root.querySelector(sel);

/// The checks made by step k: a test per `try`; an approach that never
/// tries a square (bitmask, mirror) tests a whole row at once, one check
/// per row it opens (the first placement from a node, or a dead end), as
/// the library counts it.
function checksPerStep(events) {
  const checks = new Int32Array(events.length + 1);
  const tries = events.some((e) => e.event === 'try');
  const opened = new Set();
  let c = 0;
  events.forEach((e, i) => {
    if (tries) {
      if (e.event === 'try') c++;
    } else if (e.event === 'dead_end') {
      c++;
    } else if (e.event === 'place') {
      // The node a placement is made from: the rows above it.
      const parent = e.cols.slice(0, e.row).join(',');
      if (!opened.has(parent)) {
        opened.add(parent);
        c++;
      }
    }
    checks[i + 1] = c;
  });
  return checks;
}

/// One approach's column of the side-by-side view.
export class Lane {
  constructor(root) {
    this.root = root;
    this.board = $(root, '[data-lane=board]');
    this.tree = new TreeView($(root, '.lane-tree'));
    this.code = new CodeView($(root, '.lane-code'));
    this.data = null;
  }

  /// A new trace: `algo` (the API's entry), `data` (its trace), `puzzle`
  /// (the drawer) and `puzzleName`, `n`, whether the tree is drawn, and
  /// the code's language.
  set(algo, data, puzzle, puzzleName, n, treeShown, lang) {
    this.algo = algo;
    this.data = data;
    this.puzzle = puzzle;
    this.n = n;
    this.built = buildTree(data.events, puzzle, { byPath: algo.kind === 'breadth-first' }, data);
    this.checks = checksPerStep(data.events);
    this.view = puzzle.view ? puzzle.view(data) : null;
    this.root.dataset.algo = algo.name;
    this.puzzleName = puzzleName;
    this.translate();
    this.setLang(lang);
    this.treeShown = treeShown;
    $(this.root, '.lane-tree').hidden = !treeShown;
    if (treeShown) this.tree.reset(this.built);
  }

  /// The approach's summary in the page's language.
  translate() {
    const summary = t(`summary.${this.puzzleName}.${this.algo.name}`, {}, this.algo.summary);
    $(this.root, '.lane-summary').textContent = summary;
    // The approach's name, where the catalogues have it in words.
    $(this.root, '.lane-name').textContent = t(`algo.${this.puzzleName}.${this.algo.name}`, {}, this.algo.name);
  }

  /// Shows the code in `lang` (call `show` after, to light its line).
  setLang(lang) {
    this.code.set(listingOf(this.algo, lang), shownLang(this.algo, lang));
    fillPicker($(this.root, '.lane-lang'), this.algo, lang);
  }

  length() {
    return this.data ? this.data.events.length : 0;
  }

  /// Shows the lane after k steps of the lock-step (its own step is at
  /// most its length).
  show(k) {
    const events = this.data.events;
    const own = Math.min(k, events.length);
    const e = own > 0 ? events[own - 1] : null;
    const candidate = this.built.candidate.get(own);
    this.puzzle.draw(this.board, this.n, e, {
      candidate: candidate > 0 ? events[candidate - 1] : null,
      k: own,
      events,
      data: this.data,
      view: this.view,
    });
    this.code.highlight(e);
    if (this.treeShown) this.tree.show(own);
    const done = own === events.length;
    const c = this.built.count;
    const rows = [
      ['step', own],
      ['nodes', c.nodes.get(own)],
      ['checks', this.checks[own]],
      ['solutions', c.solutions.get(own)],
    ];
    $(this.root, '.lane-counters').replaceChildren(...rows.flatMap(([name, value]) => {
      const dt = document.createElement('dt');
      dt.textContent = t(`lane.${name}`);
      const dd = document.createElement('dd');
      dd.textContent = num(value);
      dd.dataset.counter = name;
      return [dt, dd];
    }));
    const status = $(this.root, '.lane-status');
    const cut = this.data.outcome !== 'finished';
    status.textContent = done
      ? t(cut ? 'lane.stopped' : 'lane.done', { steps: num(events.length) })
      : this.puzzle.describe(e, { k: own, events, data: this.data, view: this.view });
    this.root.classList.toggle('done', done);
    this.root.classList.toggle('behind', !done && k > 0);
  }
}
