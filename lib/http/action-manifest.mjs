// @ts-check
// A build's server actions, as `next build` lists them in its manifest: their ids change with
// every build. Read by the server's warm-up (./warm-up.mjs) and by the tests and benches
// (tests/helpers/action-ids.ts), which call the actions as a browser does.
import fs from 'node:fs';
import path from 'node:path';

/** @param {string} distDir the build's folder */
export const actionManifestFile = (distDir) =>
  path.join(distDir, 'server', 'server-reference-manifest.json');

/**
 * The server actions of the build in `distDir`: each one's id, the name it is exported by and its
 * file. Throws when the manifest cannot be read.
 *
 * @param {string} distDir
 * @returns {{ id: string, exportedName?: string, filename: string }[]}
 */
export function buildActions(distDir) {
  /** @type {{ node?: Record<string, { exportedName?: string, filename: string }> }} */
  const manifest = JSON.parse(fs.readFileSync(actionManifestFile(distDir), 'utf8'));
  return Object.entries(manifest.node ?? {}).map(([id, { exportedName, filename }]) => ({
    id,
    exportedName,
    filename,
  }));
}
