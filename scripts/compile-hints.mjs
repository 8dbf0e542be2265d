// After `next build`: mark the scripts every page loads at start-up with V8's explicit compile
// hint, `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints). Chromium then
// compiles all of their functions on its script-streaming thread while they download. Without
// it, each Turbopack module factory and each React function is compiled lazily, on the main
// thread, the first time it runs: measured here as the longest task of every page's load
// (npm run bench, Lighthouse's long tasks). Chunks fetched later (a form's code, on reach) keep
// lazy compilation, as most of their functions never run. Idempotent: a marked chunk is skipped.
import fs from 'node:fs';
import path from 'node:path';
import { prerenderedDir, prerenderedHtmlFiles, startupScripts } from './lib/prerendered.mjs';

const HINT = '//# allFunctionsCalledOnLoad\n';
const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = prerenderedDir(distDir);

const chunks = new Set();
for (const file of prerenderedHtmlFiles(appDir))
  for (const src of startupScripts(fs.readFileSync(file, 'utf8')))
    chunks.add(src.slice('/_next/'.length).split('?')[0]);

let marked = 0;
for (const chunk of chunks) {
  const file = path.join(distDir, chunk);
  const source = fs.readFileSync(file, 'utf8');
  if (source.startsWith(HINT)) continue;
  fs.writeFileSync(file, HINT + source);
  marked++;
}
console.log(`Compile hints: ${marked} of ${chunks.size} start-up chunks marked`);
