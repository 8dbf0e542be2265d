import 'server-only';
import { getDb } from '@/db/client';
import { DeadlineError } from '@/db/errors';
import {
  botOrders,
  contactMessages,
  customBotRequests,
  newsletterSubscriptions,
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

function outcome(rows: readonly unknown[]): InsertOutcome {
  return rows.length > 0 ? 'inserted' : 'duplicate';
}

type SubmissionTable = typeof botOrders | typeof customBotRequests | typeof contactMessages;

/** One insert per submission id: a retry of the same submission is answered 'duplicate'. */
function insertSubmission<T extends SubmissionTable>(table: T, row: T['$inferInsert']) {
  return withDeadline(async () => {
    const db = await getDb();
    const rows = await db
      .insert(table as SubmissionTable)
      .values(row)
      .onConflictDoNothing({ target: table.submissionId })
      .returning({ id: table.id });
    return outcome(rows);
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
    const rows = await db
      .insert(newsletterSubscriptions)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    return outcome(rows);
  });
}

/** Opens the database ahead of the first visitor (PGlite takes seconds to boot). */
export async function warmUp(): Promise<void> {
  await getDb();
}
