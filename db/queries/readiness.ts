import 'server-only';
import { sql } from 'drizzle-orm';
import { prepareStatement } from '@/db/client';
import { errorCode, isTemporarilyUnavailable } from '@/db/errors';
import { withDeadline } from '@/db/queries/deadline';
import journal from '@/db/migrations/meta/_journal.json';

/**
 * Whether the database can serve this build: it answers, and the newest migration the build
 * was made with is applied. Drizzle's migrators (drizzle-kit's, scripts/migrate.mjs, the
 * embedded database's on open) record each applied migration with its journal time, and apply
 * those newer than the newest recorded.
 */
export type Readiness = 'ready' | 'unreachable' | 'not-migrated' | 'failed';

const newestMigration = Math.max(...journal.entries.map((entry) => entry.when));

const lastApplied = prepareStatement(
  sql`select max(created_at) as "createdAt" from drizzle.__drizzle_migrations`,
);

/** undefined_table, invalid_schema_name: no migration ever ran on this database. */
const NEVER_MIGRATED = new Set(['42P01', '3F000']);

export async function readiness(): Promise<Readiness> {
  try {
    const [row] = await withDeadline(() => lastApplied({}));
    return Number(row?.createdAt ?? 0) >= newestMigration ? 'ready' : 'not-migrated';
  } catch (error) {
    if (isTemporarilyUnavailable(error)) return 'unreachable';
    const code = errorCode(error) ?? '';
    if (NEVER_MIGRATED.has(code)) return 'not-migrated';
    // Say why in the log (a role without the grants of db/app-role.sql, say): a database's error
    // names objects, never a lead's data.
    console.error(`Readiness check failed: ${code} ${(error as Error).message}`);
    return 'failed';
  }
}
