'use client';

import { useState, type ReactNode } from 'react';
import type { PlanCode } from '@/content/form-options';
import type { OrderTarget } from '@/content/order-target';
import { DialogLink, dialogModule } from '@/components/ui/dialog-link';

const orderForm = dialogModule(() => import('@/components/forms/order-form'));

/**
 * 'Get Bot' and 'Choose {plan}': a link to the bot's order page, upgraded to the 'Fill Order
 * Details' dialog once the page runs JavaScript (components/ui/dialog-link.tsx). Its props are
 * `orderButtonOf(bot, plan)` (content/order-target.ts): only what the form needs of the bot.
 */
export function OrderDialog({
  href,
  className,
  children,
  ...dialog
}: {
  href: string;
  target: OrderTarget;
  plan?: PlanCode;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  // The reference of the order placed from here: it stays in view once the dialog has closed.
  const [placed, setPlaced] = useState<string>();
  const content = orderForm.get();
  return (
    <>
      <DialogLink
        href={href}
        className={className}
        dialog={orderForm}
        render={(module, state) => (
          <module.OrderDialogContent {...dialog} {...state} onPlaced={setPlaced} />
        )}
      >
        {children}
      </DialogLink>
      {placed && content && <content.PlacedNotice reference={placed} />}
    </>
  );
}
