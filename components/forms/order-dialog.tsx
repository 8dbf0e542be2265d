'use client';

import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { PlanCode } from '@/content/form-options';
import { orderDialogs } from '@/content/messages';
import type { OrderTarget } from '@/lib/submission/order-target';
import { FormNotice } from '@/components/forms/form-notice';

const loadContent = () => import('@/components/forms/order-dialog-content');
const OrderDialogContent = lazy(() =>
  loadContent().then((module) => ({ default: module.OrderDialogContent })),
);

/** A new tab or window was asked for: let the link do that. */
function wantsNewContext(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The link to the bot's order page that, once the page runs JavaScript, opens the order form
 * in a dialog instead. The dialog's code is fetched when the pointer or focus reaches the link.
 * If it cannot be fetched, the link is followed: the order page works without it.
 */
export function OrderDialog({
  href,
  target,
  plan,
  description,
  className,
  children,
}: {
  href: string;
  target: OrderTarget;
  plan?: PlanCode;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  // `opened`: asked for once, so the dialog (and the draft it keeps) stays mounted from then on.
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  // The reference of the order placed from here: it stays in view once the dialog has closed.
  const [placed, setPlaced] = useState<string>();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const prefetch = () => void loadContent().catch(() => {});

  return (
    <>
      <a
        ref={linkRef}
        href={href}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          if (wantsNewContext(event)) return;
          event.preventDefault();
          loadContent().then(
            () => {
              setOpened(true);
              setOpen(true);
            },
            () => window.location.assign(href),
          );
        }}
      >
        {children}
      </a>
      {opened && (
        <Suspense>
          <OrderDialogContent
            open={open}
            onOpenChange={setOpen}
            target={target}
            plan={plan}
            description={description}
            returnFocusTo={() => linkRef.current}
            onPlaced={setPlaced}
          />
        </Suspense>
      )}
      {placed && (
        <div className="order-last mt-3 w-full text-left text-sm">
          <FormNotice notice={{ tone: 'success', ...orderDialogs.ok, reference: placed }} />
        </div>
      )}
    </>
  );
}
