import 'server-only';
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rateLimits, submissionKeys } from '@/db/schema';

/**
 * The steps of the one statement that saves a submission (db/queries/submissions.ts), written
 * with drizzle's `sql` and named placeholders.
 */

export const name = (column: PgColumn) => sql.identifier(column.name);
export const list = (items: SQLChunk[]) => sql.join(items, sql`, `);

const { key, windowStart, hits } = rateLimits;

/**
 * Counts one hit against a fixed-window counter (placeholders `<counter>Key` and
 * `<counter>WindowSeconds`) and returns the count. Kept in the database, so the limit holds
 * across app instances; concurrent requests queue on its row, so none slips under the limit.
 */
export function countHit(counter: string, from?: SQL): SQL {
  const window = sql.placeholder(`${counter}WindowSeconds`);
  return sql`insert into ${rateLimits} (${list([name(key), name(windowStart), name(hits)])})
    select ${sql.placeholder(`${counter}Key`)}, to_timestamp(floor(extract(epoch from now()) / ${window}) * ${window}), 1
    ${from ? sql`from ${from}` : sql``}
    on conflict (${name(key)}) do update set
      ${name(hits)} = case when ${windowStart} = excluded.${name(windowStart)} then ${hits} + 1 else 1 end,
      ${name(windowStart)} = excluded.${name(windowStart)}
    returning ${hits} as hits`;
}

/**
 * Claims the submission's idempotency key when `passed` has a row, keeping the lead's
 * reference on it, so a resend is told the same one. A key already claimed and not expired is
 * left alone, and nothing after this step runs.
 */
export function claimKey(passed: SQL): SQL {
  const { claimedAt, reference } = submissionKeys;
  return sql`insert into ${submissionKeys} (${list([name(submissionKeys.key), name(claimedAt), name(reference)])})
    select ${sql.placeholder('idempotencyKey')}, now(), ${sql.placeholder('reference')} from ${passed}
    on conflict (${name(submissionKeys.key)}) do update set
      ${name(claimedAt)} = excluded.${name(claimedAt)},
      ${name(reference)} = excluded.${name(reference)}
    where ${claimedAt} < now() - make_interval(secs => ${sql.placeholder('idempotencyTtlSeconds')})
    returning 1`;
}

/** The reference saved under an idempotency key, as the statement began (or now, run alone). */
export const referenceOfKey = sql`select ${submissionKeys.reference} from ${submissionKeys}
  where ${submissionKeys.key} = ${sql.placeholder('idempotencyKey')}`;
