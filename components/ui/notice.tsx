'use client';

import { CircleCheck, CircleX, Info } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

export type Tone = 'success' | 'error' | 'info';

const tones = {
  success: { box: 'border-green-200 bg-green-50', Icon: CircleCheck, color: 'text-success' },
  error: { box: 'border-red-200 bg-red-50', Icon: CircleX, color: 'text-danger' },
  info: { box: 'border-amber-200 bg-amber-50', Icon: Info, color: 'text-info' },
} as const;

type Message = { tone: Tone; title: string; text: string; children?: ReactNode };

/** A message told in the page, announced as a status message; `children` go under its text. */
export function StatusNotice({ tone, title, text, children }: Message) {
  const { box, Icon, color } = tones[tone];
  return (
    <div role="status" className={`flex gap-3 rounded-xl border p-4 ${box}`}>
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${color}`} />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-0.5 text-slate-800">{text}</p>
        {children}
      </div>
    </div>
  );
}

/**
 * A message in a dialog: Radix reads its title and text out; `onClosed` runs however it closes
 * (OK, the close button, Escape, the timer of `autoCloseMs`, shown as a draining bar); focus
 * goes to `returnFocusTo`, as it has no trigger. `actions` sit left of OK.
 */
export function MessageDialog({
  tone,
  title,
  text,
  autoCloseMs,
  onClosed,
  returnFocusTo,
  actions,
  children,
}: Message & {
  autoCloseMs?: number;
  onClosed: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
  actions?: ReactNode;
}) {
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  useEffect(() => {
    if (!autoCloseMs) return;
    const timer = setTimeout(() => onClosedRef.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs]);
  const { Icon, color } = tones[tone];
  return (
    <Dialog open onOpenChange={(open) => open || onClosed()}>
      <DialogContent
        title={title}
        description={text}
        icon={<Icon aria-hidden="true" className={`size-7 shrink-0 ${color}`} />}
        compact
        returnFocusTo={returnFocusTo}
        footer={
          autoCloseMs && (
            <div aria-hidden="true" className="h-1.5 bg-slate-100">
              <div
                className="h-full w-0 bg-success transition-[width] ease-linear starting:w-full"
                style={{ transitionDuration: `${autoCloseMs}ms` }}
              />
            </div>
          )
        }
      >
        {children}
        <div className="flex flex-wrap justify-end gap-3">
          {actions}
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
