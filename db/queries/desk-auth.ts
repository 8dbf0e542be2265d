import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, prepareStatement } from '@/db/client';
import { withDeadline } from '@/db/queries/deadline';
import { countHit } from '@/db/queries/guards';
import { deskPasskeys, deskUsedLinks } from '@/db/schema';

/** Sign-in bookkeeping for lib/auth.ts; the session checks live in lib/desk. */

const useLink = prepareStatement(sql`
  insert into ${deskUsedLinks} (${sql.identifier(deskUsedLinks.linkId.name)})
  values (${sql.placeholder('linkId')})
  on conflict do nothing
  returning 1 as used`);

/** Records a sign-in link's first use: false when it was used before. */
export async function claimSignInLink(linkId: string): Promise<boolean> {
  const rows = await withDeadline(() => useLink({ linkId }));
  return rows.length === 1;
}

const countAttempt = prepareStatement(countHit('attempt'));

/**
 * Counts one sign-in attempt against `key` (an address, or a client) in a fixed window, in the
 * same table as the forms' limits; true while within `max`.
 */
export async function withinSignInLimit(
  key: string,
  max: number,
  windowSeconds: number,
): Promise<boolean> {
  const [row] = await withDeadline(() =>
    countAttempt({ attemptKey: `desk-sign-in:${key}`, attemptWindowSeconds: windowSeconds }),
  );
  return Number(row?.hits) <= max;
}

/** An owner's passkeys, by name and date: nothing of the key itself. */
export async function readPasskeys(userId: string) {
  const db = await getDb();
  return db
    .select({ id: deskPasskeys.id, name: deskPasskeys.name, createdAt: deskPasskeys.createdAt })
    .from(deskPasskeys)
    .where(eq(deskPasskeys.userId, userId));
}
