'use client';

import { startTransition, useCallback, useEffect, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { whenIdle } from '@/components/ui/when-idle';

/**
 * A dialog's module, kept once fetched and rendered only then, never through React.lazy: a
 * lazy component suspends on its first render even when its code is already here, and React
 * holds a revealed Suspense boundary back for 300 ms, which the first open would wait
 * (docs/islands.md).
 */
export function dialogModule<Module>(load: () => Promise<Module>) {
  let code: Module | undefined;
  return { get: () => code, load: () => load().then((loaded) => (code = loaded)) };
}

/** A new tab or window was asked for: the link does that. */
const wantsNewContext = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** What a dialog gets: `open` is undefined until first asked for (it may be built ahead then). */
export type DialogState = {
  open: boolean | undefined;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null;
};

/**
 * A link that, once the page runs JavaScript, is a button opening a dialog instead (role
 * button, aria-haspopup dialog, Space works as on a button). The dialog's code comes when the
 * browser is idle after load, or sooner when the pointer or focus reaches the button; then it
 * is rendered (closed) in a transition, in slices that never block the page. If the code
 * cannot be fetched, the link is followed: its page works without it.
 */
export function DialogLink<Module>({
  href,
  className,
  children,
  dialog,
  render,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  dialog: ReturnType<typeof dialogModule<Module>>;
  render: (code: Module, state: DialogState) => ReactNode;
}) {
  const [open, setOpen] = useState<boolean>();
  const [ready, setReady] = useState(false);
  // Where focus returns when the dialog closes.
  const [link, setLink] = useState<HTMLAnchorElement | null>(null);
  const hydrated = useHydrated();
  const prefetch = useCallback(
    () =>
      void dialog.load().then(
        () => startTransition(() => setReady(true)),
        () => {},
      ),
    [dialog],
  );
  useEffect(() => whenIdle(prefetch), [prefetch]);

  // Already fetched (the usual case): opened within the click, not a task later.
  function openDialog(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (dialog.get()) setOpen(true);
    else
      dialog.load().then(
        () => setOpen(true),
        () => window.location.assign(href),
      );
  }

  const code = dialog.get();
  return (
    <>
      <a
        ref={setLink}
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
      {(ready || open !== undefined) &&
        code &&
        render(code, { open, onOpenChange: setOpen, returnFocusTo: () => link })}
    </>
  );
}
