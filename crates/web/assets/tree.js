// The search tree: grown as the trace is read (a page at a time for a
// long one), and drawn on a canvas as it stood after any step. Works
// from the generic events of the engine (place, remove, dead_end,
// solution, mirror, candidate), so every puzzle gets it; the puzzle only
// says how a placement is named (key, short).
//
// Only the nodes visited so far are laid out, each once, when it is
// born: a node takes the column right of the last node born at its
// depth, and never left of its parent's. Positions never change as the
// tree grows (no edge crosses another: each depth's columns are taken in
// the order of the search), so the part searched is always compact and
// "fit" shows all of it, root and current node included.

/// A typed array of whole numbers that grows as the trace is read.
class Grow {
  constructor() {
    this.a = new Int32Array(1024);
    this.length = 0;
  }

  push(v) {
    if (this.length === this.a.length) {
      const b = new Int32Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.length++] = v;
  }

  get(i) {
    return this.a[i];
  }
}

const NEVER = 0x7fffffff;

/// The tree of partial boards a trace walks, and per step: the node the
/// search stands on and running counts. A candidate (the enumerators)
/// starts again from the root, and a placement made before from the
/// same node is the same node again. With `byPath` (a breadth-first
/// search, which never removes a queen), the node of each step is found
/// from its board instead: the queens of the rows above the step's row.
export class TreeModel {
  constructor(puzzle, data, { byPath = false } = {}) {
    this.puzzle = puzzle;
    this.data = data;
    this.byPath = byPath;
    // The nodes, by id in the order born (the root is 0).
    this.parent = [-1];
    this.depth = [0];
    this.x = [0];
    this.born = [0]; // the step that made it
    this.dead = [NEVER]; // the first step that found it a dead end
    this.solved = [NEVER];
    this.mirrored = [NEVER];
    this.short = [''];
    this.children = [new Map()];
    // The widest column and the deepest level among nodes 0..id.
    this.maxX = [0];
    this.maxDepth = [0];
    this.lastX = [0]; // per depth, the column of the last node born there
    // Per step k (0: before any).
    this.at = new Grow();
    this.candidate = new Grow(); // the step of the latest candidate, 0: none
    this.count = { nodes: new Grow(), deadEnds: new Grow(), solutions: new Grow(), candidates: new Grow(), tests: new Grow() };
    this.c = { nodes: 1, deadEnds: 0, solutions: 0, candidates: 0, tests: 0 };
    this.cur = 0;
    this.at.push(0);
    this.candidate.push(0);
    for (const name in this.count) this.count[name].push(this.c[name]);
  }

  /// The steps read so far.
  get steps() {
    return this.at.length - 1;
  }

  /// The nodes born by step k.
  bornBy(k) {
    let lo = 0;
    let hi = this.born.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.born[mid] <= k) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /// A child of `parent` named `key`, born at step k if new.
  child(parent, key, e, k) {
    const known = this.children[parent].get(key);
    if (known !== undefined) return known;
    const id = this.parent.length;
    const depth = this.depth[parent] + 1;
    const last = depth < this.lastX.length ? this.lastX[depth] : -1;
    const x = Math.max(this.x[parent], last + 1);
    if (depth < this.lastX.length) this.lastX[depth] = x;
    else this.lastX.push(x);
    this.parent.push(parent);
    this.depth.push(depth);
    this.x.push(x);
    this.born.push(k);
    this.dead.push(NEVER);
    this.solved.push(NEVER);
    this.mirrored.push(NEVER);
    this.short.push(String(this.puzzle.short(e)));
    this.children.push(new Map());
    this.children[parent].set(key, id);
    this.maxX.push(Math.max(this.maxX[id - 1], x));
    this.maxDepth.push(Math.max(this.maxDepth[id - 1], depth));
    return id;
  }

  /// The node of the board's queens in rows 0..row (made as they were
  /// placed, so it exists).
  nodeOf(cols, row) {
    let id = 0;
    for (let r = 0; r < row && cols[r] !== null; r++) {
      const next = this.children[id].get(this.puzzle.key({ row: r, col: cols[r] }, this.data));
      if (next === undefined) break;
      id = next;
    }
    return id;
  }

