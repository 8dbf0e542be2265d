import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** A build folder of this test's own, relative to the repository as NEXT_DIST_DIR is. */
const dist = `.next-csp-test-${process.pid}`;

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** `npm start` on the given build folder, without the site's port or database. */
function start(env: Record<string, string>) {
  const { status, stderr } = spawnSync(
    process.execPath,
    ['server.mjs', '-p', '0', '-H', '127.0.0.1'],
    {
      env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: dist, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status, stderr };
}

describe('a production server without the build’s CSP hashes', () => {
  it('refuses to start and names the missing step', () => {
    const { status, stderr } = start({});
    expect(status).toBe(1);
    expect(stderr).toContain(
      `Refusing to start: ${path.resolve(dist, 'csp-hashes.json')} is missing, so no page would have its Content-Security-Policy.`,
    );
    expect(stderr).toContain('`npm run build`');
    expect(stderr).toContain('`node scripts/csp-hashes.mjs` after `next build`');
  });

  it('gets past that check once the hashes are there', () => {
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'csp-hashes.json'), '{}');
    // No build beside them: Next.js itself then stops, for its own reason.
    const { status, stderr } = start({});
    expect(status).not.toBe(0);
    expect(stderr).not.toContain('Refusing to start');
    expect(stderr).toMatch(/production build/i);
  });
});
