'use server';

import { failureMessages } from '@/content/messages';
import { toBotOrderRow } from '@/db/mappers';
import { insertBotOrder } from '@/db/queries/submissions';
import type { ActionResult } from '@/lib/action-result';
import { resolveOrderTarget, type OrderTarget } from '@/lib/submission/order-target';
import { ORDER_MESSAGES, orderSchema, type Order, type OrderField } from '@/lib/schemas/order';
import { handleSubmission } from '@/lib/submission/handle-submission';

export async function submitOrder(
  _previous: ActionResult<OrderField>,
  formData: FormData,
): Promise<ActionResult<OrderField>> {
  return handleSubmission<Order, OrderField, OrderTarget>({
    form: 'order',
    formData,
    parse: (input) => orderSchema.safeParse(input),
    prepare: (order) => {
      const target = resolveOrderTarget(order.source, order.slug);
      if (!target) return { failed: failureMessages.order.unknownBot };
      // 'Other' is offered on every page with Premium; the schema already checked the plan.
      if (order.platform !== 'other' && !target.platforms.includes(order.platform)) {
        return { errors: { platform: ORDER_MESSAGES.platform } };
      }
      return { context: target };
    },
    save: (order, meta, guards, target) =>
      insertBotOrder(toBotOrderRow(order, target, meta), guards),
    failure: failureMessages.order,
    kind: 'lead',
  });
}
