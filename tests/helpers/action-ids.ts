// A build's server action ids, read from its manifest (they change on every build). No side
// effects, so end-to-end specs and their helpers import it as the lab's scripts do.
import { buildActions } from '../../lib/http/action-manifest.mjs';

/** The build the tests run against: env NEXT_DIST_DIR, default .next. */
const builtIn = () => process.env.NEXT_DIST_DIR || '.next';

/** Server action ids of the build in `dir`, by exported name, with each one's file. */
export function actionIds(dir = builtIn()): Record<string, { id: string; file: string }> {
  const ids: Record<string, { id: string; file: string }> = {};
  for (const { id, exportedName, filename } of buildActions(dir)) {
    if (exportedName) ids[exportedName] = { id, file: filename };
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
