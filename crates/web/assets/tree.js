// The search tree: built once from a whole trace, then shown as it
// stood after any step. Works from the generic events of the engine
// (place, remove, dead_end, solution, mirror, candidate), so every
// puzzle gets it; the puzzle only says how a placement is named (key).

const SVG = 'http://www.w3.org/2000/svg';

// What each step does to the tree.
const BORN = 1, DEAD = 2, SOLVED = 3, MIRRORED = 4;

/// The tree of partial boards a trace walks, and per step: the node the
/// search stands on, what the step changed, and running counts. A
/// candidate (the enumerators) starts again from the root, and a
/// placement made before from the same node is the same node again.
/// With `byPath` (a breadth-first search, which never removes a queen),
/// the node of each step is found from its board instead: the queens of
/// the rows above the step's row.
export function buildTree(events, puzzle, { byPath = false } = {}) {
  const nodes = [{ id: 0, parent: -1, depth: 0, label: 'start', children: [], x: 0 }];
  const steps = events.length;
  const at = new Int32Array(steps + 1); // node after step k (0: before any)
  const change = new Uint8Array(steps + 1);
  const changed = new Int32Array(steps + 1).fill(-1);
  const candidate = new Int32Array(steps + 1); // the step of the latest candidate, 0: none
  const count = {
    nodes: new Int32Array(steps + 1),
    deadEnds: new Int32Array(steps + 1),
    solutions: new Int32Array(steps + 1),
    candidates: new Int32Array(steps + 1),
    tests: new Int32Array(steps + 1),
  };
  let cur = 0;
  let c = { nodes: 1, deadEnds: 0, solutions: 0, candidates: 0, tests: 0 };
  count.nodes[0] = 1;
  // The node of the board's queens in rows 0..row (made as they were
  // placed, so it exists).
  const nodeOf = (cols, row) => {
    let id = 0;
    for (let r = 0; r < row && cols[r] !== null; r++) {
      const name = puzzle.key({ row: r, col: cols[r] });
      const next = nodes[id].children.find((child) => nodes[child].key === name);
      if (next === undefined) break;
      id = next;
    }
    return id;
  };
  for (let k = 1; k <= steps; k++) {
    const e = events[k - 1];
    if (byPath && e.cols && e.row !== undefined) {
      cur = nodeOf(e.cols, e.event === 'solution' ? e.cols.length : e.row);
    }
    switch (e.event) {
      case 'candidate':
        cur = 0;
        c.candidates++;
        candidate[k] = k;
        break;
      case 'try':
        c.tests++;
        break;
      case 'place': {
        const name = puzzle.key(e);
        let child = nodes[cur].children.find((id) => nodes[id].key === name);
        if (child === undefined) {
          child = nodes.length;
          nodes.push({
            id: child, parent: cur, depth: nodes[cur].depth + 1, key: name,
            label: puzzle.label(e), short: puzzle.short(e), children: [], x: 0,
          });
          nodes[cur].children.push(child);
          change[k] = BORN;
          changed[k] = child;
        }
        cur = child;
        c.nodes++;
        break;
      }
      case 'remove':
        if (nodes[cur].parent >= 0) cur = nodes[cur].parent;
        break;
      case 'dead_end':
        change[k] = DEAD;
        changed[k] = cur;
        c.deadEnds++;
        break;
      case 'solution':
        change[k] = SOLVED;
        changed[k] = cur;
        c.solutions++;
        break;
      case 'mirror':
        change[k] = MIRRORED;
        changed[k] = cur;
        c.solutions++;
        break;
    }
    at[k] = cur;
    if (candidate[k] === 0) candidate[k] = candidate[k - 1];
    for (const name in c) count[name][k] = c[name];
  }
  // Leaves side by side in the order they were met, each parent over the
  // middle of its children: nodes never move as the tree grows.
  let next = 0;
  let maxDepth = 0;
  const place = (id) => {
    const node = nodes[id];
    maxDepth = Math.max(maxDepth, node.depth);
    if (node.children.length === 0) {
      node.x = next++;
      return;
    }
    // A tree is at most one level per row deep: recursion is fine.
    for (const child of node.children) place(child);
    const first = nodes[node.children[0]];
    const last = nodes[node.children[node.children.length - 1]];
    node.x = (first.x + last.x) / 2;
  };
  place(0);
  return { nodes, at, change, changed, candidate, count, width: Math.max(next, 1), depth: Math.max(maxDepth, 1) };
}

