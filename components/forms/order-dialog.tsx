'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { OrderForm, type OrderDraft, type OrderTarget } from '@/components/forms/order-form';

/** A new tab or window was asked for: let the link do that. */
function wantsNewContext(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The link to the bot's order page that, once the page runs JavaScript, opens the order form
 * in a dialog instead. What was typed survives closing and reopening it.
 */
export function OrderDialog({
  href,
  target,
  description,
  className,
  children,
}: {
  href: string;
  target: OrderTarget;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<OrderDraft>();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <a
          href={href}
          className={className}
          // Radix marks its trigger as a button; this stays a link.
          type={undefined}
          onClick={(event) => {
            if (wantsNewContext(event)) return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          {children}
        </a>
      </DialogTrigger>
      <DialogContent title="Fill Order Details" description={description}>
        <OrderForm
          target={target}
          draft={draft}
          onDraft={setDraft}
          onSuccess={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
