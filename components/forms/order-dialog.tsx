'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { PlanCode } from '@/content/form-options';
import type { OrderTarget } from '@/lib/submission/order-target';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * The dialog's module (order-form.tsx), kept once fetched and rendered only then, never through
 * React.lazy: a lazy component suspends on its first render even when its code is already
 * here, and React holds a revealed Suspense boundary back for 300 ms, which the first open
 * would wait (docs/islands.md).
 */
let content: typeof import('@/components/forms/order-form') | undefined;
const loadContent = () =>
  import('@/components/forms/order-form').then((module) => (content = module));
const prefetch = () => void loadContent().catch(() => {});

/**
 * Fetches the dialog's code once the page has loaded and the browser is idle: the first open
 * then waits for nothing, and the first paint carries none of it.
 */
function prefetchWhenIdle(): () => void {
  let handle = 0;
  const idle = typeof requestIdleCallback === 'function';
  const schedule = () => {
    handle = idle
      ? requestIdleCallback(prefetch, { timeout: 5000 })
      : window.setTimeout(prefetch, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle) cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/** A new tab or window was asked for: the link does that. */
const wantsNewContext = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link to the bot's order page that, once the page runs JavaScript, is a button opening the
 * order form in a dialog instead (role button, aria-haspopup dialog, Space works as on a
 * button). The dialog's code comes at idle, or sooner when the pointer or focus reaches the
 * button; if it cannot be fetched, the link is followed: the order page works without it.
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
  // Undefined until first asked for; then the dialog, and the draft it keeps, stay mounted.
  const [open, setOpen] = useState<boolean>();
  // The reference of the order placed from here: it stays in view once the dialog has closed.
  const [placed, setPlaced] = useState<string>();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const hydrated = useHydrated();
  useEffect(prefetchWhenIdle, []);

  // Already fetched (the usual case): opened within the click, not a task later.
  function openDialog(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (content) setOpen(true);
    else
      loadContent().then(
        () => setOpen(true),
        () => window.location.assign(href),
      );
  }

  return (
    <>
      <a
        ref={linkRef}
        href={href}
        className={className}
        role={hydrated ? 'button' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => wantsNewContext(event) || openDialog(event)}
        onKeyDown={(event) => event.key === ' ' && openDialog(event)}
      >
        {children}
      </a>
      {open !== undefined && content && (
        <content.OrderDialogContent
          {...dialog}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={() => linkRef.current}
          onPlaced={setPlaced}
        />
      )}
      {placed && content && <content.PlacedNotice reference={placed} />}
    </>
  );
}
