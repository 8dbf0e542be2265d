import type { FallbackReason, Refusal } from '@/content/demo-copy';

/**
 * What the demo's reply endpoint streams (app/demo/reply/route.ts): one JSON object a line, as
 * it happens, read by the panel (components/demo/demo-panel.tsx).
 * - `start`: the conversation (new on its first message), how this reply is made, and whether
 *   this message is its last (a reply stopped sends no `end`);
 * - `text`: the next piece of the reply, as the model wrote it (or a written answer, whole);
 * - `fallback`: the live reply gave way to the recorded sample, and why; any text sent before it
 *   is void; a written answer may follow;
 * - `end`: the reply is whole; how many of the conversation's messages are used, and whether
 *   that was the last;
 * - `refused`: the message was not taken (empty, too long, not this visitor's conversation…).
 */
export type DemoEvent =
  | { t: 'start'; conversation: string; mode: 'live' | 'scripted'; last: boolean }
  | { t: 'text'; text: string }
  | { t: 'fallback'; reason: FallbackReason }
  | { t: 'end'; turns: number; last: boolean }
  | { t: 'refused'; refusal: Refusal };

export { DEMO_REPLY_PATH } from '@/lib/demo/reply-path.mjs';

/** The events in a chunk of the stream, and the unfinished line to prepend to the next. */
export function readEvents(buffer: string): { events: DemoEvent[]; rest: string } {
  const lines = buffer.split('\n');
  const rest = lines.pop() ?? '';
  const events = lines.filter(Boolean).map((line) => JSON.parse(line) as DemoEvent);
  return { events, rest };
}
