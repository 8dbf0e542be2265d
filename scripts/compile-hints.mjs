// After `next build`: mark the scripts every page loads at start-up with V8's explicit compile
// hint, `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints). Chromium then
// compiles all of their functions on its script-streaming thread while they download. Without
// it, each Turbopack module factory and each React function is compiled lazily, on the main
// thread, the first time it runs: measured here as the longest task of every page's load
// (npm run bench, Lighthouse's long tasks). Chunks fetched later (a form's code, on reach) keep
// lazy compilation, as most of their functions never run. Idempotent: a marked chunk is skipped.
import fs from 'node:fs';
import path from 'node:path';
import { prerenderedDir, prerenderedHtmlFiles } from './lib/prerendered.mjs';

const HINT = '//# allFunctionsCalledOnLoad\n';
const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = prerenderedDir(distDir);
// Not the noModule polyfills, which browsers with compile hints never run.
const STARTUP_SCRIPT =
  /<script(?![^>]*\bnomodule)[^>]*\bsrc="\/_next\/static\/(chunks\/[^"?]+\.js)"/gi;

const chunks = new Set();
for (const file of prerenderedHtmlFiles(appDir))
  for (const [, chunk] of fs.readFileSync(file, 'utf8').matchAll(STARTUP_SCRIPT)) chunks.add(chunk);

let marked = 0;
for (const chunk of chunks) {
  const file = path.join(distDir, 'static', chunk);
  const source = fs.readFileSync(file, 'utf8');
  if (source.startsWith(HINT)) continue;
  fs.writeFileSync(file, HINT + source);
  marked++;
}
console.log(`Compile hints: ${marked} of ${chunks.size} start-up chunks marked`);
