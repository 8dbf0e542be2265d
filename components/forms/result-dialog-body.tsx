'use client';

import { CircleCheck, CircleX, Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { reloadNotice } from '@/content/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { ReferenceLine } from '@/components/forms/reference-line';
import type { Notice, ResultDialogProps } from '@/components/forms/notices';

/** Success dialogs close themselves after this long (docs/rules.md#what-the-visitor-reads). */
const AUTO_CLOSE_MS = 2000;

const toneIcon = {
  success: <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-success" />,
  error: <CircleX aria-hidden="true" className="size-7 shrink-0 text-danger" />,
  info: <Info aria-hidden="true" className="size-7 shrink-0 text-info" />,
} as const;

/**
 * The outcome of a submission. Radix reads the title and text out when it opens; `onClosed`
 * runs however it closes (OK, the close button, Escape, the timer).
 */
export function ResultDialogBody({
  notice,
  onClosed,
  returnFocusTo,
}: Omit<ResultDialogProps, 'notice'> & { notice: Notice }) {
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });

  useEffect(() => {
    if (!notice.autoClose) return;
    const timer = setTimeout(() => onClosedRef.current(), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <Dialog open onOpenChange={(open) => open || onClosed()}>
      <DialogContent
        title={notice.title}
        description={notice.text}
        icon={toneIcon[notice.tone]}
        compact
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo?.()?.focus();
        }}
        footer={
          notice.autoClose && (
            <div aria-hidden="true" className="h-1.5 bg-slate-100">
              <div className="h-full w-0 bg-success transition-[width] duration-[2000ms] ease-linear starting:w-full" />
            </div>
          )
        }
      >
        {notice.reference && <ReferenceLine reference={notice.reference} className="mb-4" />}
        {notice.reload && <p className="mb-4 text-slate-700">{reloadNotice.text}</p>}
        <div className="flex flex-wrap justify-end gap-3">
          {notice.reload && (
            <Button variant="outline" onClick={() => window.location.reload()}>
              {reloadNotice.action}
            </Button>
          )}
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
