import 'server-only';
import { sql } from 'drizzle-orm';
import { DEMO_LIMITS, type DemoMessageKind, type FallbackReason } from '@/content/demo-copy';
import type { DemoId } from '@/content/demos/demo';
import { prepareStatement } from '@/db/client';
import { countHit, countInWindow, list, name, windowStartOf } from '@/db/queries/guards';
import { withDeadline } from '@/db/queries/deadline';
import { demoConversations, demoMessages, demoTokenDays, rateLimits } from '@/db/schema';

/**
 * The bot demos' rows (docs/demo.md): conversations and their messages, the day's live tokens,
 * and the hourly limit per client. The site's own role runs these; the desk reads them through
 * db/queries/desk-demos.ts.
 */

const c = demoConversations;

/** The budget a message counts against: a fixed-window counter (db/queries/guards.ts). */
export type DemoLimit = { key: string; max: number; windowSeconds: number };

const limitValues = (limit: DemoLimit) => ({
  limitKey: limit.key,
  limitMax: limit.max,
  limitWindowSeconds: limit.windowSeconds,
});

/** A message taken into its conversation, with what the conversation said before it. */
export type ConversationTurn =
  | {
      status: 'claimed';
      demoId: DemoId;
      visitorMessages: number;
      history: History;
    }
  | { status: 'unknown' | 'ended' | 'flood' };

const within = sql`(select hits from counted) <= ${sql.placeholder('limitMax')}`;

const startConversation = prepareStatement(sql`
  with counted as (${countHit('limit')}),
  started as (
    insert into ${c} (${list([name(c.id), name(c.demoId), name(c.page), name(c.clientHash), name(c.visitorMessages)])})
    select ${sql.placeholder('id')}, ${sql.placeholder('demoId')}, ${sql.placeholder('page')}, ${sql.placeholder('clientHash')}, 1
    where ${within}
    returning 1)
  select exists (select from started) as started`);

/** A new conversation, its first message counted, unless `limit` is spent: then false. */
export async function startDemoConversation(
  values: { id: string; demoId: DemoId; page: string; clientHash: string },
  limit: DemoLimit,
): Promise<boolean> {
  const [row] = await withDeadline(() => startConversation({ ...values, ...limitValues(limit) }));
  return row?.started === true;
}

/** What the conversation `id` said so far, oldest first, as JSON. */
const history = sql`(select coalesce(json_agg(json_build_object('kind', ${demoMessages.kind}, 'text', ${demoMessages.text}) order by ${demoMessages.id}), '[]')
      from ${demoMessages} where ${demoMessages.conversationId} = ${sql.placeholder('id')})`;

type History = { kind: DemoMessageKind; text: string }[];
const readHistory = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as History;

/** The conversation `id`, of this client, begun on this page. */
const ours = sql`${c.id} = ${sql.placeholder('id')} and ${c.clientHash} = ${sql.placeholder('clientHash')}
      and ${c.page} = ${sql.placeholder('page')}`;

/**
 * Counts the message against `limit`, then the visitor's next message in a conversation of this
 * client, begun on this page, that has not had its last, and reads what it said so far: one
 * statement, one round trip before the reply, and two messages sent at once cannot both take the
 * last turn. When none is counted, says why: the limit, no such conversation for this client on
 * this page (a message refused takes no turn), or over.
 */
const claimTurn = prepareStatement(sql`
  with counted as (${countHit('limit')}),
  claimed as (
    update ${c} set ${name(c.visitorMessages)} = ${c.visitorMessages} + 1
    where ${ours} and ${c.visitorMessages} < ${DEMO_LIMITS.visitorMessages} and ${within}
    returning ${c.demoId} as demo_id, ${c.visitorMessages} as visitor_messages)
  select ${within} as calm, claimed.demo_id, claimed.visitor_messages,
    exists (select from ${c} where ${ours}) as ours,
    ${history} as history
  from (select 1) as one left join claimed on true`);

export async function claimDemoTurn(
  conversation: { id: string; clientHash: string; page: string },
  limit: DemoLimit,
): Promise<ConversationTurn> {
  const [row] = await withDeadline(() => claimTurn({ ...conversation, ...limitValues(limit) }));
  if (!row?.calm) return { status: 'flood' };
  if (row.demo_id === null) return { status: row.ours ? 'ended' : 'unknown' };
  return {
    status: 'claimed',
    demoId: row.demo_id as DemoId,
    visitorMessages: Number(row.visitor_messages),
    history: readHistory(row.history),
  };
}