/// The tree drawn in an SVG element, shown as it stood after step k,
/// panned to keep the current node in view.
export class TreeView {
  constructor(svg) {
    this.svg = svg;
    this.edges = document.createElementNS(SVG, 'g');
    this.dots = document.createElementNS(SVG, 'g');
    this.labels = document.createElementNS(SVG, 'g');
    this.labels.classList.add('labels');
    this.viewport = document.createElementNS(SVG, 'g');
    this.viewport.classList.add('viewport');
    this.edges.classList.add('edges');
    this.dots.classList.add('nodes');
    this.viewport.append(this.edges, this.labels, this.dots);
    svg.append(this.viewport);
    this.tree = null;
    this.zoom = 14; // pixels between neighbouring leaves
    this.fit = false;
    new ResizeObserver(() => this.resize()).observe(svg);
    svg.addEventListener('wheel', (e) => {
      e.preventDefault();
      this.zoomBy(e.deltaY < 0 ? 1.25 : 0.8);
    }, { passive: false });
  }

  /// A new tree, shown before its first step.
  reset(tree) {
    this.tree = tree;
    this.k = 0;
    this.els = new Array(tree.nodes.length);
    this.path = [];
    this.edges.replaceChildren();
    this.labels.replaceChildren();
    this.dots.replaceChildren();
    this.fit = false;
    this.resize(false);
    // A small tree fills the panel; a big one starts zoomed in.
    this.zoom = Math.max(14, this.fitZoom());
    this.svg.classList.toggle('labelled', this.labelled());
    this.ensure(0);
    this.show(0);
  }

  resize(redraw = true) {
    const box = this.svg.getBoundingClientRect();
    this.w = Math.max(box.width, 50);
    this.h = Math.max(box.height, 50);
    this.svg.setAttribute('viewBox', `0 0 ${this.w} ${this.h}`);
    if (redraw && this.tree) this.layout();
  }

  zoomBy(factor) {
    if (!this.tree) return;
    this.fit = false;
    this.zoom = Math.min(60, Math.max(this.fitZoom(), this.zoom * factor));
    this.layout();
  }

  fitAll() {
    this.fit = true;
    this.layout();
  }

  fitZoom() {
    return Math.min(60, (this.w - 24) / this.tree.width);
  }

  /// Pixel position of a node at the current zoom.
  pos(node) {
    const zoom = this.fit ? this.fitZoom() : this.zoom;
    const level = Math.min(56, (this.h - 28) / this.tree.depth);
    return [12 + zoom * (node.x + 0.5), 14 + level * node.depth];
  }

  /// Dots no wider than the room across or down (a deep tree's levels
  /// are close together).
  radius() {
    const zoom = this.fit ? this.fitZoom() : this.zoom;
    const level = (this.h - 28) / this.tree.depth;
    return Math.max(1.5, Math.min(9, zoom * 0.36, level * 0.42));
  }

  /// Labels only when there is room for them, across and down (a deep
  /// tree, like a knight's tour's, has its levels close together).
  labelled() {
    const level = (this.h - 28) / this.tree.depth;
    return (this.fit ? this.fitZoom() : this.zoom) >= 24 && level >= 14;
  }

  /// The elements of a node, made the first time it is shown. The label
  /// is made only once the tree is zoomed in enough to show it.
  ensure(id) {
    if (this.els[id]) return this.els[id];
    const node = this.tree.nodes[id];
    const dot = document.createElementNS(SVG, 'circle');
    dot.classList.add('node');
    dot.dataset.id = id;
    let edge = null;
    if (node.parent >= 0) {
      edge = document.createElementNS(SVG, 'line');
      edge.classList.add('edge');
      this.edges.append(edge);
    }
    this.dots.append(dot);
    const els = { dot, edge, text: null };
    this.els[id] = els;
    this.place(id);
    return els;
  }

