// A build's server action ids, read from its manifest (they change on every build). No side
// effects, so end-to-end specs and their helpers import it as the lab's scripts do.
import fs from 'node:fs';
import path from 'node:path';

/** The build the tests run against: env NEXT_DIST_DIR, default .next. */
const builtIn = () => process.env.NEXT_DIST_DIR || '.next';

/** Server action ids of the build in `dir`, by exported name, with each one's file. */
export function actionIds(dir = builtIn()): Record<string, { id: string; file: string }> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dir, 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node?: Record<string, { exportedName?: string; filename: string }> };
  const ids: Record<string, { id: string; file: string }> = {};
  for (const [id, entry] of Object.entries(manifest.node ?? {})) {
    if (entry.exportedName) ids[entry.exportedName] = { id, file: entry.filename };
  }
  return ids;
}

export function requireAction(
  ids: Record<string, { id: string; file: string }>,
  exportedName: string,
  file?: string,
): string {
  const found = ids[exportedName];
  if (!found || (file && found.file !== file)) {
    throw new Error(
      `Server action ${exportedName} (${file}) not found in server-reference-manifest.json`,
    );
  }
  return found.id;
}

/** The id of one action of the build the tests run against (or of `dir`'s). */
export function actionIdOf(exportedName: string, file?: string, dir = builtIn()): string {
  return requireAction(actionIds(dir), exportedName, file);
}
