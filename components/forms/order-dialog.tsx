'use client';

import { useState, type ReactNode } from 'react';
import type { PlanCode } from '@/content/form-options';
import type { OrderTarget } from '@/lib/submission/order-target';
import { DialogLink, dialogModule } from '@/components/ui/dialog-link';

const orderForm = dialogModule(() => import('@/components/forms/order-form'));

/**
 * A link to the bot's order page that opens the order form in a dialog once the page runs
 * JavaScript (components/ui/dialog-link.tsx); the order page works without it.
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
