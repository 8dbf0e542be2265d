import 'server-only';
import { getTableColumns, getTableName, sql, type SQLChunk } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb, prepareStatement, type Statement } from '@/db/client';
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

/**
 * 'duplicate': the row was already there (same submission id, or same newsletter e-mail).
 * 'limited': over the rate limit; nothing was written.
 */
export type InsertOutcome = 'inserted' | 'duplicate' | 'limited';

/** The fixed-window budget a submission counts against. */
export type RateLimit = { key: string; max: number; windowSeconds: number };

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

type SubmissionTable =
  | typeof botOrders
  | typeof customBotRequests
  | typeof contactMessages
  | typeof newsletterSubscriptions;

const name = (column: PgColumn) => sql.identifier(column.name);
const list = (items: SQLChunk[]) => sql.join(items, sql`, `);

/**
 * Counts the hit against the rate limit and inserts the row while the count is within the
 * limit, in one statement: one round trip and one commit per submission. The counter is a fixed
 * window kept in the database, so the limit holds across app instances; concurrent requests
 * queue on its row, so none slips under the limit. A row already there (same submission id, same
 * newsletter address) is left alone. No conflict target and `returning 1` rather than a column:
 * the app's role may insert submissions but not read them.
 */
function countedInsertStatement(table: SubmissionTable, columns: PgColumn[]) {
  const window = sql.placeholder('limitWindowSeconds');
  const { key, windowStart, hits } = rateLimits;
  return prepareStatement(sql`
    with counted as (
      insert into ${rateLimits} (${list([name(key), name(windowStart), name(hits)])})
      values (${sql.placeholder('limitKey')}, to_timestamp(floor(extract(epoch from now()) / ${window}) * ${window}), 1)
      on conflict (${name(key)}) do update set
        ${name(hits)} = case when ${windowStart} = excluded.${name(windowStart)} then ${hits} + 1 else 1 end,
        ${name(windowStart)} = excluded.${name(windowStart)}
      returning ${hits} as hits
    ),
    saved as (
      insert into ${table} (${list(columns.map(name))})
      select ${list(columns.map((column) => sql.param(sql.placeholder(column.name), column)))}
      from counted where counted.hits <= ${sql.placeholder('limitMax')}
      on conflict do nothing
      returning 1
    )
    select (select hits from counted) as hits, (select count(*) from saved)::int as saved`);
}

// One statement per table and set of columns (each mapper always fills the same ones).
const statements = new Map<string, Statement>();

function countedInsert<T extends SubmissionTable>(
  table: T,
  row: T['$inferInsert'],
  limit: RateLimit,
): Promise<InsertOutcome> {
  const byKey: Record<string, PgColumn> = getTableColumns(table);
  const fields = Object.entries(row).flatMap(([key, value]) => {
    const column = byKey[key];
    return column && value !== undefined ? [{ column, value }] : [];
  });
  const columns = fields.map(({ column }) => column);
  const id = `${getTableName(table)}(${columns.map((column) => column.name).join()})`;
  const statement = statements.get(id) ?? countedInsertStatement(table, columns);
  statements.set(id, statement);
  const values = Object.fromEntries(fields.map(({ column, value }) => [column.name, value]));
  return withDeadline(async () => {
    const [result] = await statement({
      ...values,
      limitKey: limit.key,
      limitMax: limit.max,
      limitWindowSeconds: limit.windowSeconds,
    });
    if (Number(result?.hits) > limit.max) return 'limited';
    return Number(result?.saved) > 0 ? 'inserted' : 'duplicate';
  });
}

export const insertBotOrder = (row: BotOrderRow, limit: RateLimit) =>
  countedInsert(botOrders, row, limit);
export const insertCustomBotRequest = (row: CustomBotRequestRow, limit: RateLimit) =>
  countedInsert(customBotRequests, row, limit);
export const insertContactMessage = (row: ContactMessageRow, limit: RateLimit) =>
  countedInsert(contactMessages, row, limit);
/** The unique index on lower(email) makes any casing of a known address a duplicate. */
export const insertNewsletterSubscription = (row: NewsletterRow, limit: RateLimit) =>
  countedInsert(newsletterSubscriptions, row, limit);

/** Opens the database ahead of the first visitor (PGlite takes seconds to boot). */
export async function warmUp(): Promise<void> {
  await getDb();
}
