// The permutations judge task on the page: the test on show (its n),
// the positions filled so far, the number tried and why one is refused,
// and each test's permutations as they are found (the judge's output
// line); the event in words, and how a choice is named in the tree (each
// test its own subtree under the root). Its words (English and
// Vietnamese) are its own, `words` below.

import { el, text, Replay } from './common.js';
import { num, t as tr } from '../i18n.js';

const B = 40; // a position's box, in board units
const ROW = 22; // a line of the output

export const words = {
  "en": {
    "puzzle.perms": "Permutations (judge task)",
    "option.perms.tests": "test file",
    "choice.perms.tests.1\n3": "T = 1: n = 3",
    "choice.perms.tests.2\n2\n3": "T = 2: n = 2, 3",
    "choice.perms.tests.1\n4": "T = 1: n = 4",
    "choice.perms.tests.3\n1\n2\n3": "T = 3: n = 1, 2, 3",
    "summary.perms.perms": "for each test, fill the positions one by one, trying each number from the smallest; a number already used is refused, and a full line is a permutation",
    "legend.perms.taken": "a position filled",
    "legend.perms.focus try": "the number tried at the position",
    "perms.start": "{tests} tests. Press step (→) or play: each test's permutations of 1..n are built position by position.",
    "perms.case": "Test {case} of {tests}, n = {n}: ",
    "perms.try": "try {value} at position {pos}.",
    "perms.reject": "{value} is refused at position {pos}: it is already at position {at}.",
    "perms.place": "put {value} at position {pos}: {perm}.",
    "perms.remove": "take {value} back from position {pos}.",
    "perms.solution": "every position is filled: {perm} is a permutation, written on the output line.",
    "perms.output": "output:",
    "perms.ending": " Every test is answered: one line of permutations each."
  },
  "vi": {
    "puzzle.perms": "Hoán vị (bài chấm tự động)",
    "option.perms.tests": "tệp dữ liệu vào",
    "choice.perms.tests.1\n3": "T = 1: n = 3",
    "choice.perms.tests.2\n2\n3": "T = 2: n = 2, 3",
    "choice.perms.tests.1\n4": "T = 1: n = 4",
    "choice.perms.tests.3\n1\n2\n3": "T = 3: n = 1, 2, 3",
    "summary.perms.perms": "với mỗi test, lần lượt điền từng vị trí, thử các số từ nhỏ đến lớn; số đã dùng thì bỏ qua, điền đủ các vị trí là được một hoán vị",
    "legend.perms.taken": "vị trí đã điền",
    "legend.perms.focus try": "số đang thử ở vị trí này",
    "perms.start": "Có {tests} test. Nhấn bước (→) hoặc chạy: với mỗi test, các hoán vị của 1..n được dựng dần từng vị trí.",
    "perms.case": "Test {case}/{tests}, n = {n}: ",
    "perms.try": "thử số {value} ở vị trí {pos}.",
    "perms.reject": "không dùng được {value} ở vị trí {pos}: số này đã nằm ở vị trí {at}.",
    "perms.place": "đặt {value} vào vị trí {pos}: {perm}.",
    "perms.remove": "bỏ {value} khỏi vị trí {pos}.",
    "perms.solution": "đã điền đủ các vị trí: {perm} là một hoán vị, được ghi ra dòng kết quả.",
    "perms.output": "kết quả:",
    "perms.ending": " Đã trả lời xong mọi test: mỗi test một dòng hoán vị."
  }
};

/// The test (from 0) a step belongs to: the last case starting at or
/// before it (`first` counts the steps before the case).
function caseOf(cases, step) {
  let c = 0;
  while (c + 1 < cases.length && cases[c + 1].first < step) c++;
  return c;
}

/// The output lines after k steps: one per test begun.
function replay(data) {
  const cases = data.input.cases;
  return new Replay(
    () => ({ lines: [] }),
    (s, e) => {
      if (e.event !== 'solution') return;
      const c = caseOf(cases, e.step);
      while (s.lines.length <= c) s.lines.push([]);
      s.lines[c].push(e.perm.join(''));
    },
  );
}

export const perms = {
  words,
  /// Each test its own subtree: the test's number, then the value.
  key: (e, data) => `${data ? caseOf(data.input.cases, e.step) : 0}:${e.value}`,
  label: (e) => `${e.value}`,
  short: (e) => `${e.value}`,

  legend: [
    ['taken', 'a position filled'],
    ['focus try', 'the number tried at the position'],
  ],

  view: replay,

  draw(svg, _n, e, context) {
    const { cases } = context.data.input;
    const s = context.view.at(context.events, context.k);
    const c = e ? caseOf(cases, e.step) : 0;
    const n = cases.length > 0 ? cases[c].n : 0;
    const perm = e ? e.perm : [];
    const shown = s.lines.slice(-8);
    const width = Math.max(B * Math.max(n, 1), 300);
    const height = B + 40 + ROW * (shown.length + 1);
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.style.aspectRatio = `${width} / ${height}`;
    svg.replaceChildren();
    svg.setAttribute('class', `board perms ${e ? e.event : 'start'}`);
    for (let i = 0; i < n; i++) {
      const filled = i < perm.length;
      const focus = e && e.pos === i && ['try', 'reject', 'place', 'remove'].includes(e.event);
      svg.append(el('rect', { x: B * i + 2, y: 2, width: B - 4, height: B - 4, rx: 4 },
        `cell ${filled ? 'taken' : 'floor'}${focus ? ` focus ${e.event}` : ''}`));
      const shownValue = filled ? perm[i] : (focus && e.event !== 'remove' ? e.value : '');
      svg.append(text(B * i + B / 2, B / 2 + 5, `${shownValue}`, { 'text-anchor': 'middle' }, 'number'));
    }
    svg.append(text(4, B + 24, tr('perms.output'), {}, 'subset-now'));
    shown.forEach((line, i) => {
      // A long line is cut on the board; the whole of it is the judge's.
      const words = line.join(' ');
      svg.append(text(4, B + 24 + ROW * (i + 1), words.length > 44 ? `${words.slice(0, 42)}…` : words, {}, 'found'));
    });
  },

  describe(e, context) {
    const { cases } = context.data.input;
    if (!e) return tr('perms.start', { tests: cases.length });
    if (e.event === 'cut') return tr('common.cut', { steps: num(e.steps) });
    const c = caseOf(cases, e.step);
    const head = tr('perms.case', { case: c + 1, tests: cases.length, n: cases[c].n });
    const perm = `[${e.perm.join(', ')}]`;
    switch (e.event) {
      case 'try': return head + tr('perms.try', { value: e.value, pos: e.pos });
      case 'reject': return head + tr('perms.reject', { value: e.value, pos: e.pos, at: e.used_at });
      case 'place': return head + tr('perms.place', { value: e.value, pos: e.pos, perm });
      case 'remove': return head + tr('perms.remove', { value: e.value, pos: e.pos });
      case 'solution': return head + tr('perms.solution', { perm });
      default: return head + e.event;
    }
  },

  ending() {
    return tr('perms.ending');
  },
};

export default perms;
