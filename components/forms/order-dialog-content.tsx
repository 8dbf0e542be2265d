'use client';

import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { PlanCode } from '@/content/form-options';
import type { OrderTarget } from '@/lib/submission/order-target';
import { ORDER_FORM_TITLE, orderDialogs } from '@/content/messages';
import { FormNotice } from '@/components/forms/notice';
import { OrderForm } from '@/components/forms/order-form';
import type { Draft } from '@/components/forms/use-submission-form';

/**
 * The success of an order placed from a dialog, kept by the button once the dialog has closed:
 * here, with the dialog's code, not in every bot page's first scripts.
 */
export function PlacedNotice({ reference }: { reference: string }) {
  return (
    <div className="order-last mt-3 w-full text-left text-sm">
      <FormNotice notice={{ tone: 'success', ...orderDialogs.ok, reference }} />
    </div>
  );
}

/**
 * The 'Fill Order Details' dialog (Radix and the order form): fetched when a visitor reaches
 * for an order button, not with the bot page. What was typed survives closing and reopening.
 */
export function OrderDialogContent({
  open,
  onOpenChange,
  target,
  plan,
  description,
  returnFocusTo,
  onPlaced,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: OrderTarget;
  plan?: PlanCode;
  /** An order went through: its reference, once its success dialog has closed. */
  onPlaced: (reference: string | undefined) => void;
  description: string;
  /** The button that opened it: the dialog has no Radix trigger of its own. */
  returnFocusTo: () => HTMLElement | null;
}) {
  const [draft, setDraft] = useState<Draft>();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={ORDER_FORM_TITLE}
        description={description}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <OrderForm
          target={target}
          plan={plan}
          draft={draft}
          onDraft={setDraft}
          onAnswerAfterClose={(result) => {
            // A failure keeps the draft, and its id, for the retry; a success is placed.
            if (result.status !== 'ok') return;
            setDraft(undefined);
            onPlaced(result.reference);
          }}
          onSuccess={(reference) => {
            onPlaced(reference);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
