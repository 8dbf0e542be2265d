import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormGuards, type FormGuardsProps } from '@/components/forms/form-guards';
import { FormNotice } from '@/components/forms/form-notice';
import { ResultDialog, type Notice } from '@/components/forms/result-dialog';
import { SubmitButton } from '@/components/forms/submit-button';

type Submission = {
  formAction: (formData: FormData) => void;
  submissionId: string;
  guards: FormGuardsProps;
  isPending: boolean;
};

type SubmissionFormProps = {
  id: string;
  /** What useSubmission returned for this form. */
  submission: Submission;
  /** Client validation, then the call to the action (react-hook-form's handleSubmit). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The outcome of a no-JavaScript post, shown above the fields. */
  notice: Notice | false | null | undefined;
  submitLabel: string;
  /** The button's label while the action runs ('Submitting...', 'Sending...'). */
  pendingLabel: string;
  /** The outcome of a submission made with JavaScript, told in a dialog. */
  result: Notice | null;
  onResultClosed: () => void;
  children: ReactNode;
};

/**
 * The frame every submission form shares: it posts natively without JavaScript, validates
 * and calls the action with it, carries the retry id and the honeypot, and ends with the
 * submit button and the dialog that tells the outcome (focus returns to the button after it).
 */
export function SubmissionForm({
  id,
  submission,
  onSubmit,
  notice,
  submitLabel,
  pendingLabel,
  result,
  onResultClosed,
  children,
}: SubmissionFormProps) {
  const submitRef = useRef<HTMLButtonElement>(null);
  return (
    <form
      id={id}
      action={submission.formAction}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      {notice && (
        <div className="sm:col-span-2">
          <FormNotice notice={notice} />
        </div>
      )}
      <input type="hidden" name="submissionId" value={submission.submissionId} />
      <FormGuards {...submission.guards} />
      {children}
      <div className="sm:col-span-2">
        <SubmitButton
          ref={submitRef}
          pending={submission.isPending}
          label={submitLabel}
          pendingLabel={pendingLabel}
        />
      </div>
      <ResultDialog
        notice={result}
        returnFocusTo={() => submitRef.current}
        onClosed={onResultClosed}
      />
    </form>
  );
}
