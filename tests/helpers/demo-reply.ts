// A bot demo's answer (POST /demo/reply, lib/demo/reply.ts) read whole, as the panel reads it
// piece by piece: for the tests that post a message and look at what came back.
import { readEvents, type DemoEvent } from '../../lib/demo/events';

export type DemoReply = {
  events: DemoEvent[];
  /** The reply's text: its `text` events joined. */
  text: string;
  /** The conversation the answer names (new on its first message), or ''. */
  conversation: string;
};

/** The events of a whole NDJSON answer, the text they carry and the conversation they name. */
export function readDemoReply(body: string): DemoReply {
  const { events } = readEvents(`${body}\n`);
  const text = events.flatMap((event) => (event.t === 'text' ? [event.text] : [])).join('');
  const start = events.find((event) => event.t === 'start');
  return { events, text, conversation: start?.t === 'start' ? start.conversation : '' };
}
