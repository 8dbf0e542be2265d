import { useRef, type ReactNode } from 'react';
import { FormGuards } from '@/components/forms/form-guards';
import { FormNotice } from '@/components/forms/form-notice';
import type { Describe, Notice, Outcome } from '@/components/forms/notices';
import { ResultDialog } from '@/components/forms/result-dialog';
import { SubmitButton } from '@/components/forms/submit-button';
import type { LazyForm } from '@/components/forms/use-lazy-form';
import type { FormSubmission } from '@/components/forms/use-submission';
import type { FieldValues } from 'react-hook-form';

/**
 * Where an outcome is told. A dialog for one sent with JavaScript, until it closes; in the
 * page for the answer to a native post, and for a success once its dialog has closed, so its
 * reference stays in view.
 */
export function placeOf(outcome: Outcome | null, notice: Notice | null) {
  if (!outcome || !notice) return { dialog: null, inline: null };
  if (!outcome.seen) return { dialog: notice, inline: null };
  const keep = outcome.via === 'post' || notice.tone === 'success';
  return { dialog: null, inline: keep ? notice : null };
}

/**
 * The frame every form with fields shares: it posts natively without JavaScript, validates
 * and calls the action with it, carries the retry id and the honeypot, and ends with the
 * submit button and the dialog that tells the outcome (focus returns to the button after it).
 */
export function SubmissionForm({
  id,
  state,
  describe,
  submitLabel,
  pendingLabel,
  onSuccessSeen,
  children,
}: {
  id: string;
  /** What useSubmissionForm returned for this form. */
  state: {
    submission: FormSubmission;
    lazyForm: Pick<LazyForm<FieldValues, unknown>, 'handleSubmit' | 'activate' | 'engine'>;
  };
  /** The words for each outcome (components/forms/notices.ts). */
  describe: Describe;
  submitLabel: string;
  /** The button's label while the action runs ('Submitting...', 'Sending...'). */
  pendingLabel: string;
  /** A success's dialog has closed; with the lead's reference. */
  onSuccessSeen?: (reference: string | undefined) => void;
  children: ReactNode;
}) {
  const submitRef = useRef<HTMLButtonElement>(null);
  const { submission, lazyForm } = state;
  const { outcome } = submission;
  const notice = outcome && describe(outcome);
  const { dialog, inline } = placeOf(outcome, notice);
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
      <form
        id={id}
        action={submission.formAction}
        onSubmit={(event) => void lazyForm.handleSubmit(submission.submit)(event)}
        onFocus={lazyForm.activate}
        onPointerDown={lazyForm.activate}
        noValidate
        className="grid gap-4 @lg:grid-cols-2"
      >
        {outcome?.via === 'post' && kept}
        <input type="hidden" name="submissionId" value={submission.submissionId} />
        <FormGuards {...submission.guards} />
        {children}
        <div className="@lg:col-span-2">
          <SubmitButton
            ref={submitRef}
            pending={submission.isPending}
            label={submitLabel}
            pendingLabel={pendingLabel}
          />
        </div>
        {outcome?.via === 'call' && kept}
        {/* After the fields: they must have registered when it mounts. */}
        {lazyForm.engine}
        <ResultDialog
          notice={dialog}
          returnFocusTo={() => submitRef.current}
          onClosed={() => {
            submission.dismiss();
            if (dialog?.tone === 'success') onSuccessSeen?.(dialog.reference);
          }}
        />
      </form>
    </div>
  );
}
