import { useRef, type FormEvent, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormGuards, type FormGuardsProps } from '@/components/forms/form-guards';
import { FormNotice } from '@/components/forms/form-notice';
import { ResultDialog, type Notice } from '@/components/forms/result-dialog';
import { SubmitButton } from '@/components/forms/submit-button';
import type { LazyForm, SubmittedValues } from '@/components/forms/use-lazy-form';

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
  /** The form's react-hook-form, loaded when the visitor starts on the form. */
  lazyForm: Pick<LazyForm<FieldValues, SubmittedValues>, 'activate' | 'engine'>;
  /** Client validation, then the call to the action (the lazy form's handleSubmit). */
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
  lazyForm,
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
      onFocus={lazyForm.activate}
      onPointerDown={lazyForm.activate}
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
      {/* After the fields: they must have registered when it mounts. */}
      {lazyForm.engine}
      <ResultDialog
        notice={result}
        returnFocusTo={() => submitRef.current}
        onClosed={onResultClosed}
      />
    </form>
  );
}
