import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * The threads' bundles, made as `npm run build`'s step makes them (scripts/threads.mjs), into a
 * build folder of a test file's own (`dist`, relative to the repository as NEXT_DIST_DIR is).
 */
export function bundleThreads(dist: string) {
  const { status, stderr } = spawnSync(process.execPath, ['scripts/threads.mjs'], {
    env: { ...process.env, NEXT_DIST_DIR: dist },
    encoding: 'utf8',
  });
  expect(stderr).toBe('');
  expect(status).toBe(0);
}

/** The packages a bundle imports (its own modules are inside it), without Node's own. */
export function packagesOf(bundle: string): string[] {
  const code = fs.readFileSync(bundle, 'utf8');
  // esbuild writes each static import as a statement at the start of a line.
  const specifiers = [
    ...code.matchAll(/^import\s(?:[^;]*?\sfrom\s)?"([^"]+)";$/gms),
    ...code.matchAll(/\bimport\("([^"]+)"\)/g),
  ].map(([, specifier]) => specifier!);
  return [
    ...new Set(
      specifiers
        .filter((specifier) => !specifier.startsWith('node:'))
        .map((specifier) =>
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    ),
  ];
}

/**
 * A stand-in for a thread's bundle, in a folder of its own: it notes each start, and answers a
 * message from the request thread with `onMessage` (module code: a function of `message`, with
 * `parentPort` in scope), which may throw to end the thread. `starts()` counts them.
 */
export function standInThread(onMessage: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thread-stand-in-'));
  const starts = path.join(dir, 'starts');
  const file = path.join(dir, 'thread.mjs');
  fs.writeFileSync(
    file,
    `import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
fs.appendFileSync(${JSON.stringify(starts)}, 'started\\n');
parentPort.on('message', ${onMessage});
`,
  );
  return {
    file,
    starts: () =>
      fs.existsSync(starts) ? fs.readFileSync(starts, 'utf8').split('\n').length - 1 : 0,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
