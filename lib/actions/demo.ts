'use server';

import type { Refusal } from '@/content/demo-copy';
import { askedText, keepExchange, scriptedAnswer, takeTurn } from '@/lib/demo/turn';
import { readDemoPost, DEMO_FIELDS } from '@/lib/schemas/demo';
import { formDataToValues } from '@/lib/submission/form-data';

/**
 * What a demo's page shows after a question posted without JavaScript: the recorded sample's
 * answer (a live reply needs the page's script to stream), or why the question was refused,
 * with what was typed kept. The conversation's id comes back, for the next question to carry.
 */
export type DemoAnswer =
  | { status: 'idle' }
  | {
      status: 'answered';
      conversation: string | null;
      exchange: { visitor: string; reply: string };
      turns: number;
      last: boolean;
    }
  | { status: 'refused'; refused: Refusal; conversation: string | null; typed: string };

export async function askDemo(_previous: DemoAnswer, formData: FormData): Promise<DemoAnswer> {
  if (!(formData instanceof FormData)) return { status: 'idle' };
  const values = formDataToValues(formData);
  const field = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  const typed = field(DEMO_FIELDS.message);
  const sentConversation = field(DEMO_FIELDS.conversation) || null;
  const post = readDemoPost(values);
  if ('refused' in post) {
    return { status: 'refused', refused: post.refused, conversation: sentConversation, typed };
  }
  const turn = await takeTurn(post);
  if ('refused' in turn) {
    return { status: 'refused', refused: turn.refused, conversation: sentConversation, typed };
  }
  const exchange = {
    visitor: askedText(turn.page, post.ask),
    reply: scriptedAnswer(turn.page, post.ask),
  };
  await keepExchange(turn, { ...exchange, kind: 'scripted' });
  return {
    status: 'answered',
    conversation: turn.conversation,
    exchange,
    turns: turn.turns,
    last: turn.last,
  };
}
