// After `next build`: bundles the lead-delivery worker's thread (lib/delivery/thread-main.ts and
// what it imports) into <distDir>/delivery-thread.mjs, which server.mjs runs in a worker thread
// on PostgreSQL (lib/delivery/thread.mjs). Next.js bundles the app's server code into chunks that
// only its own runtime loads, so the thread gets a bundle of its own. The packages it imports
// stay outside it and are loaded from node_modules at run time: production dependencies only
// (tests/unit/delivery-thread.test.ts), so an image that ships only those runs it.
import path from 'node:path';
import { build } from 'esbuild';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const outfile = path.resolve(distDir, 'delivery-thread.mjs');

/** `server-only` marks the modules no browser bundle may take; in this thread it is nothing. */
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
  entryPoints: ['lib/delivery/thread-main.ts'],
  outfile,
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
const imports = new Set(
  Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external).map((entry) => entry.path),
  ),
);
console.log(
  `Delivery thread: ${path.relative(process.cwd(), outfile)} (imports ${[...imports].sort().join(', ')})`,
);
