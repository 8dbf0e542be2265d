import 'server-only';
import { randomBytes } from 'node:crypto';
import { DEMO_LIMITS, demoCopy, type DemoMessageKind, type Refusal } from '@/content/demo-copy';
import { demoPageOf, type DemoPage } from '@/content/demo-pages';
import { isTemporarilyUnavailable, withoutValues } from '@/db/errors';
import {
  claimDemoTurn,
  demoHistoryOf,
  recordDemoExchange,
  startDemoConversation,
} from '@/db/queries/demo';
import type { DemoVisitor } from '@/lib/demo/visitor';
import { env } from '@/lib/env';
import { isConversationId, type DemoPost } from '@/lib/schemas/demo';

/**
 * One visitor message taken into its conversation, before any reply: the page it came from, its
 * conversation (started with the first message; another visitor's, or one past its last message,
 * is refused), and the flood limit every form has. Shared by the streaming endpoint
 * (lib/demo/reply.ts) and the action that answers a page posted without JavaScript
 * (lib/actions/demo.ts).
 */
export type Turn = {
  page: DemoPage;
  visitor: DemoVisitor;
  /** The conversation's id; null when the database could not be reached (nothing is kept). */
  conversation: string | null;
  /** Visitor messages in it, this one included. */
  turns: number;
  /** This is its last message. */
  last: boolean;
  /** What the conversation said before this message, oldest first. */
  history: { kind: DemoMessageKind; text: string }[];
};

export async function takeTurn(
  post: DemoPost,
  visitor: DemoVisitor,
): Promise<Turn | { refused: Refusal }> {
  const page = demoPageOf(post.page);
  if (!page) return { refused: 'unknown' };
  // The flood limit every form has: each message writes rows, recorded sample or not. Counted
  // by the keyed hash, as the conversation keeps it: no address is stored for a demo.
  const { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS } = env();
  const limit = {
    key: `demo:${visitor.hash}`,
    max: RATE_LIMIT_MAX,
    windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
  };
  try {
    if (!post.conversation) {
      const conversation = randomBytes(16).toString('base64url');
      const started = await startDemoConversation(
        { id: conversation, demoId: page.demo.id, page: page.path, clientHash: visitor.hash },
        limit,
      );
      if (!started) return { refused: 'flood' };
      return { page, visitor, conversation, turns: 1, last: false, history: [] };
    }
    // A conversation goes on on the page it began on, with its demo.
    const claimed = await claimDemoTurn(
      { id: post.conversation, clientHash: visitor.hash, page: page.path },
      limit,
    );
    if (claimed.status !== 'claimed') return { refused: claimed.status };
    const turns = claimed.visitorMessages;
    return {
      page,
      visitor,
      conversation: post.conversation,
      turns,
      last: turns >= DEMO_LIMITS.visitorMessages,
      history: claimed.history,
    };
  } catch (error) {
    if (!isTemporarilyUnavailable(error)) throw error;
    // The recorded sample still answers; nothing is kept, and no live reply runs without its limits.
    console.warn('[demo] the database is not answering: a message answered without keeping it');
    return { page, visitor, conversation: null, turns: 1, last: false, history: [] };
  }
}

/** The recorded sample's answer to a message: a suggested question's, or the one free typing gets. */
export function scriptedAnswer(page: DemoPage, ask: DemoPost['ask']): string {
  if ('suggested' in ask) return page.demo.suggested[ask.suggested]?.answer ?? '';
  return demoCopy.scriptedTyping;
}

/** The words the visitor sent: a suggested question's, or their own. */
export function askedText(page: DemoPage, ask: DemoPost['ask']): string {
  return 'suggested' in ask ? (page.demo.suggested[ask.suggested]?.question ?? '') : ask.message;
}

/**
 * Keeps an exchange for the desk, and corrects the day's tokens; a database that fails here loses
 * the record, not the reply.
 */
export async function keepExchange(
  turn: Turn,
  exchange: Omit<Parameters<typeof recordDemoExchange>[0], 'id'>,
): Promise<void> {
  await recordDemoExchange({ id: turn.conversation, ...exchange }).catch((error: unknown) =>
    console.error('[demo] an exchange could not be kept:', withoutValues(error)),
  );
}

/** A question and the reply it got, as a page shows them. */
export type KeptExchange = {
  visitor: string;
  reply: string;
  kind: 'scripted' | 'live' | 'stopped';
};

/**
 * A conversation's messages as the exchanges a page shows: each question with its reply. One
 * that fell back to the recorded sample, or was stopped before its first word, shows none.
 */
export function exchangesOf(history: Turn['history']): KeptExchange[] {
  const exchanges: KeptExchange[] = [];
  let asked: string | null = null;
  for (const message of history) {
    if (message.kind === 'visitor') asked = message.text;
    else if (asked !== null && message.kind !== 'fallback' && message.text) {
      exchanges.push({ visitor: asked, reply: message.text, kind: message.kind });
      asked = null;
    }
  }
  return exchanges;
}

/**
 * The conversation a refused message was sent in, as it was: its exchanges, and whether its last
 * message is used. Nothing for another visitor's, another page's, or when the database cannot
 * tell.
 */
export async function conversationSoFar(
  page: string,
  conversation: string | null,
  { hash }: DemoVisitor,
): Promise<{ exchanges: KeptExchange[]; last: boolean }> {
  if (!conversation || !isConversationId(conversation)) return { exchanges: [], last: false };
  const kept = await demoHistoryOf({ id: conversation, clientHash: hash, page }).catch(() => null);
  return {
    exchanges: kept ? exchangesOf(kept.history) : [],
    last: (kept?.visitorMessages ?? 0) >= DEMO_LIMITS.visitorMessages,
  };
}
