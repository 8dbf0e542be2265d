'use client';

import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { PlanCode } from '@/content/form-options';
import type { OrderTarget } from '@/lib/submission/order-target';
import { useHydrated } from '@/components/ui/use-hydrated';

type Content = typeof import('@/components/forms/order-dialog-content');

/**
 * The dialog's module, kept once fetched. It is rendered only then, never through React.lazy:
 * a lazy component suspends on its first render even when its code is already here, and
 * React holds a revealed Suspense boundary back for 300 ms, which the first open would wait.
 */
let content: Content | undefined;
const loadContent = () =>
  import('@/components/forms/order-dialog-content').then((module) => (content = module));

/**
 * The dialog's code, fetched once the page has loaded and the browser is idle: the first open
 * then waits for nothing, and the first paint carries none of it.
 */
function prefetchWhenIdle(prefetch: () => void): () => void {
  let handle = 0;
  const schedule = () => {
    handle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(prefetch, { timeout: 5000 })
        : window.setTimeout(prefetch, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/** A new tab or window was asked for: let the link do that. */
function wantsNewContext(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The link to the bot's order page that, once the page runs JavaScript, is a button that opens
 * the order form in a dialog instead (announced as such: role button, aria-haspopup dialog,
 * and Space works as on a button). The dialog's code is fetched when the browser is idle after
 * load, or sooner when the pointer or focus reaches the button. If it cannot be fetched, the
 * link is followed: the order page works without it.
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
  const hydrated = useHydrated();
  useEffect(() => prefetchWhenIdle(prefetch), []);

  function show() {
    setOpened(true);
    setOpen(true);
  }

  // Already fetched (the usual case): opened within the click, not a task later.
  function openDialog() {
    if (content) show();
    else loadContent().then(show, () => window.location.assign(href));
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
        onClick={(event) => {
          if (wantsNewContext(event)) return;
          event.preventDefault();
          openDialog();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          openDialog();
        }}
      >
        {children}
      </a>
      {opened && content && (
        <content.OrderDialogContent
          open={open}
          onOpenChange={setOpen}
          target={target}
          plan={plan}
          description={description}
          returnFocusTo={() => linkRef.current}
          onPlaced={setPlaced}
        />
      )}
      {placed && content && <content.PlacedNotice reference={placed} />}
    </>
  );
}
