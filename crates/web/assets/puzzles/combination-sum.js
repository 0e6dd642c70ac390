// Combination sum on the page: the sorted values in a row (the one tried
// outlined), the combination so far with its sum against the target,
// and the combinations found; the event in words, and how a choice is
// named in the tree.

import { Replay, drawToTarget, showList as show } from './common.js';
import { num, t as tr } from '../i18n.js';

/// The distinct candidates, ascending: the values the search tries.
const valuesOf = (input) => [...new Set(input.candidates)].sort((a, b) => a - b);

/// The combination so far and the ones found, after k steps.
function replay() {
  return new Replay(
    () => ({ taken: [], found: [] }),
    (s, e) => {
      switch (e.event) {
        case 'place': s.taken.push(e.value); break;
        case 'remove': s.taken.pop(); break;
        case 'solution': s.found.push(e.combination); break;
        default: break;
      }
    },
  );
}

const REASONS = {
  over: (e, target) => tr('combination-sum.over', { sum: e.sum, target }),
  'used-up': () => tr('combination-sum.used-up'),
};

export const combinationSum = {
  key: (e) => `${e.value}`,
  label: (e) => tr('combination-sum.label', { value: e.value, sum: e.sum }),
  short: (e) => `${e.value}`,

  legend: [
    ['focus try', 'the value tried'],
    ['taken', 'the sum so far, against the target'],
  ],

  view: replay,

  draw(svg, _n, e, context) {
    const { target } = context.data.input;
    const values = valuesOf(context.data.input);
    const s = context.view.at(context.events, context.k);
    const sum = s.taken.reduce((a, b) => a + b, 0);
    drawToTarget(svg, {
      name: 'combination-sum', e, values, taken: () => false, sum, target,
      now: tr('combination-sum.now', { list: show(s.taken), sum, target }), found: s.found,
    });
  },

  describe(e, context) {
    if (!e) return tr('combination-sum.start');
    const target = context.data.input.target;
    switch (e.event) {
      case 'try': return tr('combination-sum.try', { value: e.value, sum: e.sum });
      case 'reject': return tr('combination-sum.reject', { value: e.value, why: REASONS[e.reason](e, target) });
      case 'place': return tr('combination-sum.place', { value: e.value, sum: e.sum });
      case 'remove': return tr('combination-sum.remove', { value: e.value, sum: e.sum });
      case 'dead_end': return tr('combination-sum.dead_end', { sum: e.sum, target });
      case 'solution': return tr('combination-sum.solution', { list: show(e.combination), target });
      case 'cut': return tr('common.cut', { steps: num(e.steps) });
      default: return `${e.event}`;
    }
  },

  ending(data) {
    if (data.stats.solutions === 0) return tr('combination-sum.none', { target: data.input.target });
    return tr('combination-sum.ending');
  },
};

export default combinationSum;