const recordExchange = prepareStatement(sql`
  with messages as (
    insert into ${demoMessages} (${list([name(demoMessages.conversationId), name(demoMessages.kind), name(demoMessages.text), name(demoMessages.fallback)])})
    select ${sql.placeholder('id')}, 'visitor', ${sql.placeholder('visitor')}, null
      where ${sql.placeholder('id')}::text is not null
    union all
    select ${sql.placeholder('id')}, ${sql.placeholder('kind')}, ${sql.placeholder('reply')}, ${sql.placeholder('fallback')}
      where ${sql.placeholder('id')}::text is not null
    returning 1),
  counted as (
    update ${c} set
      ${name(c.liveReplies)} = ${c.liveReplies} + ${sql.placeholder('live')}::int,
      ${name(c.tokens)} = ${c.tokens} + ${sql.placeholder('tokens')}::int
    where ${c.id} = ${sql.placeholder('id')} and exists (select from messages)
    returning 1),
  shared as (
    update ${rateLimits} set ${name(rateLimits.hits)} = greatest(0, ${rateLimits.hits} + ${sql.placeholder('delta')}::int)
    where ${rateLimits.key} = ${sql.placeholder('shareKey')}::text
      and ${rateLimits.windowStart} = to_timestamp(${sql.placeholder('shareWindow')}::float8)
      and ${sql.placeholder('delta')}::int <> 0
    returning 1)
  update ${demoTokenDays} set ${name(demoTokenDays.tokens)} = greatest(0, ${demoTokenDays.tokens} + ${sql.placeholder('delta')}::int)
  where ${demoTokenDays.day} = ${sql.placeholder('day')}::date and ${sql.placeholder('delta')}::int <> 0`);

/**
 * The visitor's message and the reply it got, kept for the desk (without a conversation, as when
 * the database did not answer at its start, nothing is kept), and in the same statement the
 * day's tokens, and the client's share of them, corrected by what a live call used beyond its
 * reservation (the share only within the hour it was taken in).
 */
export async function recordDemoExchange(exchange: {
  id: string | null;
  visitor: string;
  kind: Exclude<DemoMessageKind, 'visitor'>;
  reply: string;
  fallback?: FallbackReason;
  tokens?: number;
  budget?: Correction;
}): Promise<void> {
  const live = exchange.kind === 'live' || exchange.kind === 'stopped' ? 1 : 0;
  await withDeadline(() =>
    recordExchange({
      id: exchange.id,
      visitor: exchange.visitor,
      kind: exchange.kind,
      reply: exchange.reply,
      fallback: exchange.fallback ?? null,
      live,
      tokens: exchange.tokens ?? 0,
      day: exchange.budget?.day ?? null,
      delta: exchange.budget?.delta ?? 0,
      shareKey: exchange.budget?.share.key ?? null,
      shareWindow: exchange.budget?.share.window ?? null,
    }),
  );
}

/** Today, as the budget counts days: in Karachi, where the provider is (the desk's days too). */
export const karachiToday = sql`(now() at time zone 'Asia/Karachi')::date`;

/**
 * A client's share of the day's tokens within one hour (lib/demo/live.ts): counted on its own
 * row of the rate limits' counters, in tokens, under `key`, at most `max` an hour.
 */
export type TokenShare = { key: string; max: number };

/**
 * What a live call's reservation is corrected by once its usage is known: the day it was
 * reserved on, the client's share it was counted in (its key, and its hour, in epoch seconds),
 * and the tokens used beyond the reservation (negative: given back).
 */
export type Correction = { day: string; share: { key: string; window: number }; delta: number };

const asked = sql`${sql.placeholder('tokens')}::int`;
const shareMax = sql`${sql.placeholder('shareMax')}::int`;
/** Whether today's tokens, as this statement sees them, leave room for `tokens`. */
const dayHasRoom = sql`coalesce((select ${demoTokenDays.tokens} from ${demoTokenDays} where ${demoTokenDays.day} = ${karachiToday}), 0)
      + ${asked} <= ${sql.placeholder('budget')}::int`;

