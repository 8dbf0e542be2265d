'use server';

import { headers } from 'next/headers';
import { failureMessages } from '@/content/messages';
import { resolveOrderTarget } from '@/content/order-target';
import { insertBotOrder } from '@/db/queries/submissions';
import { demoConversationOfOrder, demoVisitorOf } from '@/lib/demo/visitor';
import { firstErrorPerField, type ActionResult } from '@/lib/action-result';
import { ORDER_MESSAGES, orderSchema, type OrderField } from '@/lib/schemas/order';
import {
  failed,
  invalid,
  leadAnswer,
  leadGuards,
  receive,
  REFUSED,
  saveFailed,
} from '@/lib/submission/steps';

/** The order form's action: a bot ordered from its page, its order page or an industry page. */
export async function submitOrder(
  _previous: ActionResult<OrderField>,
  formData: FormData,
): Promise<ActionResult<OrderField>> {
  // Parse, with the schema the browser checked the form with.
  const received = await receive('order', formData);
  if (!received) return REFUSED;
  const parsed = orderSchema.safeParse(received.sent);
  if (!parsed.success) return invalid(received, firstErrorPerField(parsed.error.issues));
  const order = parsed.data;

  // What only the server knows: the page's two fields name a bot or industry of the catalogue
  // (a tampered page cannot invent one), whose platforms include the chosen one ('Other' is
  // offered with Premium on every page, and the schema checked the plan).
  const target = resolveOrderTarget(order.source, order.slug);
  if (!target) return failed(received, failureMessages.order.unknownBot);
  if (order.platform !== 'other' && !target.platforms.includes(order.platform)) {
    return invalid(received, { platform: ORDER_MESSAGES.platform });
  }

  // Guard and save: one statement counts the hit, claims the key, inserts the bot_orders row
  // (under a new reference) and queues its deliveries; then the answer.
  try {
    const { guards, meta, known } = await leadGuards(received, order);
    if (known) return { status: 'ok', submissionId: received.clientId, reference: known };
    const demoConversationId = await demoConversationOfOrder(
      received.values,
      demoVisitorOf(await headers()),
    );
    const saved = await insertBotOrder(
      {
        ...meta,
        botSlug: target.botSlug,
        botCategory: target.botCategory,
        userName: order.name,
        email: order.email,
        phoneNumber: order.phone,
        platform: order.platform,
        requirements: order.requirements || null,
        additionalInfo: order.additionalInfo || null,
        plan: order.plan,
        demoConversationId,
        // status is left to the database's default, 'pending': the app's role may not write it.
      },
      guards,
    );
    return leadAnswer(received, saved, guards);
  } catch (error) {
    return saveFailed(received, error, failureMessages.order);
  }
}
