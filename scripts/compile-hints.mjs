// After `next build`: mark every client chunk with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints). Chromium then
// compiles all of a marked script's functions on its script-streaming thread while it downloads.
// Without it, each Turbopack module factory and each React function is compiled lazily, on the
// main thread, the first time it runs: measured here as the longest task of every page's load
// (npm run bench, Lighthouse's long tasks), and as the click on 'Get Bot' whose dialog's code,
// fetched at idle, was compiled during the click (first open on /bots/finance, CPU slowed 4×,
// median of 7: 245 ms unmarked, 168 ms marked). Chunks fetched later run right after they arrive
// (the dialog on the click, a form's engine on the first keystroke), so they are marked too.
// Idempotent: a marked chunk is skipped.
import fs from 'node:fs';
import { COMPILE_HINT, clientChunkFiles } from './lib/prerendered.mjs';

const files = clientChunkFiles(process.env.NEXT_DIST_DIR || '.next');
let marked = 0;
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  if (source.startsWith(COMPILE_HINT)) continue;
  fs.writeFileSync(file, COMPILE_HINT + source);
  marked++;
}
console.log(`Compile hints: ${marked} of ${files.length} client chunks marked`);
