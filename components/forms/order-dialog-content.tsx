'use client';

import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { OrderForm, type OrderDraft, type OrderTarget } from '@/components/forms/order-form';

/**
 * The 'Fill Order Details' dialog (Radix and the order form): fetched when a visitor reaches
 * for an order button, not with the bot page. What was typed survives closing and reopening.
 */
export function OrderDialogContent({
  open,
  onOpenChange,
  target,
  description,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: OrderTarget;
  description: string;
  /** The button that opened it: the dialog has no Radix trigger of its own. */
  returnFocusTo: () => HTMLElement | null;
}) {
  const [draft, setDraft] = useState<OrderDraft>();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Fill Order Details"
        description={description}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <OrderForm
          target={target}
          draft={draft}
          onDraft={setDraft}
          onSuccess={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
