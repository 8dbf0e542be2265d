import 'server-only';
import { sql } from 'drizzle-orm';
import { DEMO_LIMITS, type DemoMessageKind, type FallbackReason } from '@/content/demo-copy';
import type { DemoId } from '@/content/demos/demo';
import { prepareStatement } from '@/db/client';
import { countHit, list, name } from '@/db/queries/guards';
import { withDeadline } from '@/db/queries/deadline';
import { demoConversations, demoMessages, demoTokenDays } from '@/db/schema';

/**
 * The bot demos' rows (docs/demo.md): conversations and their messages, the day's live tokens,
 * and the hourly limit per client. The site's own role runs these; the desk reads them through
 * db/queries/desk-demos.ts.
 */

const c = demoConversations;

/** A conversation as a new message finds it. */
export type ConversationTurn =
  | { status: 'claimed'; demoId: DemoId; page: string; visitorMessages: number }
  | { status: 'unknown' | 'ended' };

const startConversation = prepareStatement(sql`
  insert into ${c} (${list([name(c.id), name(c.demoId), name(c.page), name(c.clientHash), name(c.visitorMessages)])})
  values (${sql.placeholder('id')}, ${sql.placeholder('demoId')}, ${sql.placeholder('page')}, ${sql.placeholder('clientHash')}, 1)`);

/** A new conversation, its first message counted. */
export async function startDemoConversation(values: {
  id: string;
  demoId: DemoId;
  page: string;
  clientHash: string;
}): Promise<void> {
  await withDeadline(() => startConversation(values));
}

/**
 * Counts the visitor's next message, only in a conversation of this client that has not had its
 * last: in one statement, so two messages sent at once cannot both take the last turn. When none
 * is counted, says why (no such conversation for this client, or over).
 */
const claimTurn = prepareStatement(sql`
  with claimed as (
    update ${c} set ${name(c.visitorMessages)} = ${c.visitorMessages} + 1
    where ${c.id} = ${sql.placeholder('id')} and ${c.clientHash} = ${sql.placeholder('clientHash')}
      and ${c.visitorMessages} < ${DEMO_LIMITS.visitorMessages}
    returning ${c.demoId} as demo_id, ${c.page} as page, ${c.visitorMessages} as visitor_messages)
  select demo_id, page, visitor_messages, null::boolean as ours from claimed
  union all
  select null, null, null, true from ${c}
  where ${c.id} = ${sql.placeholder('id')} and ${c.clientHash} = ${sql.placeholder('clientHash')}
    and not exists (select from claimed)`);

export async function claimDemoTurn(id: string, clientHash: string): Promise<ConversationTurn> {
  const [row] = await withDeadline(() => claimTurn({ id, clientHash }));
  if (!row) return { status: 'unknown' };
  if (row.ours) return { status: 'ended' };
  return {
    status: 'claimed',
    demoId: row.demo_id as DemoId,
    page: String(row.page),
    visitorMessages: Number(row.visitor_messages),
  };
}

const readHistory = prepareStatement(sql`
  select ${demoMessages.kind} as kind, ${demoMessages.text} as text from ${demoMessages}
  where ${demoMessages.conversationId} = ${sql.placeholder('id')}
  order by ${demoMessages.id}`);

/** The conversation so far, oldest first. */
export async function demoHistory(id: string): Promise<{ kind: DemoMessageKind; text: string }[]> {
  const rows = await withDeadline(() => readHistory({ id }));
  return rows.map((row) => ({ kind: row.kind as DemoMessageKind, text: String(row.text) }));
}

const recordExchange = prepareStatement(sql`
  with messages as (
    insert into ${demoMessages} (${list([name(demoMessages.conversationId), name(demoMessages.kind), name(demoMessages.text), name(demoMessages.fallback)])})
    values (${sql.placeholder('id')}, 'visitor', ${sql.placeholder('visitor')}, null),
      (${sql.placeholder('id')}, ${sql.placeholder('kind')}, ${sql.placeholder('reply')}, ${sql.placeholder('fallback')})
    returning 1)
  update ${c} set
    ${name(c.liveReplies)} = ${c.liveReplies} + ${sql.placeholder('live')}::int,
    ${name(c.tokens)} = ${c.tokens} + ${sql.placeholder('tokens')}::int
  where ${c.id} = ${sql.placeholder('id')} and exists (select from messages)`);

/** The visitor's message and the reply it got, kept for the desk. */
export async function recordDemoExchange(exchange: {
  id: string;
  visitor: string;
  kind: Exclude<DemoMessageKind, 'visitor'>;
  reply: string;
  fallback?: FallbackReason;
  tokens?: number;
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
    }),
  );
}

const countMessage = prepareStatement(sql`${countHit('limit')}`);

/** Counts one message against `key`'s fixed window; true while within `max`. */
export async function withinDemoLimit(
  key: string,
  max: number,
  windowSeconds: number,
): Promise<boolean> {
  const [row] = await withDeadline(() =>
    countMessage({ limitKey: key, limitWindowSeconds: windowSeconds }),
  );
  return Number(row?.hits ?? 0) <= max;
}

/** Today, as the budget counts days: in Karachi, where the provider is. */
const today = sql`(now() at time zone 'Asia/Karachi')::date`;

const reserve = prepareStatement(sql`
  insert into ${demoTokenDays} (${list([name(demoTokenDays.day), name(demoTokenDays.tokens)])})
  select ${today}, ${sql.placeholder('tokens')}::int where ${sql.placeholder('tokens')}::int <= ${sql.placeholder('budget')}::int
  on conflict (${name(demoTokenDays.day)}) do update
    set ${name(demoTokenDays.tokens)} = ${demoTokenDays.tokens} + excluded.${name(demoTokenDays.tokens)}
    where ${demoTokenDays.tokens} + excluded.${name(demoTokenDays.tokens)} <= ${sql.placeholder('budget')}::int
  returning ${demoTokenDays.day}::text as day`);

/**
 * Reserves `tokens` of today's budget before a model call: false when they would take the day
 * past `budget`. Concurrent reservations queue on the day's row, so none slips past it. Returns
 * the day reserved on, which the correction names (a reply may end after midnight).
 */
export async function reserveDemoTokens(tokens: number, budget: number): Promise<string | null> {
  const [row] = await withDeadline(() => reserve({ tokens, budget }));
  return row ? String(row.day) : null;
}

const adjust = prepareStatement(sql`
  update ${demoTokenDays} set ${name(demoTokenDays.tokens)} = greatest(0, ${demoTokenDays.tokens} + ${sql.placeholder('delta')}::int)
  where ${demoTokenDays.day} = ${sql.placeholder('day')}::date`);

/** Corrects a reservation by what the call really used (negative: tokens given back). */
export async function adjustDemoTokens(day: string, delta: number): Promise<void> {
  if (delta !== 0) await withDeadline(() => adjust({ day, delta }));
}

const ofClient = prepareStatement(sql`
  select 1 from ${c}
  where ${c.id} = ${sql.placeholder('id')} and ${c.clientHash} = ${sql.placeholder('clientHash')}`);

/** Whether `id` is a conversation this client had: what an order may be linked to. */
export async function isDemoConversationOf(id: string, clientHash: string): Promise<boolean> {
  const rows = await withDeadline(() => ofClient({ id, clientHash }));
  return rows.length > 0;
}