  /// Reads more steps (the next page of a long trace).
  append(events) {
    const c = this.c;
    for (const e of events) {
      const k = this.at.length;
      if (this.byPath && e.cols && e.row !== undefined) {
        this.cur = this.nodeOf(e.cols, e.event === 'solution' ? e.cols.length : e.row);
      }
      let cand = this.candidate.get(k - 1);
      // A step that begins another search (the fewest colours: one
      // search a number of colours) starts again from the root.
      if (e.section) this.cur = 0;
      switch (e.event) {
        case 'candidate':
          this.cur = 0;
          c.candidates++;
          cand = k;
          break;
        case 'try':
          c.tests++;
          break;
        case 'place':
          this.cur = this.child(this.cur, this.puzzle.key(e, this.data), e, k);
          c.nodes++;
          break;
        case 'remove':
          if (this.parent[this.cur] >= 0) this.cur = this.parent[this.cur];
          break;
        case 'dead_end':
          if (this.dead[this.cur] === NEVER) this.dead[this.cur] = k;
          c.deadEnds++;
          break;
        case 'solution':
          if (this.solved[this.cur] === NEVER) this.solved[this.cur] = k;
          c.solutions++;
          break;
        case 'mirror':
          if (this.mirrored[this.cur] === NEVER) this.mirrored[this.cur] = k;
          c.solutions++;
          break;
        default:
          break;
      }
      this.at.push(this.cur);
      this.candidate.push(cand);
      for (const name in this.count) this.count[name].push(c[name]);
    }
  }
}

/// Builds the tree of a whole trace at once.
export function buildTree(events, puzzle, options = {}, data = null) {
  const tree = new TreeModel(puzzle, data, options);
  tree.append(events);
  return tree;
}

/// The font of the labels, in CSS pixels: readable at every zoom.
export const LABEL_PX = 12;
const PAD = 14;

