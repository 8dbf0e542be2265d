'use client';

import { MessageCircle } from 'lucide-react';
import { continueOnWhatsapp } from '@/content/leads';
import {
  newsletterDialogs,
  referenceCopy,
  reloadNotice,
  type DialogCopy,
} from '@/content/messages';
import type { ActionResult } from '@/lib/action-result';
import { Button } from '@/components/ui/button';
import { newTab } from '@/components/ui/new-tab';
import { MessageDialog, StatusNotice, type Tone } from '@/components/ui/notice';

/**
 * How a submission ended, in the words the visitor reads: a lead's reference under the success
 * text; `autoClose`, a dialog that closes itself; `reload`, the page predates the last deploy.
 */
export type Notice = DialogCopy & {
  tone: Tone;
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

/** An outcome told in the page, in the dialog's words. */
export function FormNotice({ notice }: { notice: Notice }) {
  return (
    <StatusNotice {...notice}>
      {notice.reference && <ReferenceLine reference={notice.reference} className="mt-2" />}
    </StatusNotice>
  );
}

/** Success dialogs close themselves after this long (docs/rules.md#what-the-visitor-reads). */
const AUTO_CLOSE_MS = 2000;

/** An outcome in a dialog, with its reference, or the way to reload a page older than the site. */
export function ResultDialog({
  notice,
  ...dialog
}: {
  notice: Notice | null;
  onClosed: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  if (!notice) return null;
  return (
    <MessageDialog
      {...notice}
      {...dialog}
      autoCloseMs={notice.autoClose ? AUTO_CLOSE_MS : undefined}
      actions={
        notice.reload && (
          <Button variant="outline" onClick={() => window.location.reload()}>
            {reloadNotice.action}
          </Button>
        )
      }
    >
      {notice.reference && <ReferenceLine reference={notice.reference} className="mb-4" />}
      {notice.reload && <p className="mb-4 text-slate-700">{reloadNotice.text}</p>}
    </MessageDialog>
  );
}
