// Combination sum on the page: the sorted values in a row (the one tried
// outlined), the combination so far with its sum against the target,
// and the combinations found; the event in words, and how a choice is
// named in the tree.

import { el, text, Replay } from './common.js';
import { num, t as tr } from '../i18n.js';

const B = 40; // a value's box, in board units
const ROW = 22; // a line of the list found

const show = (list) => `[${list.join(', ')}]`;

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
    const shown = Math.min(s.found.length, 14);
    const width = Math.max(B * Math.max(values.length, 1), 280);
    const height = B + 70 + ROW * (shown + 1);
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.style.aspectRatio = `${width} / ${height}`;
    svg.replaceChildren();
    svg.setAttribute('class', `board combination-sum ${e ? e.event : 'start'}`);
    values.forEach((v, i) => {
      const focus = e && e.value === v && ['try', 'reject', 'place', 'remove'].includes(e.event);
      svg.append(el('rect', { x: B * i + 2, y: 2, width: B - 4, height: B - 4, rx: 4 },
        `cell floor${focus ? ` focus ${e.event}` : ''}`));
      svg.append(text(B * i + B / 2, B / 2 + 5, `${v}`, { 'text-anchor': 'middle' }, 'number'));
    });
    // The sum as a bar against the target.
    const sum = s.taken.reduce((a, b) => a + b, 0);
    const bar = width - 8;
    svg.append(el('rect', { x: 4, y: B + 8, width: bar, height: 14 }, 'cell floor'));
    svg.append(el('rect', { x: 4, y: B + 8, width: (bar * Math.min(sum, target)) / target, height: 14 }, 'cell taken'));
    svg.append(text(4, B + 42, tr('combination-sum.now', { list: show(s.taken), sum, target }), {}, 'subset-now'));
    const from = s.found.length - shown;
    s.found.slice(from).forEach((f, i) => {
      svg.append(text(4, B + 70 + ROW * (i + 1) - ROW / 2, `${from + i + 1}. ${show(f)}`, {}, 'found'));
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
