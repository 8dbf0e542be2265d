import { LEAD_STATUSES, type LeadStatus } from '@/content/desk';
import { LEAD_TYPES, type LeadType } from '@/content/leads';
import type { InboxCursor, InboxFilter } from '@/db/queries/desk-inbox';
import { withoutControlCharacters } from '@/lib/plain-text';

/** The inbox's query string, read and written: filters and the page's key, checked. */

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A parameter's first value, as text PostgreSQL takes: a NUL (`q=%00`, from a link anyone can
 * send the owner) failed the inbox's query with a 500, and hung the CSV's download.
 */
const one = (value: string | string[] | undefined) => {
  const first = Array.isArray(value) ? value[0] : value;
  return (first && withoutControlCharacters(first).trim()) || undefined;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | undefined, offsetDays = 0): Date | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return undefined;
  return new Date(date.getTime() + offsetDays * 86_400_000);
}

const isIn = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

export function parseFilter(params: SearchParams, spam: boolean): InboxFilter {
  const form = one(params.form);
  const status = one(params.status);
  return {
    spam,
    form: isIn<LeadType>(LEAD_TYPES, form) ? form : undefined,
    status: isIn<LeadStatus>(LEAD_STATUSES, status) ? status : undefined,
    bot: one(params.bot)?.slice(0, 100),
    plan: one(params.plan)?.slice(0, 50),
    source: one(params.source)?.slice(0, 200),
    from: day(one(params.from)),
    until: day(one(params.to), 1),
    q: one(params.q)?.slice(0, 200),
  };
}

/** The filter as a query string (the page's key left out), for links and the CSV. */
export function filterQuery(params: SearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ['q', 'form', 'status', 'bot', 'plan', 'source', 'from', 'to']) {
    const value = one(params[name]);
    if (value) query.set(name, value);
  }
  return query;
}

/** A timestamptz as PostgreSQL writes it as text, e.g. 2026-11-25 12:00:00.123456+00. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.rank, cursor.id])).toString('base64url');
}

/** The page's key from `after`, or undefined when there is none or it is not one of ours. */
export function decodeCursor(value: string | string[] | undefined): InboxCursor | undefined {
  const text = one(value);
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return undefined;
    const [at, rank, id] = parsed as unknown[];
    if (typeof at !== 'string' || !TIMESTAMP.test(at)) return undefined;
    if (!Number.isInteger(rank) || !Number.isSafeInteger(id)) return undefined;
    return { at, rank: rank as number, id: id as number };
  } catch {
    return undefined;
  }
}
