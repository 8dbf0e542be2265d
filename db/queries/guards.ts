import 'server-only';
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rateLimits } from '@/db/schema';

/**
 * The SQL the statements that save a submission (db/queries/submissions.ts) and queue its
 * deliveries (db/queries/deliveries.ts) share, written with drizzle's `sql` and named
 * placeholders: the fixed-window counter behind the rate limit and the confirmations' cap.
 */

export const name = (column: PgColumn) => sql.identifier(column.name);
export const list = (items: SQLChunk[]) => sql.join(items, sql`, `);

const { key, windowStart, hits } = rateLimits;

/** The start of the fixed window of `seconds` that now falls in. */
export const windowStartOf = (seconds: SQLChunk) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds})`;

/**
 * A counter's count once the row being inserted (its window, its hits) meets the one kept under
 * its key, in an upsert's `on conflict do update`: added to it in the same window, alone in a
 * new one.
 */
export const countInWindow = sql`case when ${windowStart} = excluded.${name(windowStart)}
      then ${hits} + excluded.${name(hits)} else excluded.${name(hits)} end`;

/**
 * Counts one hit against a fixed-window counter (placeholders `<counter>Key` and
 * `<counter>WindowSeconds`) and returns the count. Kept in the database, so the limit holds
 * across app instances; concurrent requests queue on its row, so none slips under the limit.
 *
 * `capped`: counted only while under its most (placeholder `<counter>Max`), and no row returned
 * when the hit was not counted. A cap of what is sent (confirmations) counts what was sent, not
 * what was asked for: counted either way, a client past its own cap spent a mailbox's
 * confirmations without a word to it, and the mailbox's owner got none.
 */
export function countHit(counter: string, from?: SQL, { capped = false } = {}): SQL {
  const window = sql.placeholder(`${counter}WindowSeconds`);
  return sql`insert into ${rateLimits} (${list([name(key), name(windowStart), name(hits)])})
    select ${sql.placeholder(`${counter}Key`)}, ${windowStartOf(window)}, 1
    ${from ? sql`from ${from}` : sql``}
    on conflict (${name(key)}) do update set
      ${name(hits)} = ${countInWindow},
      ${name(windowStart)} = excluded.${name(windowStart)}
    ${
      capped
        ? sql`where ${windowStart} <> excluded.${name(windowStart)}
        or ${hits} < ${sql.placeholder(`${counter}Max`)}::int`
        : sql``
    }
    returning ${hits} as hits`;
}
