// The static site's engine: the queens Rust compiled to WebAssembly
// (crates/wasm), answering in this Web Worker what `queens serve` answers
// at api/puzzles and api/trace, so a long search never freezes the page.
// backend.js starts it and sends {id, what, query}; each answer is
// {id, status, body}, the body parsed here, off the page's thread.

import init, { check, puzzles, trace } from './wasm/queens_wasm.js';

// Fetches queens_wasm_bg.wasm from beside its glue.
const ready = init();

self.onmessage = async (e) => {
  const { id, what, query } = e.data;
  try {
    await ready;
    if (what === 'puzzles') {
      self.postMessage({ id, status: 200, body: JSON.parse(puzzles()) });
    } else {
      const answer = what === 'check' ? check(query) : trace(query);
      const { status, body } = answer;
      answer.free();
      self.postMessage({ id, status, body: JSON.parse(body) });
    }
  } catch (err) {
    // A module that trapped (or never loaded) answers no more: say why,
    // and let the page start a fresh one.
    self.postMessage({
      id,
      status: 500,
      body: { error: `the engine failed: ${err && err.message ? err.message : err}` },
      broken: true,
    });
    self.close();
  }
};
