import 'server-only';
import { eq, notInArray, sql } from 'drizzle-orm';
import { getDeskDb } from '@/db/queries/desk-db';
import { countInWindow, windowStartOf } from '@/db/queries/guards';
import { deskPasskeys, deskUsedLinks, deskUsers, rateLimits } from '@/db/schema';

/** Sign-in bookkeeping for lib/auth.ts; the session checks live in lib/desk. */

/** Records a sign-in link's first use: false when it was used before. */
export async function claimSignInLink(linkId: string): Promise<boolean> {
  const db = await getDeskDb();
  const rows = await db
    .insert(deskUsedLinks)
    .values({ linkId })
    .onConflictDoNothing()
    .returning({ linkId: deskUsedLinks.linkId });
  return rows.length === 1;
}

/**
 * Counts one sign-in attempt against `key` (an address, or a client) in a fixed window, in the
 * same table as the forms' limits; true while within `max`.
 */
export async function withinSignInLimit(
  key: string,
  max: number,
  windowSeconds: number,
): Promise<boolean> {
  const db = await getDeskDb();
  const [row] = await db
    .insert(rateLimits)
    .values({
      key: `desk-sign-in:${key}`,
      windowStart: windowStartOf(sql`${windowSeconds}`),
      hits: 1,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { hits: countInWindow, windowStart: sql`excluded.window_start` },
    })
    .returning({ hits: rateLimits.hits });
  return (row?.hits ?? 0) <= max;
}

/** An owner's passkeys, by name and date: nothing of the key itself. */
export async function readPasskeys(userId: string) {
  const db = await getDeskDb();
  return db
    .select({ id: deskPasskeys.id, name: deskPasskeys.name, createdAt: deskPasskeys.createdAt })
    .from(deskPasskeys)
    .where(eq(deskPasskeys.userId, userId));
}

/**
 * Forgets the owners taken out of DESK_OWNERS (`owners`, lower-case): their user rows, and with
 * them (on delete cascade) their sessions and passkeys, so neither works again, not even if the
 * address is added back. Returns how many were forgotten.
 */
export async function forgetFormerOwners(owners: readonly string[]): Promise<number> {
  const db = await getDeskDb();
  const gone = await db
    .delete(deskUsers)
    .where(notInArray(sql`lower(${deskUsers.email})`, [...owners]))
    .returning({ id: deskUsers.id });
  return gone.length;
}
