// Answers with the static site's engine as its worker does (worker.js),
// under Node instead of a browser: `node engine.mjs SITE_DIR`, one
// question a line on stdin (`puzzles`, or a query string of
// /api/trace); one answer a line on stdout, `STATUS<tab>BODY`.
// The glue and the module are the very files `queens site` wrote.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
// The glue is an ES module in a .js file, which Node would read as
// CommonJS: import its text as a module instead.
const glue = readFileSync(join(dir, 'wasm/queens_wasm.js')).toString('base64');
const engine = await import(`data:text/javascript;base64,${glue}`);
engine.initSync({ module: readFileSync(join(dir, 'wasm/queens_wasm_bg.wasm')) });

const out = [];
for (const line of readFileSync(0, 'utf8').split('\n')) {
  if (line === '') continue;
  if (line === 'puzzles') {
    out.push(`200\t${engine.puzzles()}`);
  } else {
    const answer = engine.trace(line);
    out.push(`${answer.status}\t${answer.body}`);
    answer.free();
  }
}
process.stdout.write(out.join('\n') + '\n');
