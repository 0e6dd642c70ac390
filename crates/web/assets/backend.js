// Where the page's data comes from: the one interface between the page
// and the Rust that makes it. Under `queens serve` that is the server's
// JSON API (api/puzzles, api/trace); in the static site written by
// `queens site` there is no server, and the same Rust, compiled to
// WebAssembly, answers the same questions in a Web Worker (worker.js),
// so a search never freezes the page. Both give the same JSON and the
// same refusals (the server's limits and words). URLs are relative, so
// the site works from any folder of any host.

/// 'server' or 'wasm', once the first question has been answered.
let mode = null;
let worker = null;
let asked = 0;
const waiting = new Map();

/// The worker, started on the first question (again after a failure).
function engine() {
  if (worker) return worker;
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (e) => {
    const { id, status, body, broken } = e.data;
    const reply = waiting.get(id);
    waiting.delete(id);
    // A failed engine is started afresh for the next question.
    if (broken) worker = null;
    if (reply) reply.resolve({ ok: status === 200, status, body });
  };
  worker.onerror = (e) => {
    e.preventDefault();
    worker = null;
    for (const reply of waiting.values()) reply.reject(new Error(e.message || 'the engine did not load'));
    waiting.clear();
  };
  return worker;
}

function askEngine(what, query) {
  return new Promise((resolve, reject) => {
    const id = ++asked;
    waiting.set(id, { resolve, reject });
    engine().postMessage({ id, what, query });
  });
}

async function askServer(path) {
  const res = await fetch(path);
  return { ok: res.ok, status: res.status, body: await res.json() };
}

function answer(reply) {
  if (!reply.ok) throw new Error(reply.body.error || `status ${reply.status}`);
  return reply.body;
}

/// What `GET /api/puzzles` says: the puzzles, their approaches and the
/// limits. The first question also finds the back end: the static site
/// says so in its page (`<meta name="queens-backend" content="wasm">`,
/// written by `queens site`), so it asks no server and logs no 404;
/// otherwise a server answers with JSON, and a static host with a 404
/// (or a page of its own).
export async function askPuzzles() {
  const said = document.querySelector('meta[name="queens-backend"]');
  if (mode === null && said && said.content === 'wasm') mode = 'wasm';
  if (mode === null) {
    try {
      const res = await fetch('api/puzzles');
      const type = res.headers.get('content-type') || '';
      if (res.ok && type.startsWith('application/json')) {
        mode = 'server';
        return answer({ ok: true, status: res.status, body: await res.json() });
      }
    } catch {
      // No server at all (a file:// page): the engine answers.
    }
    mode = 'wasm';
  }
  return answer(mode === 'server' ? await askServer('api/puzzles') : await askEngine('puzzles'));
}

/// One trace (`query` is the query string of `GET /api/trace`), or an
/// error whose message is the refusal's own words.
export async function askTrace(query) {
  const q = String(query);
  if (mode !== 'server') return answer(await askEngine('trace', q));
  // A busy server (503, or a trace past its time limit while others
  // ran) is asked again, twice, after a pause: a long trace's later pages
  // run the search from its start, and a moment's load should not end it.
  for (let tries = 0; ; tries++) {
    const reply = await askServer(`api/trace?${q}`);
    const busy = reply.status === 503 || (reply.body && reply.body.limit === 'time_ms');
    if (reply.ok || !busy || tries === 2) return answer(reply);
    await new Promise((resolve) => { setTimeout(resolve, 1000 * (tries + 1)); });
  }
}

/// The query checked as a trace's would be, nothing traced: resolves, or
/// fails with the refusal's own words.
export async function askCheck(query) {
  const q = String(query);
  return answer(mode === 'server' ? await askServer(`api/check?${q}`) : await askEngine('check', q));
}

/// Which back end answers: 'server' or 'wasm' (null before the first
/// question).
export function backend() {
  return mode;
}
