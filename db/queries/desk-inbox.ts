import 'server-only';
import {
  and,
  type AnyColumn,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { LeadStatus } from '@/content/desk';
import type { LeadType } from '@/content/leads';
import { getDeskDb } from '@/db/queries/desk-db';
import { DESK_TABLES, type DeskTable } from '@/db/queries/desk-tables';
import { normalisePhone } from '@/lib/schemas/patterns';

/** What the inbox shows of a lead. */
export type InboxRow = {
  type: LeadType;
  id: number;
  reference: string | null;
  createdAt: Date;
  status: LeadStatus;
  spamReason: string | null;
  name: string;
  email: string;
  phone: string;
  what: string;
  plan: string | null;
  source: string | null;
  /** created_at to the microsecond, as the next page's key. */
  at: string;
  rank: number;
};

/** The inbox's filters; `spam`: the "Suspected spam" view, else only clean leads. */
export type InboxFilter = {
  form?: LeadType;
  status?: LeadStatus;
  bot?: string;
  plan?: string;
  source?: string;
  from?: Date;
  /** Exclusive: the day after the last day asked for. */
  until?: Date;
  q?: string;
  spam: boolean;
};

/** Where a page ends: the last row's time, kind and id (newest first, then by kind, then id). */
export type InboxCursor = { at: string; rank: number; id: number };

/** The tables a filter can match: a bot or a plan is only on orders. */
export function tablesFor(filter: InboxFilter): DeskTable[] {
  return DESK_TABLES.filter(
    (table) =>
      (!filter.form || table.type === filter.form) &&
      (!(filter.bot || filter.plan) || table.type === 'order'),
  );
}

/** Text matched by `like` as itself: its wildcards and the escape character escaped. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A source as the desk writes it, in any case: a lead without utm_source is shown as Direct
 * (the inbox, Numbers), so `Direct` finds those too, beside a utm_source of that name.
 */
function sourceIs(column: AnyColumn, source: string): SQL | undefined {
  const named = ilike(column, likeText(source));
  if (source.toLowerCase() !== 'direct') return named;
  return or(named, isNull(column), eq(column, ''));
}

/** The filter's conditions on one table, without the page's key. */
export function filterConditions(spec: DeskTable, filter: InboxFilter): SQL | undefined {
  const t = spec.table;
  const conditions: (SQL | undefined)[] = [
    filter.spam ? isNotNull(t.spamReason) : isNull(t.spamReason),
    filter.status && eq(t.status, filter.status),
    filter.bot ? sql`${spec.bot} = ${filter.bot}` : undefined,
    filter.plan ? sql`${spec.plan} = ${filter.plan}` : undefined,
    filter.source ? sourceIs(t.utmSource, filter.source) : undefined,
    filter.from && gte(t.createdAt, filter.from),
    filter.until && lt(t.createdAt, filter.until),
  ];
  if (filter.q) {
    const pattern = `%${likeText(filter.q)}%`;
    const typedPhone = normalisePhone(filter.q);
    const phoneDigits =
      /^\+?[0-9]{4,}$/.test(typedPhone) && typedPhone !== filter.q ? typedPhone : '';
    // A Pakistani number is one number written +92…, 0092…, 92… or 0…: stored as the visitor
    // typed it, it is found by what follows the country's or the trunk's prefix, however it is
    // typed. 92 without + or 00 is the country's only before a whole number (ten digits), so
    // `923` or `9230` stays a fragment.
    const national = /^(?:(?:\+92|0092|0)(\d{9,10})|92(\d{10}))$/
      .exec(typedPhone)
      ?.slice(1)
      .find(Boolean);
    conditions.push(
      or(
        eq(t.reference, filter.q.toUpperCase()),
        sql`${spec.name} ilike ${pattern}`,
        sql`${spec.email} ilike ${pattern}`,
        sql`${spec.phone} ilike ${pattern}`,
        // A number as people write it (`0300 1234567`, `+92 300-1234567`): stored without separators.
        ...(phoneDigits ? [sql`${spec.phone} ilike ${`%${phoneDigits}%`}`] : []),
        ...(national ? [sql`${spec.phone} like ${`%${national}`}`] : []),
        ilike(t.reference, pattern),
      ),
    );
  }
  return and(...conditions);
}

/**
 * Rows after the cursor in one table. Within one instant, kinds come in rank order and ids
 * newest first, so a table of rank k is past the cursor: all of that instant when k is after
 * the cursor's kind, none when before, and its older ids when the same.
 */
function afterCursor(spec: DeskTable, cursor: InboxCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const t = spec.table;
  const at = sql`${cursor.at}::timestamptz`;
  if (spec.rank > cursor.rank) return sql`${t.createdAt} <= ${at}`;
  if (spec.rank < cursor.rank) return sql`${t.createdAt} < ${at}`;
  return sql`(${t.createdAt}, ${t.id}) < (${at}, ${cursor.id})`;
}

/**
 * One page of the inbox, newest first: each table's next `limit` rows by its (created_at, id)
 * index, merged. Returns up to `limit` rows and the cursor of the next page, if any.
 */
export async function inboxPage(
  filter: InboxFilter,
  limit: number,
  cursor?: InboxCursor,
): Promise<{ rows: InboxRow[]; next?: InboxCursor }> {
  const db = await getDeskDb();
  const pages = await Promise.all(
    tablesFor(filter).map(async (spec) => {
      const t = spec.table;
      const rows = await db
        .select({
          id: t.id,
          reference: t.reference,
          createdAt: t.createdAt,
          status: t.status,
          spamReason: t.spamReason,
          name: spec.name,
          email: spec.email,
          phone: spec.phone,
          what: spec.what,
          plan: spec.plan,
          source: t.utmSource,
          at: sql<string>`${t.createdAt}::text`,
        })
        .from(t)
        .where(and(filterConditions(spec, filter), afterCursor(spec, cursor)))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit + 1);
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        status: row.status as LeadStatus,
        type: spec.type,
        rank: spec.rank,
      }));
    }),
  );
  const merged = pages
    .flat()
    .sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() ||
        b.at.localeCompare(a.at) ||
        a.rank - b.rank ||
        b.id - a.id,
    );
  const rows = merged.slice(0, limit);
  const last = rows.at(-1);
  return {
    rows,
    next: merged.length > limit && last ? { at: last.at, rank: last.rank, id: last.id } : undefined,
  };
}

/**
 * The leads of one form matching a filter, oldest first as `npm run leads:export` writes them,
 * each row keyed by column name; read in batches keyed on id, so no transaction stays open.
 */
export async function* exportRows(
  spec: DeskTable,
  filter: InboxFilter,
  columns: readonly string[],
): AsyncGenerator<Record<string, unknown>> {
  const db = await getDeskDb();
  const t = spec.table;
  const byName = new Map(Object.values(getTableColumns(t)).map((column) => [column.name, column]));
  const selection = Object.fromEntries(
    columns.flatMap((name) => {
      const column = byName.get(name);
      return column ? [[name, column]] : [];
    }),
  );
  const BATCH = 1000;
  for (let after = 0; ;) {
    const batch = await db
      .select({ ...selection, _id: t.id })
      .from(t)
      .where(and(filterConditions(spec, filter), gt(t.id, after)))
      .orderBy(asc(t.id))
      .limit(BATCH);
    for (const { _id, ...row } of batch) yield row;
    const last = batch.at(-1);
    if (batch.length < BATCH || !last) return;
    after = Number(last._id);
  }
}
