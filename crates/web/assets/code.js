// The code panel: the listing of the chosen approach, with the lines the
// current event runs highlighted.

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
    const main = this.events[event.event] || [];
    const why = event.reason ? this.events[`${event.event}.${event.reason}`] || [] : [];
    for (const i of main) this.lines[i].classList.add('lit');
    for (const i of why) this.lines[i].classList.add('why');
    this.lit = [...main, ...why];
    if (this.lit.length > 0) this.reveal(this.lines[Math.min(...this.lit)]);
  }

  /// Scrolls the panel (never the page) so the line is in view.
  reveal(line) {
    const top = line.offsetTop; // the pre is positioned: offsets are from it
    const view = this.pre.clientHeight;
    if (top < this.pre.scrollTop || top + line.offsetHeight > this.pre.scrollTop + view) {
      this.pre.scrollTop = Math.max(0, top - view / 3);
    }
  }
}
