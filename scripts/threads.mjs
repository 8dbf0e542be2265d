// After `next build`: bundles each worker thread server.mjs runs on PostgreSQL, with what it
// imports, into a file of the build folder: lead delivery (lib/delivery/thread-main.ts, run by
// lib/delivery/thread.mjs) into <distDir>/delivery-thread.mjs, and the demo's replies
// (lib/demo/thread-main.ts, run by lib/demo/thread.mjs) into <distDir>/demo-thread.mjs. Next.js
// bundles the app's server code into chunks that only its own runtime loads, so a thread gets a
// bundle of its own. The packages they import stay outside them and are loaded from node_modules
// at run time: production dependencies only (tests/unit/delivery-thread.test.ts), so an image
// that ships only those runs them.
import path from 'node:path';
import { build } from 'esbuild';
import { DELIVERY_THREAD_FILE } from '../lib/delivery/thread.mjs';
import { DEMO_THREAD_FILE } from '../lib/demo/thread.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
/** Each bundle's entry, and its name in the build folder as the thread's starter reads it. */
const THREADS = [
  { in: 'lib/delivery/thread-main.ts', out: DELIVERY_THREAD_FILE.replace(/\.mjs$/, '') },
  { in: 'lib/demo/thread-main.ts', out: DEMO_THREAD_FILE.replace(/\.mjs$/, '') },
];

/** `server-only` marks the modules no browser bundle may take; in a thread it is nothing. */
const serverOnly = {
  name: 'server-only',
  setup(bundle) {
    bundle.onResolve({ filter: /^server-only$/ }, () => ({
      path: 'server-only',
      namespace: 'empty',
    }));
    bundle.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }));
  },
};

const result = await build({
  entryPoints: THREADS,
  outdir: path.resolve(distDir),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  jsx: 'automatic',
  plugins: [serverOnly],
  metafile: true,
  logLevel: 'warning',
});
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  const imports = new Set(
    output.imports.filter((entry) => entry.external).map((entry) => entry.path),
  );
  console.log(
    `Thread: ${path.relative(process.cwd(), path.resolve(file))} (imports ${[...imports].sort().join(', ')})`,
  );
}
