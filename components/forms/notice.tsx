'use client';

import { CircleCheck, CircleX, Info, MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { continueOnWhatsapp } from '@/content/leads';
import {
  newsletterDialogs,
  referenceCopy,
  reloadNotice,
  type DialogCopy,
} from '@/content/messages';
import type { ActionResult } from '@/lib/action-result';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { newTab } from '@/components/ui/new-tab';

/**
 * How a submission ended, in the words the visitor reads: a lead's reference under the success
 * text; `autoClose`, a dialog that closes itself; `reload`, the page predates the last deploy.
 */
export type Notice = DialogCopy & {
  tone: 'success' | 'error' | 'info';
  reference?: string;
  autoClose?: boolean;
  reload?: boolean;
};

/**
 * A form's last submission: `post`, a native post the page was rendered for, or `call`, the
 * action called from JavaScript, which may also throw (the network, an old page). `seen` once
 * its dialog has closed.
 */
export type Outcome = { via: 'post' | 'call'; seen: boolean } & (
  { result: ActionResult } | { exception: { stale: boolean } }
);

/** What the visitor reads for an outcome; null when there is nothing to tell (idle, invalid). */
export type Describe = (outcome: Outcome) => Notice | null;

const thrown = (copy: DialogCopy, stale: boolean): Notice => ({
  tone: 'error',
  ...copy,
  reload: stale,
});

/** An order, custom-bot request or contact message (docs/rules.md#what-the-visitor-reads). */
export function leadNotices(dialogs: {
  ok: DialogCopy;
  failedTitle: string;
  exception: DialogCopy;
}): Describe {
  return (outcome) => {
    if ('exception' in outcome) return thrown(dialogs.exception, outcome.exception.stale);
    const { result } = outcome;
    if (result.status === 'ok')
      return { tone: 'success', ...dialogs.ok, reference: result.reference, autoClose: true };
    if (result.status === 'failed')
      return { tone: 'error', title: dialogs.failedTitle, text: result.message };
    return null;
  };
}

/** The newsletter: every outcome is told, invalid address too (docs/rules.md#newsletter-form). */
export const newsletterNotices: Describe = (outcome) => {
  if ('exception' in outcome) return thrown(newsletterDialogs.exception, outcome.exception.stale);
  const { status } = outcome.result;
  if (status === 'ok') return { tone: 'success', ...newsletterDialogs.ok };
  if (status === 'duplicate') return { tone: 'info', ...newsletterDialogs.duplicate };
  if (status === 'idle') return null;
  return { tone: 'error', ...newsletterDialogs[status] };
};

/**
 * Where an outcome is told: in a dialog until it closes; in the page, the answer to a native
 * post, and a success once its dialog has closed (its reference stays in view).
 */
export function placeOf(outcome: Outcome | null, describe: Describe) {
  const notice = outcome && describe(outcome);
  if (!outcome || !notice) return { dialog: null, inline: null };
  if (!outcome.seen) return { dialog: notice, inline: null };
  const keep = outcome.via === 'post' || notice.tone === 'success';
  return { dialog: null, inline: keep ? notice : null };
}

const tones = {
  success: { box: 'border-green-200 bg-green-50', Icon: CircleCheck, color: 'text-success' },
  error: { box: 'border-red-200 bg-red-50', Icon: CircleX, color: 'text-danger' },
  info: { box: 'border-amber-200 bg-amber-50', Icon: Info, color: 'text-info' },
} as const;

/** A lead's reference, to quote when following up, and the chat that has it prefilled. */
function ReferenceLine({ reference, className }: { reference: string; className: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800 ${className}`}>
      <span>
        {referenceCopy.label}:{' '}
        <strong className="font-mono font-semibold tracking-wide text-slate-900">
          {reference}
        </strong>
      </span>
      <a
        href={continueOnWhatsapp(reference)}
        {...newTab}
        className="inline-flex min-h-6 items-center gap-1 font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {referenceCopy.whatsapp}
      </a>
    </p>
  );
}

/** An outcome told in the page, in the dialog's words, announced as a status message. */
export function FormNotice({ notice }: { notice: Notice }) {
  const { box, Icon, color } = tones[notice.tone];
  return (
    <div role="status" className={`flex gap-3 rounded-xl border p-4 ${box}`}>
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${color}`} />
      <div>
        <p className="font-semibold text-slate-900">{notice.title}</p>
        <p className="mt-0.5 text-slate-800">{notice.text}</p>
        {notice.reference && <ReferenceLine reference={notice.reference} className="mt-2" />}
      </div>
    </div>
  );
}

/** Success dialogs close themselves after this long (docs/rules.md#what-the-visitor-reads). */
const AUTO_CLOSE_MS = 2000;

/**
 * An outcome in a dialog: Radix reads its title and text out; `onClosed` runs however it closes
 * (OK, the close button, Escape, the timer); focus goes to `returnFocusTo` (it has no trigger).
 */
export function ResultDialog({
  notice,
  onClosed,
  returnFocusTo,
}: {
  notice: Notice | null;
  onClosed: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  useEffect(() => {
    if (!notice?.autoClose) return;
    const timer = setTimeout(() => onClosedRef.current(), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  const { Icon, color } = tones[notice.tone];

  return (
    <Dialog open onOpenChange={(open) => open || onClosed()}>
      <DialogContent
        title={notice.title}
        description={notice.text}
        icon={<Icon aria-hidden="true" className={`size-7 shrink-0 ${color}`} />}
        compact
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
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
