// Subsets on the page: the sorted numbers in a row (those in the subset
// filled), the value being tried, and the subsets found so far; the
// event in words, and how a choice is named in the tree.

import { el, text, Replay } from './common.js';

const B = 40; // a number's box, in board units
const ROW = 22; // a line of the list of subsets found

const show = (subset) => `[${subset.join(', ')}]`;

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
  label: (e) => (e.end ? `the subset ${show(e.subset)}` : `take ${e.value}`),
  short: (e) => (e.end ? '\u2022' : `${e.value}`),

  legend: [
    ['taken', 'in the subset'],
    ['focus try', 'the value tried'],
  ],

  view: replay,

  draw(svg, _n, e, context) {
    const { sorted } = context.data.input;
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
    svg.append(text(4, B + 20, `subset ${show(subset)}`, {}, 'subset-now'));
    const from = s.found.length - shown;
    s.found.slice(from).forEach((f, i) => {
      svg.append(text(4, B + 30 + ROW * (i + 1), `${from + i + 1}. ${show(f)}`, {}, 'found'));
    });
  },

  describe(e) {
    if (!e) return 'The subset starts empty. Press step (\u2192) or play to start the search.';
    const now = show(e.subset);
    switch (e.event) {
      case 'try': return e.end ? `Is ${now} an answer? Every subset is.` : `Try adding ${e.value} to ${now}.`;
      case 'reject': return `Not ${e.value}: every copy of it is already in ${now}.`;
      case 'place': return e.end ? `End the subset here: ${now}.` : `Add ${e.value}: the subset is ${now}.`;
      case 'remove': return e.end ? `Go on from ${now}.` : `Take ${e.value} back out: the subset is ${now}.`;
      case 'solution': return `A subset: ${now}.`;
      case 'cut': return `The trace stops here: the server sends at most ${e.steps.toLocaleString('en')} steps a trace.`;
      default: return `${e.event} ${now}`;
    }
  },

  ending(data) {
    return ` Every one of the ${data.input.subsets.toLocaleString('en')} distinct subsets came once.`;
  },
};

export default subsets;
