import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { DEMO_LIMITS, DEMO_MESSAGE_KINDS, FALLBACK_REASONS } from '@/content/demo-copy';
import { DEMO_IDS } from '@/content/demos/demo';
import { createdAt, id, maxLength, oneOf } from '@/db/columns';

/**
 * The bot demos' conversations (docs/demo.md): kept for the desk, deleted 30 days after they
 * start. No IP address: the client's rate-limit key only as a keyed hash, to tell its own
 * conversation from another visitor's.
 */
export const demoConversations = pgTable(
  'demo_conversations',
  {
    /** Random, issued by the server; the browser sends it back with each message. */
    id: text('id').primaryKey(),
    demoId: text('demo_id').notNull(),
    /** The page it was started on: a bot's or an industry's. */
    page: text('page').notNull(),
    clientHash: text('client_hash').notNull(),
    visitorMessages: integer('visitor_messages').notNull().default(0),
    liveReplies: integer('live_replies').notNull().default(0),
    /** Tokens the model reported (or, for a reply cut short, was reserved) for its replies. */
    tokens: integer('tokens').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('demo_conversations_created_at_idx').on(t.createdAt),
    check('demo_conversations_demo_id_check', oneOf(t.demoId, DEMO_IDS)),
    check('demo_conversations_page_check', maxLength(t.page, 100)),
  ],
);

/**
 * One message of a conversation: the visitor's, or the bot's reply, live (whole or stopped by
 * the visitor), scripted (a written answer), or the sentence of a fallback, with its reason.
 */
export const demoMessages = pgTable(
  'demo_messages',
  {
    id: id(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => demoConversations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    fallback: text('fallback'),
    createdAt: createdAt(),
  },
  (t) => [
    index('demo_messages_conversation_idx').on(t.conversationId, t.id),
    check('demo_messages_kind_check', oneOf(t.kind, DEMO_MESSAGE_KINDS)),
    check(
      'demo_messages_fallback_check',
      sql`${t.fallback} is null or ${oneOf(t.fallback, FALLBACK_REASONS)}`,
    ),
    check('demo_messages_text_check', maxLength(t.text, DEMO_LIMITS.storedChars)),
  ],
);

/**
 * The whole site's live tokens per day (Asia/Karachi): reserved before each model call, corrected
 * from the usage it reports after. One row a day, so concurrent reservations queue on it and
 * none slips past the budget.
 */
export const demoTokenDays = pgTable('demo_token_days', {
  day: date('day').primaryKey(),
  tokens: integer('tokens').notNull(),
});