  place(id) {
    const els = this.els[id];
    const { dot, edge } = els;
    const node = this.tree.nodes[id];
    const [x, y] = this.pos(node);
    const r = this.radius();
    dot.setAttribute('cx', x);
    dot.setAttribute('cy', y);
    dot.setAttribute('r', r);
    if (edge) {
      const [px, py] = this.pos(this.tree.nodes[node.parent]);
      edge.setAttribute('x1', px);
      edge.setAttribute('y1', py);
      edge.setAttribute('x2', x);
      edge.setAttribute('y2', y);
    }
    if (!els.text && node.parent >= 0 && this.labelled()) {
      els.text = document.createElementNS(SVG, 'text');
      els.text.textContent = node.short;
      els.text.classList.toggle('hidden', dot.classList.contains('hidden'));
      this.labels.append(els.text);
    }
    if (els.text) {
      els.text.setAttribute('x', x + r + 2);
      els.text.setAttribute('y', y - r);
    }
  }

  layout() {
    this.svg.classList.toggle('labelled', this.labelled());
    this.els.forEach((els, id) => els && this.place(id));
    this.enlarge(this.tree.at[this.k]);
    this.follow();
  }

  /// The current node stays big enough to see where the dots are small.
  enlarge(id) {
    this.els[id].dot.setAttribute('r', Math.max(this.radius(), 4.5));
  }

  setHidden(id, hidden) {
    const { dot, edge, text } = this.ensure(id);
    dot.classList.toggle('hidden', hidden);
    if (edge) edge.classList.toggle('hidden', hidden);
    if (text) text.classList.toggle('hidden', hidden);
  }

  /// Applies or takes back what step k changed.
  apply(k, forward) {
    const id = this.tree.changed[k];
    if (id < 0) return;
    const cls = { [BORN]: null, [DEAD]: 'dead', [SOLVED]: 'solution', [MIRRORED]: 'mirrored' }[this.tree.change[k]];
    if (cls === null) this.setHidden(id, !forward);
    else this.ensure(id).dot.classList.toggle(cls, forward);
  }

  /// The tree as it stood after step k.
  show(k) {
    // A long jump works on the tree off the page, then puts it back.
    const detach = Math.abs(k - this.k) > 2000;
    if (detach) this.viewport.remove();
    while (this.k < k) this.apply(++this.k, true);
    while (this.k > k) this.apply(this.k--, false);
    if (detach) this.svg.append(this.viewport);
    // The current path: from the node stood on up to the root.
    for (const id of this.path) {
      const { dot, edge } = this.els[id];
      dot.classList.remove('path', 'current');
      if (edge) edge.classList.remove('path');
    }
    if (this.path.length > 0) this.els[this.path[0]].dot.setAttribute('r', this.radius());
    this.path = [];
    const nodes = this.tree.nodes;
    for (let id = this.tree.at[k]; id >= 0; id = nodes[id].parent) {
      const { dot, edge } = this.ensure(id);
      dot.classList.add('path');
      if (edge) edge.classList.add('path');
      this.path.push(id);
    }
    this.els[this.tree.at[k]].dot.classList.add('current');
    this.enlarge(this.tree.at[k]);
    // The current node drawn last, so it sits on top.
    this.dots.append(this.els[this.tree.at[k]].dot);
    this.follow();
  }

  /// Pans so the current node is in view (centred across, the whole
  /// depth always visible).
  follow() {
    if (!this.tree) return;
    const [x] = this.pos(this.tree.nodes[this.tree.at[this.k]]);
    const zoom = this.fit ? this.fitZoom() : this.zoom;
    const full = 24 + zoom * this.tree.width;
    let dx = 0;
    if (full > this.w) dx = Math.min(0, Math.max(this.w - full, this.w / 2 - x));
    this.viewport.style.transform = `translate(${dx.toFixed(1)}px, 0px)`;
  }
}
