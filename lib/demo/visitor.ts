import 'server-only';
import { isDemoConversationOf } from '@/db/queries/demo';
import { keyedDigest } from '@/db/queries/limit-keys';
import type { FormValues } from '@/lib/action-result';
import { DEMO_CONVERSATION_FIELD } from '@/lib/demo/visit';
import { isConversationId } from '@/lib/schemas/demo';
import { clientKeyOf } from '@/lib/submission/client-address';

/**
 * Who is talking to a demo: the client the form limits know (lib/submission/client-address.ts),
 * as a keyed hash, which is all a demo keeps of it (no address is stored, in its conversations
 * nor in its limits' counters).
 */
export type DemoVisitor = { hash: string };

export function demoVisitorOf(requestHeaders: Pick<Headers, 'get'>): DemoVisitor {
  return { hash: keyedDigest('demo-visitor', clientKeyOf(requestHeaders)) };
}

/**
 * The demo conversation an order names (lib/demo/visit.ts), when it is one this visitor had:
 * anything else, or a database that cannot tell, leaves the order without it, never refused.
 */
export async function demoConversationOfOrder(
  sent: FormValues,
  { hash }: DemoVisitor,
): Promise<string | undefined> {
  const id = sent[DEMO_CONVERSATION_FIELD];
  if (typeof id !== 'string' || !isConversationId(id)) return undefined;
  return (await isDemoConversationOf(id, hash).catch(() => false)) ? id : undefined;
}
