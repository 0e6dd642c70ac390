// Subset sum on the page: the sorted numbers in a row (those in the
// subset filled, the value being decided outlined), the subset so far
// with its sum against the target, and the subsets found; the event in
// words, and how a choice (how many copies of a value) is named in the
// tree.

import { Replay, drawToTarget, showList as show } from './common.js';
import { num, t as tr } from '../i18n.js';

/// The numbers as the search takes them: ascending, each copy its box.
const sortedOf = (input) => [...input.numbers].sort((a, b) => a - b);

/// The subset as the copies taken so far say it.
const subsetOf = (taken) => taken.flatMap(([v, k]) => Array(k).fill(v));

/// The copies taken of each value decided (`[value, copies]`, a place
/// each, a remove takes the last back) and the subsets found, after k
/// steps. A solution's trace step names no list: it is the subset then.
function replay() {
  return new Replay(
    () => ({ taken: [], found: [] }),
    (s, e) => {
      switch (e.event) {
        case 'place': s.taken.push([e.value, e.take]); break;
        case 'remove': s.taken.pop(); break;
        case 'solution': s.found.push(subsetOf(s.taken)); break;
        default: break;
      }
    },
  );
}

const REASONS = {
  over: (e, target) => tr('subset-sum.over', { sum: e.sum, target }),
  'too-few': () => tr('subset-sum.too-few'),
  'next-too-big': () => tr('subset-sum.next-too-big'),
};

export const subsetSum = {
  key: (e) => `${e.value}×${e.take}`,
  label: (e) => tr('subset-sum.label', { value: e.value, take: e.take, sum: e.sum }),
  short: (e) => `${e.take}×${e.value}`,

  legend: [
    ['taken', 'in the subset'],
    ['focus try', 'the value decided'],
  ],

  view: replay,

  draw(svg, _n, e, context) {
    const { target } = context.data.input;
    const sorted = sortedOf(context.data.input);
    const s = context.view.at(context.events, context.k);
    const subset = subsetOf(s.taken);
    // The numbers of the subset: each value's copies from the left.
    const left = subset.slice();
    const taken = (v) => {
      const at = left.indexOf(v);
      if (at >= 0) left.splice(at, 1);
      return at >= 0;
    };
    const sum = subset.reduce((a, b) => a + b, 0);
    drawToTarget(svg, {
      name: 'subset-sum', e, values: sorted, taken, sum, target,
      now: tr('subset-sum.now', { list: show(subset), sum, target }), found: s.found,
    });
  },

  describe(e, context) {
    if (!e) return tr('subset-sum.start');
    const target = context.data.input.target;
    const copies = { value: e.value, take: e.take, sum: e.sum };
    switch (e.event) {
      case 'try': return tr('subset-sum.try', copies);
      case 'reject': return tr('subset-sum.reject', { ...copies, why: REASONS[e.reason](e, target) });
      case 'place': return tr('subset-sum.place', copies);
      case 'remove': return tr('subset-sum.remove', copies);
      case 'dead_end': return tr('subset-sum.dead_end', { sum: e.sum, target });
      case 'solution': {
        const s = context.view.at(context.events, context.k);
        return tr('subset-sum.solution', { list: show(subsetOf(s.taken)), target });
      }
      case 'cut': return tr('common.cut', { steps: num(e.steps) });
      default: return `${e.event}`;
    }
  },

  ending(data) {
    if (data.stats.solutions === 0) return tr('subset-sum.none', { target: data.input.target });
    return tr('subset-sum.ending');
  },
};

export default subsetSum;
