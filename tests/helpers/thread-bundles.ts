import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
