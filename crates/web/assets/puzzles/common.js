// What the board drawers of the tour and the maze share: SVG elements,
// and the state of a board after any step, replayed from the events.

const SVG = 'http://www.w3.org/2000/svg';

/// An SVG element with attributes and classes.
export function el(name, attrs = {}, cls = '') {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (cls) e.setAttribute('class', cls);
  return e;
}

/// A text element centred on (x, y).
export function text(x, y, words, attrs = {}, cls = '') {
  const t = el('text', { x, y, ...attrs }, cls);
  t.textContent = words;
  return t;
}

/// A square or cell in words.
export const at = (row, col) => `(${row}, ${col})`;

/// The state after step k, kept as the page steps forward; a step back
/// replays from the start, which costs at most one pass over a trace
/// (a few milliseconds for the longest).
export class Replay {
  /// `fresh()` makes the state before any step, `apply(state, event)`
  /// takes one step.
  constructor(fresh, apply) {
    this.fresh = fresh;
    this.apply = apply;
    this.reset();
  }

  reset() {
    this.state = this.fresh();
    this.k = 0;
  }

  /// The state after the first k events.
  at(events, k) {
    if (k < this.k) this.reset();
    while (this.k < k) this.apply(this.state, events[this.k++]);
    return this.state;
  }
}

/// A red cross over a square of side `s` at (x, y), inset by `pad`.
export function cross(x, y, s, pad, cls) {
  const g = el('g', {}, cls);
  g.append(
    el('line', { x1: x + pad, y1: y + pad, x2: x + s - pad, y2: y + s - pad }),
    el('line', { x1: x + s - pad, y1: y + pad, x2: x + pad, y2: y + s - pad }),
  );
  return g;
}
