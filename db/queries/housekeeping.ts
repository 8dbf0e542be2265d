import 'server-only';
import { and, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { getDeskDb } from '@/db/queries/desk-db';
import {
  demoConversations,
  demoTokenDays,
  deskRateLimits,
  deskSessions,
  deskUsedLinks,
  deskVerifications,
  leadDeliveries,
  rateLimits,
  submissionKeys,
} from '@/db/schema';

/**
 * The periodic clean-ups (lib/housekeeping.ts): rows that hold an address, a client's network
 * address or a value derived from one, once nothing needs them. Each is one statement that
 * deletes or clears what is past its time, so it may run on every instance, at any time, as
 * often as it likes. Times are in seconds.
 */

const olderThan = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/**
 * The public site's own rows, through its connection: counters whose window ended more than
 * `limitSeconds` ago; resend keys of forms sent without JavaScript past `resendSeconds`, and any
 * past `keySeconds`; the lead's copy and recipient on deliveries no longer pending (left by
 * a build from before they were dropped when done); and the bot demos' conversations (their
 * messages with them) and days of tokens older than `demoSeconds`.
 */
export async function sweepSiteRows({
  limitSeconds,
  resendSeconds,
  keySeconds,
  demoSeconds,
}: {
  limitSeconds: number;
  resendSeconds: number;
  keySeconds: number;
  demoSeconds: number;
}): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan(limitSeconds)));
  await db
    .delete(submissionKeys)
    .where(
      or(
        lt(submissionKeys.claimedAt, olderThan(keySeconds)),
        and(
          sql`${submissionKeys.key} like 'fp:%'`,
          lt(submissionKeys.claimedAt, olderThan(resendSeconds)),
        ),
      ),
    );
  await db
    .update(leadDeliveries)
    .set({ payload: null, recipient: null })
    .where(
      and(
        ne(leadDeliveries.state, 'pending'),
        or(isNotNull(leadDeliveries.payload), isNotNull(leadDeliveries.recipient)),
      ),
    );
  await db.delete(demoConversations).where(lt(demoConversations.createdAt, olderThan(demoSeconds)));
  await db
    .delete(demoTokenDays)
    .where(lt(demoTokenDays.day, sql`(${olderThan(demoSeconds)})::date`));
}

/**
 * The desk's sign-in rows, through its connection: sign-in codes and sessions past their expiry,
 * Better Auth's counters idle for `limitSeconds`, and used desk:link ids past `usedLinkSeconds`
 * (a link works for minutes, so one used that long ago has expired anyway).
 */
export async function sweepDeskRows({
  limitSeconds,
  usedLinkSeconds,
}: {
  limitSeconds: number;
  usedLinkSeconds: number;
}): Promise<void> {
  const db = await getDeskDb();
  await db.delete(deskVerifications).where(lt(deskVerifications.expiresAt, sql`now()`));
  await db.delete(deskSessions).where(lt(deskSessions.expiresAt, sql`now()`));
  await db
    .delete(deskRateLimits)
    .where(lt(deskRateLimits.lastRequest, Date.now() - limitSeconds * 1000));
  await db.delete(deskUsedLinks).where(lt(deskUsedLinks.usedAt, olderThan(usedLinkSeconds)));
}
