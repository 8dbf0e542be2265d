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
  submissionKeys,
  type BotOrderRow,
  type ContactMessageRow,
  type CustomBotRequestRow,
  type NewsletterRow,
} from '@/db/schema';
import { env } from '@/lib/env';

/**
 * 'duplicate': the row was already there (same idempotency key, same newsletter e-mail), and
 * `reference` is the one it was saved with (a lead keyed by its submission). 'limited': over the
 * rate limit; nothing was written.
 */
export type InsertOutcome =
  { outcome: 'inserted' | 'limited' } | { outcome: 'duplicate'; reference?: string };

/** The fixed-window budget a submission counts against. */
export type RateLimit = { key: string; max: number; windowSeconds: number };

/**
 * What makes a submission the same one when it is sent again: its key, and for how long the
 * key counts (null: for ever).
 */
export type IdempotencyKey = { key: string; ttlSeconds: number | null };

/** How a submission is guarded on its way in: always a rate limit, and a key where it has one. */
export type Guards = { limit: RateLimit; idempotency?: IdempotencyKey };

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
 * Counts the hit against the rate limit, claims the idempotency key and inserts the row, each
 * only when the step before it passed, in one statement: one round trip and one commit per
 * submission. The counter is a fixed window kept in the database, so the limit holds across
 * app instances; concurrent requests queue on its row, so none slips under the limit. A key
 * already claimed (and not yet expired) or a row already there (same submission id, same
 * newsletter address) is left alone. No conflict target and `returning 1` rather than a
 * column: the app's role may insert submissions but not read them.
 */
function guardedInsertStatement(table: SubmissionTable, columns: PgColumn[], keyed: boolean) {
  const window = sql.placeholder('limitWindowSeconds');
  const { key, windowStart, hits } = rateLimits;
  const claimedAt = submissionKeys.claimedAt;
  const source = keyed
    ? sql`claimed`
    : sql`counted where counted.hits <= ${sql.placeholder('limitMax')}`;
  return prepareStatement(sql`
    with counted as (
      insert into ${rateLimits} (${list([name(key), name(windowStart), name(hits)])})
      values (${sql.placeholder('limitKey')}, to_timestamp(floor(extract(epoch from now()) / ${window}) * ${window}), 1)
      on conflict (${name(key)}) do update set
        ${name(hits)} = case when ${windowStart} = excluded.${name(windowStart)} then ${hits} + 1 else 1 end,
        ${name(windowStart)} = excluded.${name(windowStart)}
      returning ${hits} as hits
    ),
    ${
      // The key keeps the row's reference: a resend of the lead is told the same one.
      keyed
        ? sql`claimed as (
      insert into ${submissionKeys} (${list([name(submissionKeys.key), name(claimedAt), name(submissionKeys.reference)])})
      select ${sql.placeholder('idempotencyKey')}, now(), ${sql.placeholder('reference')} from counted
      where counted.hits <= ${sql.placeholder('limitMax')}
      on conflict (${name(submissionKeys.key)}) do update set
        ${name(claimedAt)} = excluded.${name(claimedAt)},
        ${name(submissionKeys.reference)} = excluded.${name(submissionKeys.reference)}
      where ${claimedAt} < now() - make_interval(secs => ${sql.placeholder('idempotencyTtlSeconds')})
      returning 1
    ),`
        : sql``
    }
    saved as (
      insert into ${table} (${list(columns.map(name))})
      select ${list(columns.map((column) => sql.param(sql.placeholder(column.name), column)))}
      from ${source}
      on conflict do nothing
      returning 1
    )
    select (select hits from counted) as hits, (select count(*) from saved)::int as saved${
      keyed ? sql`, (${referenceOfKey}) as reference` : sql``
    }`);
}

/** The reference saved under an idempotency key, as the statement began (or now, run alone). */
const referenceOfKey = sql`select ${submissionKeys.reference} from ${submissionKeys}
  where ${submissionKeys.key} = ${sql.placeholder('idempotencyKey')}`;
const readReference = prepareStatement(sql`${referenceOfKey}`);

// One statement per table, set of columns and keying (each mapper always fills the same ones).
const statements = new Map<string, Statement>();

function guardedInsert<T extends SubmissionTable>(
  table: T,
  row: T['$inferInsert'],
  { limit, idempotency }: Guards,
): Promise<InsertOutcome> {
  const byKey: Record<string, PgColumn> = getTableColumns(table);
  const fields = Object.entries(row).flatMap(([key, value]) => {
    const column = byKey[key];
    return column && value !== undefined ? [{ column, value }] : [];
  });
  const columns = fields.map(({ column }) => column);
  const keyed = idempotency !== undefined;
  const id = `${getTableName(table)}(${columns.map((column) => column.name).join()})${keyed ? '+key' : ''}`;
  const statement = statements.get(id) ?? guardedInsertStatement(table, columns, keyed);
  statements.set(id, statement);
  const values = Object.fromEntries(fields.map(({ column, value }) => [column.name, value]));
  return withDeadline(async () => {
    const [result] = await statement({
      ...values,
      limitKey: limit.key,
      limitMax: limit.max,
      limitWindowSeconds: limit.windowSeconds,
      ...(idempotency && {
        idempotencyKey: idempotency.key,
        // null for ever: `now() - make_interval(secs => null)` is null, so the claim stays.
        idempotencyTtlSeconds: idempotency.ttlSeconds,
      }),
    });
    if (Number(result?.hits) > limit.max) return { outcome: 'limited' };
    if (Number(result?.saved) > 0) return { outcome: 'inserted' };
    if (!idempotency) return { outcome: 'duplicate' };
    // A key claimed by a save that committed while this statement ran is not in its snapshot.
    const reference =
      result?.reference ?? (await readReference({ idempotencyKey: idempotency.key }))[0]?.reference;
    return {
      outcome: 'duplicate',
      reference: typeof reference === 'string' ? reference : undefined,
    };
  });
}

export const insertBotOrder = (row: BotOrderRow, guards: Guards) =>
  guardedInsert(botOrders, row, guards);
export const insertCustomBotRequest = (row: CustomBotRequestRow, guards: Guards) =>
  guardedInsert(customBotRequests, row, guards);
export const insertContactMessage = (row: ContactMessageRow, guards: Guards) =>
  guardedInsert(contactMessages, row, guards);
const clearSpamFlag = prepareStatement(
  sql`select clear_newsletter_spam_flag(${sql.placeholder('email')}) as cleared`,
);

/**
 * The unique index on lower(email) makes any casing of a known address a duplicate, unless the
 * address was stored only as suspected spam and this subscription is clean: then it is the
 * owner subscribing, and it counts (decisions.md). The flag is cleared by a function of
 * migration 0003, the one change the app's role may make to the subscriptions.
 */
export async function insertNewsletterSubscription(
  row: NewsletterRow,
  guards: Guards,
): Promise<InsertOutcome> {
  const saved = await guardedInsert(newsletterSubscriptions, row, guards);
  if (saved.outcome !== 'duplicate' || row.spamReason) return saved;
  const [cleared] = await withDeadline(() => clearSpamFlag({ email: row.email }));
  return { outcome: cleared?.cleared === true ? 'inserted' : 'duplicate' };
}

/** Opens the database ahead of the first visitor (PGlite takes seconds to boot). */
export async function warmUp(): Promise<void> {
  await getDb();
}
