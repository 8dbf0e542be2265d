import { LEAD_STATUSES, type LeadStatus } from '@/content/desk';
import { LEAD_TYPES, type LeadType } from '@/content/leads';
import type { InboxCursor, InboxFilter } from '@/db/queries/desk-inbox';
import { withoutControlCharacters } from '@/lib/schemas/plain-text';

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

/** The offset of Karachi's clock from UTC at a moment, in milliseconds (GMT+05:00: 5 h). */
const KARACHI_OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Karachi',
  timeZoneName: 'longOffset',
});

function karachiOffset(at: number): number {
  const name = KARACHI_OFFSET.formatToParts(at).find((part) => part.type === 'timeZoneName');
  const [, sign, hours, minutes, seconds] =
    /^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(name?.value ?? '') ?? [];
  if (!sign) return 0;
  const offset = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds ?? 0)) * 1000;
  return sign === '-' ? -offset : offset;
}

/**
 * A day of the filter, from midnight in Karachi, where the desk shows every time (formatTime):
 * a lead "Received 2026-11-26 02:30 PKT" is one of 2026-11-26, though 2026-11-25 in UTC. Only in
 * years PostgreSQL reads back as JavaScript writes them: year 0 is none of PostgreSQL's, and a
 * day in year 9999 ends in year 10000, written `+010000-…`, which it refuses (`to=9999-12-31`, a
 * value the page's date field allows, was a 500). Outside them the bound is no bound.
 */
function day(value: string | undefined, offsetDays = 0): Date | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const year = Number(value.slice(0, 4));
  if (year < 1000 || year > 9998) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return undefined;
  const midnight = date.getTime() + offsetDays * 86_400_000;
  // The offset at that midnight, read twice: the first guess may fall across a change of clocks.
  const guess = midnight - karachiOffset(midnight);
  return new Date(midnight - karachiOffset(guess));
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

/**
 * A time as PostgreSQL writes a timestamptz as text (2026-11-25 12:00:00.123456+00) or as
 * JavaScript does (2026-11-25T12:00:00.123Z): a real date and time of years 1000 to 9999, and a
 * zone PostgreSQL takes. The shape alone let through 2026-02-30 and +99, and Date.parse takes
 * what `::timestamptz` refuses; either, in a page's key, was a 500.
 */
export function isTimestamp(text: string): boolean {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::(\d{2}))?)$/.exec(
      text,
    );
  if (!match) return false;
  const [year, month, date, hour, minute, second, zoneHours, zoneMinutes] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const day = new Date(Date.UTC(year, month - 1, date));
  return (
    year >= 1000 &&
    day.getUTCMonth() === month - 1 &&
    day.getUTCDate() === date &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    zoneHours <= 15 &&
    zoneMinutes < 60
  );
}

/** A row's id as a form or an address names it: digits alone (Number() reads `0x10` as 16). */
export function idOf(value: unknown): number | undefined {
  return typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined;
}

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
    if (typeof at !== 'string' || !isTimestamp(at)) return undefined;
    if (!Number.isInteger(rank) || !Number.isSafeInteger(id)) return undefined;
    return { at, rank: rank as number, id: id as number };
  } catch {
    return undefined;
  }
}
