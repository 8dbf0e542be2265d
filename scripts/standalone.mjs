// `npm run build`'s last step: completes Next.js's standalone output (<distDir>/standalone, from
// `output: 'standalone'` in next.config.ts) into the folder the container image runs, and holds
// only what runs there. Next traces the files its own server loads (its chunks, the packages they
// leave outside, its own runtime); this adds what Next does not know runs:
//   - server.mjs, which serves the site in place of Next's server.js, and the modules it imports;
//   - the threads' bundles (delivery, demo), whose packages stay outside them (scripts/threads.mjs);
//   - the scripts an operator runs in the image (migrate, healthcheck, leads-export, desk-link);
//   - what is read by path, not imported: the migrations, the public files, the client chunks
//     (marked with compile hints after `next build`), the CSP hashes and the Brotli files.
// Next's own server.js is removed: it would serve without server.mjs's request edge.
import fs from 'node:fs';
import path from 'node:path';
import { nodeFileTrace } from '@vercel/nft';
import { DELIVERY_THREAD_FILE } from '../lib/delivery/thread.mjs';
import { DEMO_THREAD_FILE } from '../lib/demo/thread.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = path.join(distDir, 'standalone');

const ENTRIES = [
  'server.mjs',
  path.join(distDir, DELIVERY_THREAD_FILE),
  path.join(distDir, DEMO_THREAD_FILE),
  'scripts/migrate.mjs',
  'scripts/healthcheck.mjs',
  'scripts/leads-export.mjs',
  'scripts/desk-link.mjs',
];
const READ_BY_PATH = [
  'db/migrations',
  'public',
  path.join(distDir, 'static'),
  path.join(distDir, 'csp-hashes.json'),
  path.join(distDir, 'precompressed'),
];

if (!fs.existsSync(path.join(standalone, distDir, 'required-server-files.json'))) {
  console.error(`${standalone} is missing: run \`next build\` (output: 'standalone') first.`);
  process.exit(1);
}

const { fileList } = await nodeFileTrace(ENTRIES, {
  base: process.cwd(),
  // Imports only. Paths computed at run time are the folders above: left to compute, the tracer
  // takes server.mjs's own folder, the whole checkout.
  analysis: { emitGlobs: false, computeFileReferences: false },
  // Next.js's files are its own trace's: it knows which of them a production server loads, where
  // this tracer would follow `next` into its development server and bundlers too.
  ignore: (file) => file.startsWith('node_modules/next/'),
});

let added = 0;
for (const file of fileList) {
  const target = path.join(standalone, file);
  if (fs.existsSync(target)) continue;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(file, target, { verbatimSymlinks: true });
  added++;
}
for (const source of READ_BY_PATH) {
  fs.cpSync(source, path.join(standalone, source), { recursive: true });
}
fs.rmSync(path.join(standalone, 'server.js'), { force: true });

/** Bytes of the files under `dir`; a symbolic link counts as a link, not as what it names. */
function sizeOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sum + sizeOf(file);
    return entry.isFile() ? sum + fs.statSync(file).size : sum;
  }, 0);
}
console.log(
  `Standalone: ${standalone}, ${(sizeOf(standalone) / 1e6).toFixed(1)} MB ` +
    `(Next's trace, and ${added} files more for server.mjs, the threads and the scripts)`,
);
