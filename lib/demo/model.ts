import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { DEMO_LIMITS } from '@/content/demo-copy';
import { env } from '@/lib/env';
import { withoutControls } from '@/lib/schemas/plain-text';

/**
 * The only code that talks to the demo's model: any OpenAI-compatible chat-completions endpoint
 * (OpenAI, Ollama, vLLM, LM Studio, Groq, OpenRouter), through the `openai` SDK (docs/demo.md
 * says why this client). Its text streams out as it arrives; the usage the endpoint reports at
 * the end corrects the day's budget.
 */

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/**
 * What the model's stream says: a piece of text; that the reply is whole (its `finish_reason`:
 * written to its end, or to `max_tokens`); the usage, and whether it came in the chunk that
 * `include_usage` adds after the reply (`last`: no choices), or beside a piece of it (a server
 * that tells the usage so far in every chunk).
 */
export type ModelEvent =
  { text: string } | { finished: true } | { usage: { tokens: number }; last: boolean };

/** Whether the provider has set up a live model, and the day's budget allows any. */
export function liveConfigured(): boolean {
  const { DEMO_LLM_BASE_URL, DEMO_DAILY_TOKENS } = env();
  return Boolean(DEMO_LLM_BASE_URL) && DEMO_DAILY_TOKENS > 0;
}

const holder = globalThis as unknown as { botbazaarModel?: { key: string; client: OpenAI } };

/** One client per process: its connections are kept alive between replies. */
function client(): OpenAI {
  const { DEMO_LLM_BASE_URL = '', DEMO_LLM_API_KEY } = env();
  const key = `${DEMO_LLM_BASE_URL} ${DEMO_LLM_API_KEY ?? ''}`;
  if (holder.botbazaarModel?.key !== key) {
    holder.botbazaarModel = {
      key,
      client: new OpenAI({
        baseURL: DEMO_LLM_BASE_URL,
        // A local server (Ollama, vLLM) takes any key; the SDK insists on one.
        apiKey: DEMO_LLM_API_KEY || 'none',
        // The reply's own deadline ends a call sooner (lib/demo/live.ts); this is the outer bound.
        timeout: DEMO_LIMITS.replyMs,
        // The retry is this module's (chatStream), which knows how long a visitor can wait.
        maxRetries: 0,
      }),
    };
  }
  return holder.botbazaarModel.client;
}

/**
 * The model's reply, as text pieces, its end and then its usage. `max_tokens` rather than
 * `max_completion_tokens`: the local servers the provider may run (Ollama, LM Studio, older
 * vLLM) read only the first. Ends, or throws, when `signal` aborts.
 */
export async function* streamModel(
  messages: ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<ModelEvent> {
  const stream = await chatStream(messages, signal);
  for await (const chunk of stream) {
    // A NUL would make the exchange unkeepable (PostgreSQL's text holds none), and with it the
    // day's correction recorded in the same statement.
    const text = withoutControls(chunk.choices[0]?.delta?.content ?? '');
    if (text) yield { text };
    // A stream that ends without it was cut off: the SDK ends its loop as quietly as at `[DONE]`.
    if (chunk.choices[0]?.finish_reason) yield { finished: true };
    // Usage as a count, or none (the call then counts as its whole reservation): a negative or
    // missing total from a faulty endpoint would have given the day's tokens back.
    const tokens = chunk.usage?.total_tokens;
    if (Number.isSafeInteger(tokens) && tokens! >= 0) {
      yield { usage: { tokens: tokens! }, last: chunk.choices.length === 0 };
    }
  }
}

/** The call, tried once more (DEMO_LIMITS.retries) when retryWait says so, after that wait. */
async function chatStream(
  messages: ChatMessage[],
  signal: AbortSignal,
  retries: number = DEMO_LIMITS.retries,
): Promise<AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>> {
  try {
    return await client().chat.completions.create(
      {
        model: env().DEMO_LLM_MODEL ?? '',
        messages,
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: DEMO_LIMITS.replyTokens,
      },
      { signal },
    );
  } catch (error) {
    const wait = retries > 0 && !signal.aborted ? retryWait(error) : undefined;
    if (wait === undefined) throw error;
    await sleep(wait, undefined, { signal });
    return chatStream(messages, signal, retries - 1);
  }
}

/** The wait before a retry when the endpoint names none: the SDK's first, half a second. */
const RETRY_WAIT_MS = 500;

/**
 * The longest wait for a retry the endpoint asks for. An endpoint that asks for longer (a 429
 * with `Retry-After: 20`, a quota spent) is not tried again: the SDK waited what it was asked,
 * up to a minute, so the visitor waited out the first chunk's 8 s for nothing, and the call was
 * counted against the day as one that ran.
 */
export const RETRY_WAIT_MAX_MS = 2_000;

/**
 * Whether a failed call is tried again, and after how long: as the SDK decides it (no connection,
 * or 408, 409, 429 and 5xx; what the endpoint says in `x-should-retry` first), after the wait it
 * asks for (`retry-after-ms`, or `Retry-After` in seconds or as a date), never one longer than
 * RETRY_WAIT_MAX_MS. Not after the SDK's own timeout, which is the whole reply's deadline.
 */
export function retryWait(error: unknown): number | undefined {
  if (error instanceof APIConnectionTimeoutError) return undefined;
  if (error instanceof APIConnectionError) return RETRY_WAIT_MS;
  if (!(error instanceof APIError) || error.status === undefined) return undefined;
  const told = error.headers?.get('x-should-retry');
  if (told === 'false') return undefined;
  if (told !== 'true' && ![408, 409, 429].includes(error.status) && error.status < 500) {
    return undefined;
  }
  const asked = askedWait(error.headers);
  if (asked === undefined) return RETRY_WAIT_MS;
  return asked <= RETRY_WAIT_MAX_MS ? asked : undefined;
}

/** The wait an answer asks for before the next call, in milliseconds, if it names one. */
function askedWait(headers: Headers | undefined): number | undefined {
  const milliseconds = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds)) return Math.max(milliseconds, 0);
  const after = headers?.get('retry-after');
  if (!after) return undefined;
  const seconds = Number.parseFloat(after);
  const wait = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(after) - Date.now();
  return Number.isFinite(wait) ? Math.max(wait, 0) : undefined;
}
