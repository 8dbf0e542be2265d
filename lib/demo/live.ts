import 'server-only';
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { DEMO_LIMITS, type FallbackReason } from '@/content/demo-copy';
import { withoutValues } from '@/db/errors';
import { reserveLiveReply, type Correction } from '@/db/queries/demo';
import { streamModel, type ChatMessage } from '@/lib/demo/model';
import { env } from '@/lib/env';
import { closingSignal, isStopping } from '@/lib/http/shutdown.mjs';

/**
 * A live reply under the limits that protect the provider's bill (decisions.md, "Try before you
 * buy"): replies at once per instance, messages per client per hour, the client's share of the
 * day's tokens in an hour, the day's token budget (both reserved before the call, corrected from
 * the usage after), and the deadlines of the first chunk and of the whole reply. Whatever stops
 * it, the caller is told why in one word, and the visitor gets the recorded sample with its
 * sentence: never a raw error, never a wait past the deadline.
 */

/**
 * How a live reply ended. `budget`, when tokens were reserved: the day they were reserved on and
 * what the call used beyond them (negative: given back), recorded with the exchange
 * (db/queries/demo.ts) in the statement that keeps it.
 */
export type LiveOutcome = (
  | { kind: 'live' | 'stopped'; text: string; tokens: number }
  | { kind: 'fallback'; reason: FallbackReason }
) & { budget?: Correction };

/**
 * The most of the day's budget one client may spend in an hour: a tenth, and never less than the
 * longest conversation in English: eight 500-character messages, each reply its 300 tokens, each
 * sent again with the ones before it, reserve up to about 37,000 tokens with the last message
 * (what was used before it and the most it can cost; tests/unit/demo-share.test.ts). At 20,000, a
 * visitor asking for long answers was told at the 7th message that the hour's messages were used.
 * The messages per hour count messages, not their size:
 * without this, one client sending long messages of CJK or emoji (a token a byte) spent the
 * default day's 200,000 in minutes, and every visitor after it got the recorded sample.
 */
export function clientShare(dailyTokens: number): number {
  return Math.max(Math.ceil(dailyTokens / 10), 40_000);
}

const HOUR_SECONDS = 60 * 60;

/**
 * How long the rest of a stream (its usage, `[DONE]`) is waited for after the reply's end (its
 * `finish_reason`, or the usage chunk): an endpoint writes it at once. Then the call is ended,
 * the reply whole, counted as its reservation if no usage came.
 */
const END_WAIT_MS = 1_000;

// Per process, on globalThis: the build may bundle this module more than once.
const slots = globalThis as unknown as { botbazaarDemoReplies?: number };

/** A chat template's own tokens around each message (role markers, separators), at most. */
const TOKENS_PER_MESSAGE = 8;

/**
 * The most tokens `messages` can take as a prompt, whatever the model's tokenizer: a byte-level
 * BPE (OpenAI's, Llama 3's) or SentencePiece with byte fallback spends at most a token per byte
 * of UTF-8, and its template a few per message. Four characters a token, the usual guess, holds
 * for English prose only: short words, CJK or emoji take one token for one to two characters,
 * and the day's budget would be passed (the correction after a call has no ceiling).
 */
export function estimateTokens(messages: readonly Pick<ChatMessage, 'content'>[]): number {
  return messages.reduce(
    (sum, message) => sum + Buffer.byteLength(message.content, 'utf8') + TOKENS_PER_MESSAGE,
    TOKENS_PER_MESSAGE,
  );
}

/**
 * Streams the model's reply to `messages`, each piece to `emit` as it arrives. `stop` aborts
 * when the visitor presses Stop (or leaves): what arrived by then is the reply, 'stopped'.
 */