/// The tree drawn on a canvas, as it stood after step k. "Fit" (the
/// start, and the fit button) scales the part searched so far to the
/// panel, so the root and the current node are always in view; zoomed
/// in, the view pans to keep the current node in view.
export class TreeView {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.tree = null;
    this.k = 0;
    this.fit = true;
    this.zoom = 1; // zoomed in: this many times the fit's scale
    this.ox = 0; // the pan, zoomed in
    this.oy = 0;
    const style = getComputedStyle(canvas);
    const v = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
    this.colors = {
      edge: '#b7bfcd', node: '#8d97aa', path: v('--path', '#f0a020'), dead: v('--dead', '#d43a3a'),
      solution: v('--solution', '#1f9d4c'), ink: v('--ink', '#1d2330'), muted: v('--muted', '#5d6678'),
      mirror: '#0b4f24',
    };
    new ResizeObserver(() => this.draw()).observe(canvas);
    canvas.addEventListener('wheel', (e) => {
      e.preventDefault();
      this.zoomBy(e.deltaY < 0 ? 1.25 : 0.8);
    }, { passive: false });
  }

  /// A new tree, shown before its first step, fitted.
  reset(tree) {
    this.tree = tree;
    this.k = 0;
    this.fit = true;
    this.zoom = 1;
    this.draw();
  }

  zoomBy(factor) {
    if (!this.tree) return;
    const fitted = this.scales(true);
    const now = this.fit ? 1 : this.zoom;
    this.zoom = Math.max(1, Math.min(now * factor, 60 / Math.max(fitted.sx, 0.01)));
    this.fit = this.zoom <= 1.0001;
    this.follow(true);
    this.draw();
  }

  fitAll() {
    this.fit = true;
    this.zoom = 1;
    this.draw();
  }

  /// The tree as it stood after step k.
  show(k) {
    this.k = k;
    if (!this.fit) this.follow(false);
    // Playing draws once a frame (app.js steps once a frame), however
    // many steps the frame takes.
    this.draw();
  }

  /// The size of the canvas, in CSS pixels.
  size() {
    return [Math.max(this.canvas.clientWidth, 50), Math.max(this.canvas.clientHeight, 50)];
  }

  /// Pixels a column and a level, fitted to the nodes born by step k
  /// (`fitted`), or as zoomed.
  scales(fitted = this.fit) {
    const [w, h] = this.size();
    const count = this.tree.bornBy(this.k);
    const width = this.tree.maxX[count - 1];
    const depth = this.tree.maxDepth[count - 1];
    const sx = Math.min(60, (w - 2 * PAD - 30) / Math.max(width, 1));
    const sy = Math.min(56, (h - 2 * PAD) / Math.max(depth, 1));
    const z = fitted ? 1 : this.zoom;
    return { sx: sx * z, sy: sy * z, count, width, depth };
  }

  /// The node's place on the canvas, in CSS pixels.
  pos(id, s) {
    const ox = this.fit ? PAD : this.ox;
    const oy = this.fit ? PAD : this.oy;
    return [ox + s.sx * this.tree.x[id], oy + s.sy * this.tree.depth[id]];
  }

  /// Zoomed in: pans so the current node is in view (centred when it
  /// left the middle of the panel, or always when `centre`).
  follow(centre) {
    if (this.fit || !this.tree) return;
    const [w, h] = this.size();
    const s = this.scales(false);
    const id = this.tree.at.get(this.k);
    const x = s.sx * this.tree.x[id];
    const y = s.sy * this.tree.depth[id];
    const [px, py] = [this.ox + x, this.oy + y];
    if (centre || px < w * 0.15 || px > w * 0.85) this.ox = w / 2 - x;
    if (centre || py < h * 0.15 || py > h * 0.85) this.oy = h / 2 - y;
    // No blank beyond the root's side.
    this.ox = Math.min(this.ox, PAD);
    this.oy = Math.min(this.oy, PAD);
  }

  /// Draws the tree after step this.k.
  draw() {
    const tree = this.tree;
    const canvas = this.canvas;
    const [w, h] = this.size();
    const dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
    }
    const ctx = this.ctx;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, h);
    if (!tree) return;
    const k = Math.min(this.k, tree.steps);
    const s = this.scales();
    const r = Math.max(1.2, Math.min(7, s.sx * 0.36, s.sy * 0.3));
    const col = this.colors;
    const seen = (id) => {
      const [x, y] = this.pos(id, s);
      return x > -20 && x < w + 20 && y > -20 && y < h + 20;
    };
    // The path from the current node up to the root.
    const onPath = new Set();
    const cur = tree.at.get(k);
    for (let id = cur; id >= 0; id = tree.parent[id]) onPath.add(id);

    // Edges, one stroke for all of them.
    ctx.lineWidth = 1;
    ctx.strokeStyle = col.edge;
    ctx.beginPath();
    for (let id = 1; id < s.count; id++) {
      const p = tree.parent[id];
      if (!seen(id) && !seen(p)) continue;
      const [x, y] = this.pos(id, s);
      const [px, py] = this.pos(p, s);
      ctx.moveTo(px, py);
      ctx.lineTo(x, y);
    }
    ctx.stroke();
    ctx.lineWidth = 3;
    ctx.strokeStyle = col.path;
    ctx.beginPath();
    for (const id of onPath) {
      if (id === 0) continue;
      const [x, y] = this.pos(id, s);
      const [px, py] = this.pos(tree.parent[id], s);
      ctx.moveTo(px, py);
      ctx.lineTo(x, y);
    }
    ctx.stroke();

    // Dots, one fill per colour.
    const kinds = { node: [], dead: [], solution: [] };
    const mirrored = [];
    let dead = 0;
    let solved = 0;
    for (let id = 0; id < s.count; id++) {
      const isDead = tree.dead[id] <= k;
      const isSolved = tree.solved[id] <= k || tree.mirrored[id] <= k;
      if (isDead) dead++;
      if (isSolved) solved++;
      if (!seen(id) || onPath.has(id)) continue;
      if (isSolved) kinds.solution.push(id);
      else if (isDead) kinds.dead.push(id);
      else kinds.node.push(id);
      if (tree.mirrored[id] <= k) mirrored.push(id);
    }
    const dots = (ids, fill, radius) => {
      ctx.fillStyle = fill;
      ctx.beginPath();
      for (const id of ids) {
        const [x, y] = this.pos(id, s);
        if (radius < 2) ctx.rect(x - radius, y - radius, 2 * radius, 2 * radius);
        else {
          ctx.moveTo(x + radius, y);
          ctx.arc(x, y, radius, 0, 2 * Math.PI);
        }
      }
      ctx.fill();
    };
    dots(kinds.node, col.node, r);
    dots(kinds.dead, col.dead, r);
    dots(kinds.solution, col.solution, r);
    if (mirrored.length > 0) {
      ctx.strokeStyle = col.mirror;
      ctx.lineWidth = 2;
      ctx.setLineDash([3, 2]);
      ctx.beginPath();
      for (const id of mirrored) {
        const [x, y] = this.pos(id, s);
        ctx.moveTo(x + r + 1, y);
        ctx.arc(x, y, r + 1, 0, 2 * Math.PI);
      }
      ctx.stroke();
      ctx.setLineDash([]);
    }
    // The path's dots over the rest, the current node biggest.
    const pathRadius = Math.max(r, 3);
    for (const id of onPath) {
      const fill = tree.solved[id] <= k || tree.mirrored[id] <= k ? col.solution
        : tree.dead[id] <= k ? col.dead : col.path;
      dots([id], fill, id === cur ? Math.max(r, 5.5) : pathRadius);
    }
    const [cx, cy] = this.pos(cur, s);
    ctx.strokeStyle = col.ink;
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.arc(cx, cy, Math.max(r, 5.5), 0, 2 * Math.PI);
    ctx.stroke();

    // Labels at 12 px: every node's where there is room across and
    // down; else the path's, where its levels are far enough apart;
    // else the current node's. Each on a white halo, never over another.
    ctx.font = `${LABEL_PX}px ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace`;
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    const room = s.sy >= LABEL_PX + 4;
    let labels = [];
    if (room && s.sx >= 30) {
      for (let id = 1; id < s.count; id++) if (seen(id)) labels.push(id);
    } else if (room) {
      labels = [...onPath].filter((id) => id > 0);
    } else if (cur > 0) {
      labels = [cur];
    }
    const ends = new Map(); // per depth, where the last label ends
    let drawn = 0;
    for (const id of labels.sort((a, b) => a - b)) {
      const [x, y] = this.pos(id, s);
      const words = tree.short[id];
      const width = ctx.measureText(words).width;
      const left = x + Math.max(r, 3) + 3;
      const d = tree.depth[id];
      if ((ends.get(d) ?? -Infinity) > left && !onPath.has(id)) continue;
      ends.set(d, left + width + 4);
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
      ctx.lineWidth = 4;
      ctx.strokeText(words, left, y - r - 4);
      ctx.fillStyle = onPath.has(id) ? col.ink : col.muted;
      ctx.fillText(words, left, y - r - 4);
      drawn++;
    }

    // What the tests (and a curious reader) can ask of the drawing.
    const [rx, ry] = this.pos(0, s);
    const d = canvas.dataset;
    d.k = k;
    d.nodes = s.count;
    d.dead = dead;
    d.solutions = solved;
    d.current = cur;
    d.currentState = tree.solved[cur] <= k ? 'solution' : tree.mirrored[cur] <= k ? 'mirrored' : tree.dead[cur] <= k ? 'dead' : 'path';
    d.root = `${rx.toFixed(1)},${ry.toFixed(1)}`;
    d.at = `${cx.toFixed(1)},${cy.toFixed(1)}`;
    d.size = `${w},${h}`;
    d.labels = drawn;
    d.labelPx = LABEL_PX;
    d.fit = String(this.fit);
  }
}
