import { useRef, type ReactNode } from 'react';
import { ATTRIBUTION_FIELDS } from '@/content/leads';
import type { FormValues } from '@/lib/action-result';
import { HONEYPOT_FIELD } from '@/lib/submission/spam-guards';
import { placeOf, type Describe } from '@/lib/submission/outcome';
import { FormNotice, ResultDialog } from '@/components/forms/notice';
import type { SubmissionState } from '@/components/forms/use-submission-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { Honeypot } from '@/components/ui/field';

/**
 * The hidden fields every form carries: the honeypot, whose filling the server marks as
 * suspected spam; and, on a page answering a post without JavaScript, where the visit came
 * from, which that page's own address no longer tells.
 */
export function FormGuards({ formId, visit }: { formId: string; visit: FormValues }) {
  return (
    <>
      <Honeypot id={`${formId}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} />
      {ATTRIBUTION_FIELDS.map((field) => {
        const value = visit[field];
        return typeof value === 'string' ? (
          <input key={field} type="hidden" name={field} value={value} />
        ) : null;
      })}
    </>
  );
}

/**
 * The frame every form with fields shares: it posts natively without JavaScript, validates
 * and calls the action with it, carries the retry id and the honeypot, and ends with the
 * submit button and the dialog that tells the outcome (focus returns to the button after it).
 */
export function SubmissionForm({
  state,
  describe,
  submitLabel,
  pendingLabel,
  onSuccessSeen,
  children,
}: {
  /** What useSubmissionForm returned for this form. */
  state: SubmissionState;
  /** The words for each outcome (lib/submission/outcome.ts). */
  describe: Describe;
  submitLabel: string;
  /** The button's label while the action runs ('Submitting...', 'Sending...'). */
  pendingLabel: string;
  /** A success's dialog has closed; with the lead's reference. */
  onSuccessSeen?: (reference: string | undefined) => void;
  children: ReactNode;
}) {
  const submitRef = useRef<HTMLButtonElement>(null);
  const { outcome } = state;
  const { dialog, inline } = placeOf(outcome, describe);
  // A native post's page opens at its answer; a success seen in a dialog stays by the button.
  const kept = inline && (
    <div className="@lg:col-span-2">
      <FormNotice notice={inline} />
    </div>
  );
  // The form's columns follow its own width (a container query), not the window's: the same
  // form sits in a narrow card beside a page's text and in a wide dialog.
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
