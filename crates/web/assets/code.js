// The code panel: the listing of the chosen approach, with the lines the
// current event runs highlighted, in the language picked. Its comments
// are said in the page's language where the catalogue of listings'
// comments has them (`i18n/code-vi.json`: each comment of the English
// listings, a run of whole-line comments as one, with its words).

import { codeWords } from './i18n.js';

/// The languages of the listings: the name in `?code=` and the API's
/// `codes`, and as shown.
export const LANGS = [['py', 'Python'], ['cpp', 'C++'], ['java', 'Java'], ['rust', 'Rust']];

const STORE = 'queens.code';

/// The language asked for: `?code=`, else the last one picked here, else
/// Rust.
export function wantedLang() {
  const known = (l) => LANGS.some(([name]) => name === l);
  const asked = new URLSearchParams(location.search).get('code');
  if (known(asked)) return asked;
  let kept = null;
  try { kept = localStorage.getItem(STORE); } catch { /* storage off */ }
  return known(kept) ? kept : 'rust';
}

/// Remembers the language picked, here and in the address (`?code=`).
export function keepLang(lang) {
  try { localStorage.setItem(STORE, lang); } catch { /* storage off */ }
  const url = new URL(location.href);
  url.searchParams.set('code', lang);
  history.replaceState(null, '', url);
}

/// An approach's listing in `lang`: its `codes` entry, else the Rust
/// `code` (the puzzles whose listings are Rust only).
export function listingOf(algo, lang) {
  return (algo.codes && algo.codes[lang]) || algo.code;
}

/// The language of the listing `listingOf` gives.
export function shownLang(algo, lang) {
  return algo.codes && algo.codes[lang] ? lang : 'rust';
}

/// Where a line's comment starts (its `#` or `//`, outside strings and
/// character literals), or -1.
export function commentAt(code, lang) {
  const mark = lang === 'py' ? '#' : '//';
  let quote = null;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"') {
      quote = ch;
    } else if (ch === "'" && (lang !== 'rust' || code[i + 2] === "'" || code[i + 1] === '\\')) {
      // (A Rust lifetime is no character literal.)
      quote = ch;
    } else if (code.startsWith(mark, i)) {
      return i;
    }
  }
  return -1;
}

/// The comments of a listing as the catalogue has them: a run of
/// whole-line comments at one indent is one (its lines' words joined by
/// a line break), a comment after code another. Each: the lines it
/// covers, where each one's words start, and its words.
export function commentUnits(lines, lang) {
  const mark = lang === 'py' ? '#' : '//';
  const units = [];
  let block = null;
  const flush = () => {
    if (block) units.push(block);
    block = null;
  };
  lines.forEach((code, i) => {
    const at = commentAt(code, lang);
    if (at < 0) return flush();
    let start = at + mark.length;
    while (code[start] === ' ') start++;
    const words = code.slice(start).trim();
    if (code.slice(0, at).trim() !== '') {
      flush();
      if (words) units.push({ lines: [i], starts: [start], text: words });
      return;
    }
    if (block && (block.indent !== at || block.lines[block.lines.length - 1] !== i - 1)) flush();
    if (!words) return flush();
    if (!block) block = { indent: at, lines: [], starts: [], parts: [] };
    block.lines.push(i);
    block.starts.push(start);
    block.parts.push(words);
    block.text = block.parts.join('\n');
  });
  flush();
  return units;
}

/// Fills a language picker: every language, those the approach has no
/// listing in disabled.
export function fillPicker(select, algo, lang) {
  select.replaceChildren(...LANGS.map(([name, text]) => {
    const o = document.createElement('option');
    o.value = name;
    o.textContent = text;
    o.disabled = name !== 'rust' && !(algo.codes && algo.codes[name]);
    return o;
  }));
  select.value = listingOf(algo, lang) === algo.code ? 'rust' : lang;
}

export class CodeView {
  constructor(pre) {
    this.pre = pre;
    this.lines = [];
    this.events = {};
    this.lit = [];
  }

  /// Shows a listing in `lang`: `{lines: [...], events: {place: [3], ...}}`.
  set(listing, lang = 'rust') {
    this.events = listing.events;
    this.english = listing.lines;
    this.lang = lang;
    this.lines = listing.lines.map((text, i) => {
      const line = document.createElement('span');
      line.className = 'line';
      line.dataset.line = i + 1;
      line.textContent = text + '\n';
      return line;
    });
    this.pre.replaceChildren(...this.lines);
    this.lit = [];
    this.pre.scrollTop = 0;
    this.translate();
  }

  /// Says the comments in the page's language, where its catalogue of
  /// comments is loaded and has them (else in English).
  translate() {
    if (!this.english) return;
    const words = codeWords();
    const text = [...this.english];
    if (words) {
      for (const unit of commentUnits(this.english, this.lang)) {
        const said = words[unit.text];
        if (said === undefined) continue;
        const parts = said.split('\n');
        unit.lines.forEach((i, j) => {
          const last = j === unit.lines.length - 1;
          text[i] = this.english[i].slice(0, unit.starts[j]) + (last ? parts.slice(j).join(' ') : parts[j] ?? '');
        });
      }
    }
    text.forEach((t, i) => { this.lines[i].textContent = t + '\n'; });
  }

  /// Highlights the lines of an event (and of its reason: `reject.column`).
  highlight(event) {
    for (const i of this.lit) this.lines[i].classList.remove('lit', 'why');
    this.lit = [];
    if (!event) return;
    // The `end` choice (the path as it stands is an answer) has its own line.
    const end = event.end ? this.events[`${event.event}.end`] : null;
    if (end) {
      for (const i of end) this.lines[i].classList.add('lit');
      this.lit = [...end];
      this.reveal(this.lines[end[0]], this.lines[end[end.length - 1]]);
      return;
    }
    const why = event.reason ? this.events[`${event.event}.${event.reason}`] || [] : [];
    // A line that runs this event only for another reason (the listings
    // with one `continue` per test) stays dark.
    const other = new Set(Object.entries(this.events)
      .filter(([name]) => name.startsWith(`${event.event}.`) && name !== `${event.event}.${event.reason}`)
      .flatMap(([, lines]) => lines));
    const main = (this.events[event.event] || []).filter((i) => why.includes(i) || !other.has(i));
    for (const i of main) this.lines[i].classList.add('lit');
    for (const i of why) this.lines[i].classList.add('why');
    this.lit = [...main, ...why];
    if (this.lit.length === 0) return;
    // All the lines lit if they fit, else the reason's (the more telling).
    const first = this.lines[Math.min(...this.lit)];
    const last = this.lines[Math.max(...this.lit)];
    const key = this.lines[Math.min(...(why.length > 0 ? why : main))];
    if (this.span(first, last) <= this.pre.clientHeight) this.reveal(first, last);
    else this.reveal(key, key);
  }

  /// The height from the top of one line to the bottom of another.
  span(first, last) {
    return last.offsetTop + last.offsetHeight - first.offsetTop;
  }

  /// Scrolls the panel (never the page) so the lines from first to last
  /// are in view.
  reveal(first, last) {
    const top = first.offsetTop; // the pre is positioned: offsets are from it
    const height = this.span(first, last);
    const view = this.pre.clientHeight;
    if (top < this.pre.scrollTop || top + height > this.pre.scrollTop + view) {
      // A third of the room left above them, in whole lines (no line cut
      // in half at the top).
      const line = first.offsetHeight;
      const above = Math.floor(Math.max(0, view - height) / 3 / line) * line;
      this.pre.scrollTop = Math.max(0, top - above);
    }
  }
}
