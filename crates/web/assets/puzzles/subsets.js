// Subsets on the page: the sorted numbers in a row (those in the subset
// filled), the value being tried, and the subsets found so far; the
// event in words, and how a choice is named in the tree.

import { el, text, Replay } from './common.js';
import { num, t as tr } from '../i18n.js';

const B = 40; // a number's box, in board units
const ROW = 22; // a line of the list of subsets found

const show = (subset) => `[${subset.join(', ')}]`;

/// The numbers as the search takes them: ascending.
const sortedOf = (input) => [...input.numbers].sort((a, b) => a - b);

/// How many distinct subsets there are: one more than each value's
/// copies, multiplied (the trace may be cut before it finds them all).
function subsetsOf(input) {
  const copies = new Map();
  for (const v of input.numbers) copies.set(v, (copies.get(v) || 0) + 1);
  return [...copies.values()].reduce((all, k) => all * (k + 1), 1);
}

/// The subsets found after k steps.
function replay() {
  return new Replay(
    () => ({ found: [] }),
    (s, e) => {
      if (e.event === 'solution') s.found.push(e.subset);
    },
  );
}

export const subsets = {
  /// How a choice is named in the tree.
  key: (e) => (e.end ? 'end' : `${e.value}`),
  label: (e) => (e.end ? tr('subsets.label-end', { now: show(e.subset) }) : tr('subsets.label', { value: e.value })),
  short: (e) => (e.end ? '\u2022' : `${e.value}`),

  legend: [
    ['taken', 'in the subset'],
    ['focus try', 'the value tried'],
  ],

  view: replay,

  draw(svg, _n, e, context) {
    const sorted = sortedOf(context.data.input);
    const s = context.view.at(context.events, context.k);
    const subset = e && e.subset ? e.subset : [];
    const shown = Math.min(s.found.length, 16);
    const width = Math.max(B * Math.max(sorted.length, 1), 240);
    const height = B + 30 + ROW * (shown + 1);
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.style.aspectRatio = `${width} / ${height}`;
    svg.replaceChildren();
    svg.setAttribute('class', `board subsets ${e ? e.event : 'start'}`);
    // Mark the numbers of the subset: each value's copies from the left.
    const left = subset.slice();
    sorted.forEach((v, i) => {
      const at = left.indexOf(v);
      const taken = at >= 0;
      if (taken) left.splice(at, 1);
      const focus = e && e.value === v && ['try', 'reject', 'place', 'remove'].includes(e.event)
        && (i === sorted.length - 1 || sorted[i + 1] !== v || taken === false);
      svg.append(el('rect', { x: B * i + 2, y: 2, width: B - 4, height: B - 4, rx: 4 },
        `cell ${taken ? 'taken' : 'floor'}${focus ? ` focus ${e.event}` : ''}`));
      svg.append(text(B * i + B / 2, B / 2 + 5, `${v}`, { 'text-anchor': 'middle' }, 'number'));
    });
    svg.append(text(4, B + 20, tr('subsets.now', { now: show(subset) }), {}, 'subset-now'));
    const from = s.found.length - shown;
    s.found.slice(from).forEach((f, i) => {
      svg.append(text(4, B + 30 + ROW * (i + 1), `${from + i + 1}. ${show(f)}`, {}, 'found'));
    });
  },

  describe(e) {
    if (!e) return tr('subsets.start');
    const now = show(e.subset);
    switch (e.event) {
      case 'try': return e.end ? tr('subsets.try-end', { now }) : tr('subsets.try', { value: e.value, now });
      case 'reject': return tr('subsets.reject', { value: e.value, now });
      case 'place': return e.end ? tr('subsets.place-end', { now }) : tr('subsets.place', { value: e.value, now });
      case 'remove': return e.end ? tr('subsets.remove-end', { now }) : tr('subsets.remove', { value: e.value, now });
      case 'solution': return tr('subsets.solution', { now });
      case 'cut': return tr('common.cut', { steps: num(e.steps) });
      default: return `${e.event} ${now}`;
    }
  },

  ending(data) {
    return tr('subsets.ending', { count: num(subsetsOf(data.input)) });
  },
};

export default subsets;