/**
 * A live reply's go-ahead, in one statement: the message counted against `limit`; `tokens`
 * counted against the client's share of the hour; and `tokens` of today's budget reserved,
 * unless they would take the day past `budget`. Concurrent reservations queue on the client's
 * row, then on the day's, so none slips past either. The share is taken only when the day, as
 * this statement sees it, has room: a reservation that loses the day's last room to another at
 * the same instant still counts in its client's share, for the rest of that hour (the day is
 * spent by then, until midnight in Karachi, itself an hour's start). The day reserved on and the
 * share's hour are returned, for the correction to name (a reply may end in the next hour).
 */
const reserve = prepareStatement(sql`
  with counted as (${countHit('limit')}),
  shared as (
    insert into ${rateLimits} (${list([name(rateLimits.key), name(rateLimits.windowStart), name(rateLimits.hits)])})
    select ${sql.placeholder('shareKey')}, ${windowStartOf(sql`3600`)}, ${asked}
    where ${within} and ${asked} <= ${shareMax} and ${dayHasRoom}
    on conflict (${name(rateLimits.key)}) do update set
      ${name(rateLimits.hits)} = ${countInWindow},
      ${name(rateLimits.windowStart)} = excluded.${name(rateLimits.windowStart)}
      where ${countInWindow} <= ${shareMax}
    returning extract(epoch from ${rateLimits.windowStart})::float8 as share_window),
  reserved as (
    insert into ${demoTokenDays} (${list([name(demoTokenDays.day), name(demoTokenDays.tokens)])})
    select ${karachiToday}, ${asked}
    where exists (select from shared) and ${asked} <= ${sql.placeholder('budget')}::int
    on conflict (${name(demoTokenDays.day)}) do update
      set ${name(demoTokenDays.tokens)} = ${demoTokenDays.tokens} + excluded.${name(demoTokenDays.tokens)}
      where ${demoTokenDays.tokens} + excluded.${name(demoTokenDays.tokens)} <= ${sql.placeholder('budget')}::int
    returning ${demoTokenDays.day}::text as day)
  select ${within} as calm, ${dayHasRoom} as room, (select share_window from shared) as share_window,
    (select day from reserved) as day`);

/**
 * Reserves a live reply's `tokens`: 'limit' when the client has sent its messages of the hour or
 * spent its share of tokens in it, 'budget' when the day has no room for them.
 */
export async function reserveLiveReply(
  tokens: number,
  budget: number,
  limit: DemoLimit,
  share: TokenShare,
): Promise<Omit<Correction, 'delta'> | 'limit' | 'budget'> {
  const [row] = await withDeadline(() =>
    reserve({
      tokens,
      budget,
      ...limitValues(limit),
      shareKey: share.key,
      shareMax: share.max,
    }),
  );
  if (!row?.calm) return 'limit';
  if (row.day) {
    return { day: String(row.day), share: { key: share.key, window: Number(row.share_window) } };
  }
  // The day had room, yet no share was taken: the client's share of the hour is spent.
  return row.room && row.share_window === null ? 'limit' : 'budget';
}

const ofClient = prepareStatement(sql`
  select 1 from ${c}
  where ${c.id} = ${sql.placeholder('id')} and ${c.clientHash} = ${sql.placeholder('clientHash')}`);

/** Whether `id` is a conversation this client had: what an order may be linked to. */
export async function isDemoConversationOf(id: string, clientHash: string): Promise<boolean> {
  const rows = await withDeadline(() => ofClient({ id, clientHash }));
  return rows.length > 0;
}

const historyOfClient = prepareStatement(sql`
  select ${c.visitorMessages} as visitor_messages, ${history} as history from ${c} where ${ours}`);

/**
 * What a conversation of this client, on this page, said so far, and how many of its messages
 * are used; null when it is none of theirs. For a page answering a refused message without
 * JavaScript, which shows the conversation as it was.
 */
export async function demoHistoryOf(conversation: {
  id: string;
  clientHash: string;
  page: string;
}): Promise<{ visitorMessages: number; history: History } | null> {
  const [row] = await withDeadline(() => historyOfClient(conversation));
  if (!row) return null;
  return { visitorMessages: Number(row.visitor_messages), history: readHistory(row.history) };
}
