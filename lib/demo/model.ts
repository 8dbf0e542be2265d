import 'server-only';
import OpenAI from 'openai';
import { DEMO_LIMITS } from '@/content/demo-copy';
import { env } from '@/lib/env';
import { withoutControls } from '@/lib/schemas/demo';

/**
 * The only code that talks to the demo's model: any OpenAI-compatible chat-completions endpoint
 * (OpenAI, Ollama, vLLM, LM Studio, Groq, OpenRouter), through the `openai` SDK (docs/demo.md
 * says why this client). Its text streams out as it arrives; the usage the endpoint reports at
 * the end corrects the day's budget.
 */

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/**
 * What the model's stream says: a piece of text; that the reply is whole (its `finish_reason`:
 * written to its end, or to `max_tokens`); the usage.
 */
export type ModelEvent = { text: string } | { finished: true } | { usage: { tokens: number } };

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
        maxRetries: DEMO_LIMITS.retries,
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
  const stream = await client().chat.completions.create(
    {
      model: env().DEMO_LLM_MODEL ?? '',
      messages,
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: DEMO_LIMITS.replyTokens,
    },
    { signal },
  );
  for await (const chunk of stream) {
    // A NUL would make the exchange unkeepable (PostgreSQL's text holds none), and with it the
    // day's correction recorded in the same statement.
    const text = withoutControls(chunk.choices[0]?.delta?.content ?? '');
    if (text) yield { text };
    // A stream that ends without it was cut off: the SDK ends its loop as quietly as at `[DONE]`.
    if (chunk.choices[0]?.finish_reason) yield { finished: true };
    if (chunk.usage) yield { usage: { tokens: chunk.usage.total_tokens } };
  }
}
