'use client';

import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { ATTRIBUTION_FIELDS, continueOnWhatsapp } from '@/content/leads';
import {
  newsletterDialogs,
  referenceCopy,
  reloadNotice,
  type DialogCopy,
} from '@/content/messages';
import type { FormValues } from '@/lib/action-result';
import { DEMO_CONVERSATION_FIELD } from '@/lib/demo/visit';
import { HONEYPOT_FIELD } from '@/lib/submission/spam-guards';
import type { Outcome, SubmissionState } from '@/components/forms/use-submission-form';
import { Button } from '@/components/ui/button';
import { Honeypot } from '@/components/ui/field';
import { newTab } from '@/components/ui/new-tab';
import { MessageDialog, StatusNotice } from '@/components/ui/notice';
import { SubmitButton } from '@/components/ui/submit-button';

/* The form and its answer: what the visitor reads, where (docs/rules.md#what-the-visitor-reads) */

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

/** What the visitor reads for an outcome; null when there is nothing to tell (idle, invalid). */
export type Describe = (outcome: Outcome) => Notice | null;

/** A lead form's words (content/messages.ts): its success, its failure's title, a thrown call. */
type LeadDialogs = { ok: DialogCopy; failedTitle: string; exception: DialogCopy };

/** An order, custom-bot request or contact message. */
export function leadNotices(dialogs: LeadDialogs): Describe {
  return (outcome) => {
    if ('exception' in outcome)
      return { tone: 'error', ...dialogs.exception, reload: outcome.exception.stale };
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
  if ('exception' in outcome)
    return { tone: 'error', ...newsletterDialogs.exception, reload: outcome.exception.stale };
  const { status } = outcome.result;
  if (status === 'idle') return null;
  const tone = status === 'ok' ? 'success' : status === 'duplicate' ? 'info' : 'error';
  return { tone, ...newsletterDialogs[status] };
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
}: Pick<ComponentProps<typeof MessageDialog>, 'onClosed' | 'returnFocusTo'> & {
  notice: Notice | null;
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

/**
 * The hidden fields every form carries: the honeypot, whose filling the server marks as
 * suspected spam; and, on a page answering a post without JavaScript, where the visit came
 * from and the demo it had, which that page's own address no longer tells.
 */
export function FormGuards({ formId, visit }: { formId: string; visit: FormValues }) {
  return (
    <>
      <Honeypot id={`${formId}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} />
      {[...ATTRIBUTION_FIELDS, DEMO_CONVERSATION_FIELD].map((field) => {
        const value = visit[field];
        return typeof value === 'string' ? (
          <input key={field} type="hidden" name={field} value={value} />
        ) : null;
      })}
    </>
  );
}

/**
 * The frame of a lead's form (an order, a custom-bot request, a contact message): it posts
 * natively without JavaScript, validates and calls the action with it, carries the retry id and
 * the honeypot, and ends with the submit button and the dialog that tells the outcome (focus
 * returns to the button after it). A native post's page opens at its answer; a success seen in
 * a dialog stays by the button. Its columns follow its own width (a container query), not the
 * window's: the same form sits in a narrow card beside a page's text and in a wide dialog.
 */
export function SubmissionForm({
  state,
  dialogs,
  submitLabel,
  pendingLabel,
  onSuccessShown,
  onSuccessSeen,
  children,
}: {
  state: SubmissionState;
  dialogs: LeadDialogs;
  submitLabel: string;
  /** The button's label while the action runs ('Submitting...', 'Sending...'). */
  pendingLabel: string;
  /** A success's dialog is open. */
  onSuccessShown?: () => void;
  /** A success's dialog has closed; with the lead's reference. */
  onSuccessSeen?: (reference: string | undefined) => void;
  children: ReactNode;
}) {
  const submitRef = useRef<HTMLButtonElement>(null);
  const { outcome } = state;
  const { dialog, inline } = placeOf(outcome, leadNotices(dialogs));
  const succeeded = dialog?.tone === 'success';
  useEffect(() => {
    if (succeeded) onSuccessShown?.();
  }, [succeeded, onSuccessShown]);
  const kept = inline && (
    <div className="@lg:col-span-2">
      <FormNotice notice={inline} />
    </div>
  );
  return (
    <div className="@container">
      <form {...state.formProps} className="grid gap-4 @lg:grid-cols-2">
        {outcome?.via === 'post' && kept}
        <input type="hidden" name="submissionId" value={state.submissionId} />
        <FormGuards formId={state.formProps.id} visit={state.visit} />
        {children}
        <div className="@lg:col-span-2">
          <SubmitButton
            ref={submitRef}
            pending={state.isPending}
            label={submitLabel}
            pendingLabel={pendingLabel}
          />
        </div>
        {outcome?.via === 'call' && kept}
        <ResultDialog
          notice={dialog}
          returnFocusTo={() => submitRef.current}
          onClosed={() => {
            state.dismiss();
            if (dialog?.tone === 'success') onSuccessSeen?.(dialog.reference);
          }}
        />
      </form>
    </div>
  );
}
