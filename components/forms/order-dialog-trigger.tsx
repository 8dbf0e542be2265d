import type { ReactNode } from 'react';
import type { Bot } from '@/content/bot';
import type { PlanCode } from '@/content/form-options';
import { botOrderTarget, orderDescription, orderPagePath } from '@/lib/submission/order-target';
import { OrderDialog } from '@/components/forms/order-dialog';

/**
 * 'Choose {plan}' and 'Get Bot' on a bot page: a real link to the bot's order page, upgraded
 * to the 'Fill Order Details' dialog. Only the few fields the form needs reach the browser.
 */
export function OrderDialogTrigger({
  bot,
  plan,
  children,
  className,
}: {
  bot: Bot;
  plan?: PlanCode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <OrderDialog
      href={orderPagePath(bot.slug, plan)}
      target={botOrderTarget(bot)}
      plan={plan}
      description={orderDescription(bot, plan)}
      className={className}
    >
      {children}
    </OrderDialog>
  );
}