export async function liveReply({
  messages,
  clientHash,
  stop,
  emit,
}: {
  messages: ChatMessage[];
  /** The client as its conversation keeps it (lib/demo/visitor.ts): its hourly limit's key. */
  clientHash: string;
  stop: AbortSignal;
  emit: (text: string) => void;
}): Promise<LiveOutcome> {
  const { DEMO_MAX_CONCURRENT, DEMO_MESSAGES_PER_HOUR, DEMO_DAILY_TOKENS } = env();
  // Stopping, the server has seconds left: no reply that may need 25.
  if (isStopping()) return { kind: 'fallback', reason: 'down' };
  if ((slots.botbazaarDemoReplies ?? 0) >= DEMO_MAX_CONCURRENT) {
    return { kind: 'fallback', reason: 'busy' };
  }
  slots.botbazaarDemoReplies = (slots.botbazaarDemoReplies ?? 0) + 1;
  try {
    const reserved = estimateTokens(messages) + DEMO_LIMITS.replyTokens;
    const go = await reserveLiveReply(
      reserved,
      DEMO_DAILY_TOKENS,
      { key: `demo-live:${clientHash}`, max: DEMO_MESSAGES_PER_HOUR, windowSeconds: HOUR_SECONDS },
      { key: `demo-tokens:${clientHash}`, max: clientShare(DEMO_DAILY_TOKENS) },
    );
    if (go === 'limit' || go === 'budget') return { kind: 'fallback', reason: go };
    const { outcome, tokens } = await callModel(messages, stop, emit, reserved);
    return { ...outcome, budget: { ...go, delta: tokens - reserved } };
  } catch (error) {
    // The database (the limit, the budget) did not answer: no model call without them.
    console.error('[demo] no live reply, the limits could not be checked:', withoutValues(error));
    return { kind: 'fallback', reason: 'down' };
  } finally {
    slots.botbazaarDemoReplies = (slots.botbazaarDemoReplies ?? 1) - 1;
  }
}

/**
 * Why a call failed, for the log: never the visitor's words, nor the endpoint's body (an error's
 * message may quote either). The SDK names its connection errors only `Error`: an endpoint that
 * can't be reached is told by the system's code under it (`ECONNREFUSED`, `ENOTFOUND`…).
 */
export function failure(error: unknown, timedOut: string | null): string {
  if (timedOut) return timedOut;
  if (error instanceof APIError && error.status) return `the endpoint answered ${error.status}`;
  const code = codeUnder(error);
  const under = code ? ` (${code})` : '';
  if (error instanceof APIConnectionTimeoutError) return 'the endpoint did not answer in time';
  if (error instanceof APIConnectionError) return `the endpoint could not be reached${under}`;
  // An error object in the stream itself, after a 200 (`data: {"error": …}`): its message is the
  // endpoint's, and may quote the visitor.
  if (error instanceof APIError) return 'the endpoint sent an error in its stream';
  return error instanceof Error ? `${error.name}${under}` : 'an unknown error';
}

/** The first system or socket error code in an error's chain of causes (`ECONNRESET`, `UND_ERR_SOCKET`). */
function codeUnder(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Object && depth < 5; depth += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]+$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether the endpoint turned the call down before any work (an error status, or no connection):
 * a provider bills nothing for those. The SDK's own timeout and an abort are not: the prompt was
 * sent, and may be billed.
 */
function turnedDown(error: unknown): boolean {
  if (error instanceof APIConnectionError) return !(error instanceof APIConnectionTimeoutError);
  return error instanceof APIError && error.status !== undefined;
}

/**
 * One model call under the two deadlines, with the tokens it counts against the day: the usage
 * the endpoint reported, or, when it reported none (stopped, stalled, cut off), the whole
 * reservation, the most the call could have cost. A provider bills the prompt of a call stopped
 * before its first word, and may go on writing after the connection is gone: giving those back
 * let a visitor who stops every reply spend the provider's money past the budget. Nothing, when
 * the endpoint turned the call down.
 */
