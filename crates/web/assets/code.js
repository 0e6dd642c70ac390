// The code panel: the listing of the chosen approach, with the lines the
// current event runs highlighted, in the language picked.

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

  /// Shows a listing: `{lines: [...], events: {place: [3], ...}}`.
  set(listing) {
    this.events = listing.events;
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
  }

  /// Highlights the lines of an event (and of its reason: `reject.column`).
  highlight(event) {
    for (const i of this.lit) this.lines[i].classList.remove('lit', 'why');
    this.lit = [];
    if (!event) return;
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
