import 'server-only';
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { leadDeliveries, rateLimits, submissionKeys } from '@/db/schema';

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

/**
 * Queues one delivery per channel of a lead that was saved, each carrying the lead as the
 * webhook sends it (docs/rules.md#e-mails-and-webhook): type, reference, time in ISO 8601 UTC (the
 * row's own `now()`), its columns, attribution and spam flag. A confirmation is queued only
 * while its recipient is under the hourly limit of confirmations.
 */
export function enqueueDeliveries(): SQL[] {
  const channels = sql`${sql.placeholder('channels')}::text[]`;
  const reference = sql`${sql.placeholder('reference')}::text`;
  const leadType = sql`${sql.placeholder('leadType')}::text`;
  const { channel, recipient, payload } = leadDeliveries;
  const body = sql`jsonb_build_object(
    'type', ${leadType},
    'reference', ${reference},
    'created_at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'lead', ${sql.placeholder('lead')}::jsonb,
    'attribution', ${sql.placeholder('attribution')}::jsonb,
    'spam_reason', ${sql.placeholder('spam_reason')}::text)`;
  return [
    sql`confirmations as (${countHit('confirmation', sql`saved where 'confirmation' = any(${channels})`)})`,
    sql`queued as (
      insert into ${leadDeliveries} (${list([name(channel), name(leadDeliveries.leadType), name(leadDeliveries.reference), name(recipient), name(payload)])})
      select channel, ${leadType}, ${reference}, ${sql.placeholder('recipient')}::text, ${body}
      from saved cross join unnest(${channels}) as channel
      where channel <> 'confirmation'
        or (select hits from confirmations) <= ${sql.placeholder('confirmationMax')}
      returning 1)`,
  ];
}
