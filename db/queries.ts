import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { DeadlineError } from '@/db/errors';
import {
  botOrders,
  contactMessages,
  customBotRequests,
  newsletterSubscriptions,
  rateLimits,
  type BotOrderRow,
  type ContactMessageRow,
  type CustomBotRequestRow,
  type NewsletterRow,
} from '@/db/schema';
import { env } from '@/lib/env';

/** 'duplicate': the row was already there (same submission id, or same newsletter e-mail). */
export type InsertOutcome = 'inserted' | 'duplicate';

/**
 * Every write runs under one application deadline, connection and pool wait included:
 * postgres-js has no timeout of its own for a query queued behind a full pool.
 */
async function withDeadline<T>(work: () => Promise<T>): Promise<T> {
  const ms = env().DB_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(ms)), ms);
  });
  try {
    return await Promise.race([work(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Rows an insert wrote, from either driver (postgres-js counts, PGlite reports affectedRows).
 * Inserts use no RETURNING: the app's database role may insert submissions but not read them.
 */
function outcome(result: unknown): InsertOutcome {
  const { count, affectedRows } = result as { count?: number; affectedRows?: number };
  return (count ?? affectedRows ?? 0) > 0 ? 'inserted' : 'duplicate';
}

type SubmissionTable = typeof botOrders | typeof customBotRequests | typeof contactMessages;

/** One insert per submission id: a retry of the same submission is answered 'duplicate'. */
function insertSubmission<T extends SubmissionTable>(table: T, row: T['$inferInsert']) {
  return withDeadline(async () => {
    const db = await getDb();
    const result = await db
      .insert(table as SubmissionTable)
      .values(row)
      // No conflict target: naming a column would need SELECT on it, which the app role lacks.
      // submission_id is the only unique column a new row can collide on.
      .onConflictDoNothing();
    return outcome(result);
  });
}

export const insertBotOrder = (row: BotOrderRow) => insertSubmission(botOrders, row);
export const insertCustomBotRequest = (row: CustomBotRequestRow) =>
  insertSubmission(customBotRequests, row);
export const insertContactMessage = (row: ContactMessageRow) =>
  insertSubmission(contactMessages, row);

/** The unique index on lower(email) makes any casing of a known address a duplicate. */
export function insertNewsletterSubscription(row: NewsletterRow): Promise<InsertOutcome> {
  return withDeadline(async () => {
    const db = await getDb();
    const result = await db.insert(newsletterSubscriptions).values(row).onConflictDoNothing();
    return outcome(result);
  });
}

/**
 * Counts one submission against `key` in a fixed window and returns the count so far, in one
 * statement, so concurrent requests on several app instances cannot both slip under the limit.
 */
export function countSubmission(key: string, windowSeconds: number): Promise<number> {
  return withDeadline(async () => {
    const db = await getDb();
    const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.hits} + 1 else 1 end`,
          windowStart: sql`excluded.window_start`,
        },
      })
      .returning({ hits: rateLimits.hits });
    return row?.hits ?? 0;
  });
}

/** Opens the database ahead of the first visitor (PGlite takes seconds to boot). */
export async function warmUp(): Promise<void> {
  await getDb();
}
