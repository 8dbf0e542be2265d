// After `next build`: mark the scripts every page loads at start-up with V8's explicit compile
// hint, `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints). Chromium then
// compiles all of their functions on its script-streaming thread while they download. Without
// it, each Turbopack module factory and each React function is compiled lazily, on the main
// thread, the first time it runs: measured here as the longest task of every page's load
// (npm run bench, Lighthouse's long tasks). Chunks fetched later (a form's code, on reach) keep
// lazy compilation, as most of their functions never run. Idempotent: a marked chunk is skipped.
import fs from 'node:fs';
import { COMPILE_HINT, startupChunkFiles } from './lib/prerendered.mjs';

const files = startupChunkFiles(process.env.NEXT_DIST_DIR || '.next');
let marked = 0;
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  if (source.startsWith(COMPILE_HINT)) continue;
  fs.writeFileSync(file, COMPILE_HINT + source);
  marked++;
}
console.log(`Compile hints: ${marked} of ${files.length} start-up chunks marked`);
