'use server';

import { headers } from 'next/headers';
import type { Refusal } from '@/content/demo-copy';
import {
  askedText,
  conversationSoFar,
  exchangesOf,
  keepExchange,
  scriptedAnswer,
  takeTurn,
  type KeptExchange,
} from '@/lib/demo/turn';
import { demoVisitorOf } from '@/lib/demo/visitor';
import { readDemoPost, DEMO_FIELDS } from '@/lib/schemas/demo';
import { formDataToValues } from '@/lib/submission/form-data';

/**
 * What a demo's page shows after a question posted without JavaScript: the conversation so far
 * (the server holds it), with the recorded sample's answer to this question last (a live reply
 * needs the page's script to stream), or why the question was refused, with what was typed
 * kept. The conversation's id comes back, for the next question to carry.
 */
export type DemoAnswer =
  | { status: 'idle' }
  | {
      status: 'answered';
      conversation: string | null;
      /** Its exchanges, this one last. */
      exchanges: KeptExchange[];
      turns: number;
      last: boolean;
    }
  | {
      status: 'refused';
      refused: Refusal;
      conversation: string | null;
      typed: string;
      /** The conversation it was sent in, as it was. */
      exchanges: KeptExchange[];
      last: boolean;
    };

export async function askDemo(_previous: DemoAnswer, formData: FormData): Promise<DemoAnswer> {
  if (!(formData instanceof FormData)) return { status: 'idle' };
  const values = formDataToValues(formData);
  const field = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  const visitor = demoVisitorOf(await headers());
  const typed = field(DEMO_FIELDS.message);
  const sentConversation = field(DEMO_FIELDS.conversation) || null;
  const refused = async (refusal: Refusal): Promise<DemoAnswer> => ({
    status: 'refused',
    refused: refusal,
    conversation: sentConversation,
    typed,
    ...(await conversationSoFar(field(DEMO_FIELDS.page), sentConversation, visitor)),
  });
  const post = readDemoPost(values);
  if ('refused' in post) return refused(post.refused);
  const turn = await takeTurn(post, visitor);
  if ('refused' in turn) return refused(turn.refused);
  const exchange = {
    visitor: askedText(turn.page, post.ask),
    reply: scriptedAnswer(turn.page, post.ask),
  };
  await keepExchange(turn, { ...exchange, kind: 'scripted' });
  return {
    status: 'answered',
    conversation: turn.conversation,
    exchanges: [...exchangesOf(turn.history), { ...exchange, kind: 'scripted' }],
    turns: turn.turns,
    last: turn.last,
  };
}
