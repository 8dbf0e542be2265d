import { DEMO_LIMITS, type Refusal } from '@/content/demo-copy';
import { withoutControls } from '@/lib/schemas/plain-text';

/**
 * A message to a bot demo as the browser posts it, checked the same in the browser and on the
 * server (docs/demo.md): the page it was sent from, the conversation's id (none for its first
 * message), and either a suggested question's number or the visitor's own words.
 */

/** 16 random bytes in base64url: what the server issues, and all it accepts. */
export const DEMO_CONVERSATION_ID_LENGTH = 22;
const CONVERSATION_ID = /^[A-Za-z0-9_-]{22}$/;

export const isConversationId = (value: string) => CONVERSATION_ID.test(value);

/** The four suggested questions of a demo, by their place. */
const SUGGESTED = /^[0-3]$/;

export const DEMO_FIELDS = {
  page: 'page',
  conversation: 'conversation',
  suggested: 'suggested',
  message: 'message',
} as const;

export type DemoPost = {
  page: string;
  conversation?: string;
  ask: { suggested: number } | { message: string };
};

/** Space and the characters that show nothing, at either end. */
const EDGE = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

/** The visitor's words as they are kept and sent on: trimmed, without control characters. */
export function cleanMessage(text: string): string {
  return withoutControls(text).replace(EDGE, '');
}

/** Characters as a person counts them (an emoji is one). */
export const characters = (text: string) => [...text].length;

/** The post read, or why it is refused: an empty or oversized message costs nothing. */
export function readDemoPost(
  values: Record<string, string | string[]>,
): DemoPost | { refused: Refusal } {
  const field = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  const page = field(DEMO_FIELDS.page).slice(0, 100);
  const conversation = field(DEMO_FIELDS.conversation);
  if (conversation && !isConversationId(conversation)) return { refused: 'unknown' };
  const base = { page, conversation: conversation || undefined };
  const suggested = field(DEMO_FIELDS.suggested);
  if (SUGGESTED.test(suggested)) return { ...base, ask: { suggested: Number(suggested) } };
  const message = cleanMessage(field(DEMO_FIELDS.message));
  if (!message) return { refused: 'empty' };
  if (characters(message) > DEMO_LIMITS.messageChars) return { refused: 'long' };
  return { ...base, ask: { message } };
}
