import 'server-only';
import { and, asc, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { DemoMessageKind, FallbackReason } from '@/content/demo-copy';
import type { DemoId } from '@/content/demos/demo';
import { karachiToday } from '@/db/queries/demo';
import { getDeskDb } from '@/db/queries/desk-db';
import { botOrders, demoConversations, demoMessages, demoTokenDays } from '@/db/schema';

/** The desk's view of the bot demos (app/desk/(signed-in)/demos): counts, budget, transcripts. */

const c = demoConversations;
const karachiDay = (column: typeof c.createdAt) =>
  sql<string>`to_char(${column} at time zone 'Asia/Karachi', 'YYYY-MM-DD')`;

/**
 * The start of the Asia/Karachi day `days` - 1 days before today: the last `days` whole days,
 * today's included (a window of 24-hour periods would take part of one day more).
 */
const sinceDays = (days: number) =>
  sql`((${karachiToday} - ${days - 1}::int)::timestamp at time zone 'Asia/Karachi')`;

export type DemoDay = { day: string; demoId: DemoId; live: number; scripted: number };

/**
 * Conversations per demo and Asia/Karachi day over the last `days` days: live (at least one live
 * reply) against scripted (the recorded sample only).
 */
export async function demosPerDay(days: number): Promise<DemoDay[]> {
  const db = await getDeskDb();
  const day = karachiDay(c.createdAt);
  const rows = await db
    .select({
      day,
      demoId: c.demoId,
      live: sql<number>`count(*) filter (where ${c.liveReplies} > 0)::int`,
      scripted: sql<number>`count(*) filter (where ${c.liveReplies} = 0)::int`,
    })
    .from(c)
    .where(gte(c.createdAt, sinceDays(days)))
    .groupBy(day, c.demoId)
    .orderBy(desc(day), asc(c.demoId));
  return rows.map((row) => ({ ...row, demoId: row.demoId as DemoId }));
}

/**
 * Live replies that gave way to the recorded sample, by reason, over the last `days` days
 * (Asia/Karachi).
 */
export async function fallbacksByReason(
  days: number,
): Promise<{ reason: FallbackReason; count: number }[]> {
  const db = await getDeskDb();
  const rows = await db
    .select({ reason: demoMessages.fallback, count: count() })
    .from(demoMessages)
    .where(and(eq(demoMessages.kind, 'fallback'), gte(demoMessages.createdAt, sinceDays(days))))
    .groupBy(demoMessages.fallback);
  return rows.map((row) => ({ reason: row.reason as FallbackReason, count: row.count }));
}

/** The live tokens of today (Asia/Karachi), replies under way included. */
export async function demoTokensToday(): Promise<number> {
  const db = await getDeskDb();
  const [row] = await db
    .select({ tokens: demoTokenDays.tokens })
    .from(demoTokenDays)
    .where(eq(demoTokenDays.day, karachiToday));
  return row?.tokens ?? 0;
}

export type DemoConversationRow = {
  id: string;
  demoId: DemoId;
  page: string;
  visitorMessages: number;
  liveReplies: number;
  tokens: number;
  createdAt: Date;
  at: string;
};

const conversationColumns = {
  id: c.id,
  demoId: c.demoId,
  page: c.page,
  visitorMessages: c.visitorMessages,
  liveReplies: c.liveReplies,
  tokens: c.tokens,
  createdAt: c.createdAt,
  at: sql<string>`${c.createdAt}::text`,
};

/** Conversations, newest first, a page after `before`. */
export async function readDemoConversations(
  limit: number,
  before?: { at: string; id: string },
): Promise<{ rows: DemoConversationRow[]; more: boolean }> {
  const db = await getDeskDb();
  const rows = await db
    .select(conversationColumns)
    .from(c)
    .where(
      before &&
        or(
          lt(c.createdAt, sql`${before.at}::timestamptz`),
          and(eq(c.createdAt, sql`${before.at}::timestamptz`), lt(c.id, before.id)),
        ),
    )
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(limit + 1);
  const typed = rows.map((row) => ({ ...row, demoId: row.demoId as DemoId }));
  return { rows: typed.slice(0, limit), more: rows.length > limit };
}

export type DemoTranscript = DemoConversationRow & {
  messages: {
    kind: DemoMessageKind;
    text: string;
    fallback: FallbackReason | null;
    createdAt: Date;
  }[];
  /** The orders placed after it, by reference and id. */
  orders: { id: number; reference: string | null }[];
};

/** One conversation with every message, and the orders that name it; undefined once deleted. */
export async function readDemoTranscript(id: string): Promise<DemoTranscript | undefined> {
  const db = await getDeskDb();
  const [conversation] = await db.select(conversationColumns).from(c).where(eq(c.id, id));
  if (!conversation) return undefined;
  const [messages, orders] = await Promise.all([
    db
      .select({
        kind: demoMessages.kind,
        text: demoMessages.text,
        fallback: demoMessages.fallback,
        createdAt: demoMessages.createdAt,
      })
      .from(demoMessages)
      .where(eq(demoMessages.conversationId, id))
      .orderBy(asc(demoMessages.id)),
    db
      .select({ id: botOrders.id, reference: botOrders.reference })
      .from(botOrders)
      .where(eq(botOrders.demoConversationId, id)),
  ]);
  return {
    ...conversation,
    demoId: conversation.demoId as DemoId,
    messages: messages.map((message) => ({
      ...message,
      kind: message.kind as DemoMessageKind,
      fallback: message.fallback as FallbackReason | null,
    })),
    orders,
  };
}