async function callModel(
  messages: ChatMessage[],
  stop: AbortSignal,
  emit: (text: string) => void,
  reserved: number,
): Promise<{ outcome: LiveOutcome; tokens: number }> {
  // The visitor left before the call (while the turn and the budget were taken): no call, and
  // nothing of the reservation spent. A listener added to a signal already aborted never runs:
  // the model wrote whole replies for nobody, each holding a slot of DEMO_MAX_CONCURRENT.
  if (stop.aborted) return { outcome: { kind: 'stopped', text: '', tokens: 0 }, tokens: 0 };
  const controller = new AbortController();
  let timedOut: string | null = null;
  const giveUp = (why: string) => () => {
    timedOut = why;
    controller.abort();
  };
  const firstChunk = setTimeout(
    giveUp(`no first chunk within ${DEMO_LIMITS.firstChunkMs} ms`),
    DEMO_LIMITS.firstChunkMs,
  );
  const whole = setTimeout(
    giveUp(`no whole reply within ${DEMO_LIMITS.replyMs} ms`),
    DEMO_LIMITS.replyMs,
  );
  const onStop = () => controller.abort();
  stop.addEventListener('abort', onStop);
  // The server closing: the reply ends now, as a failed one does, not cut off at the exit.
  const closing = closingSignal();
  const onClosing = giveUp('the server is stopping');
  closing.addEventListener('abort', onClosing);
  let text = '';
  let reported: number | undefined;
  const counted = () => reported ?? reserved;
  // An abort may end the stream without an error (the SDK's iterator returns): what stopped it
  // is read from the signals, not from how the loop ended.
  const stopped = () => stop.aborted && !timedOut;
  let pieces = 0;
  /** The endpoint said the reply was whole, or this server ended it at its limits. */
  let ended = false;
  let afterEnd: NodeJS.Timeout | undefined;
  // The reply is whole. Its usage and `[DONE]` follow at once, and the connection is kept for the
  // next call; an endpoint that holds the stream open after them is not waited for until the
  // deadline, which would take the finished reply for a stall.
  const endSoon = () => {
    ended = true;
    afterEnd ??= setTimeout(() => controller.abort(), END_WAIT_MS);
  };
  /**
   * The reply, however its stream ended: the words so far when the visitor stopped it, or the
   * whole reply once it had its end, whatever came after (a deadline, the server stopping, the
   * wait above, a broken connection). Nothing when it failed.
   */
  const kept = (): { outcome: LiveOutcome; tokens: number } | undefined => {
    const tokens = counted();
    if (stopped()) return { outcome: { kind: 'stopped', text, tokens }, tokens };
    if (ended && text.trim()) return { outcome: { kind: 'live', text, tokens }, tokens };
    return undefined;
  };
  try {
    for await (const event of streamModel(messages, controller.signal)) {
      if ('usage' in event) {
        reported = event.usage.tokens;
        // The usage `include_usage` asks for comes once the reply is written, last: the reply
        // is whole, though a server that leaves out finish_reason did not say so.
        if (event.last) endSoon();
        continue;
      }
      if ('finished' in event) {
        endSoon();
        continue;
      }
      clearTimeout(firstChunk);
      // A model that ignores `max_tokens` (or writes long tokens) is cut off here, its call ended:
      // the reply is what came by then, whole as far as the visitor and the desk are concerned,
      // and counted as the whole reservation (no usage comes).
      pieces += 1;
      const piece = event.text.slice(0, DEMO_LIMITS.storedChars - text.length);
      if (pieces > DEMO_LIMITS.replyTokens || !piece) {
        ended = true;
        controller.abort();
        break;
      }
      text += piece;
      emit(piece);
    }
    const reply = kept();
    if (reply) return reply;
    if (timedOut) console.warn(`[demo] the live reply failed: ${timedOut}`);
    // Half an answer is not shown as the bot's reply: the connection ended without the reply's end.
    else if (!ended)
      console.warn('[demo] the live reply failed: the endpoint ended the reply before its end');
    else console.warn('[demo] the live reply failed: the endpoint sent no text');
  } catch (error) {
    // Stopped, or broken after the reply's end (or ended after it, above).
    const reply = kept();
    if (reply) return reply;
    console.warn(`[demo] the live reply failed: ${failure(error, timedOut)}`);
    if (!timedOut && turnedDown(error)) {
      return { outcome: { kind: 'fallback', reason: 'down' }, tokens: reported ?? 0 };
    }
  } finally {
    clearTimeout(firstChunk);
    clearTimeout(whole);
    clearTimeout(afterEnd);
    stop.removeEventListener('abort', onStop);
    closing.removeEventListener('abort', onClosing);
  }
  return { outcome: { kind: 'fallback', reason: 'down' }, tokens: counted() };
}
