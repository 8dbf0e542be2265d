import type { FormEvent, ReactNode } from 'react';
import { FormGuards, type FormGuardsProps } from '@/components/forms/form-guards';
import { FormNotice } from '@/components/forms/form-notice';
import type { Notice } from '@/components/forms/result-dialog';

type Submission = {
  formAction: (formData: FormData) => void;
  submissionId: string;
  guards: FormGuardsProps;
};

type SubmissionFormProps = {
  id: string;
  /** What useSubmission returned for this form. */
  submission: Submission;
  /** Client validation, then the call to the action (react-hook-form's handleSubmit). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The outcome of a no-JavaScript post, shown above the fields. */
  notice: Notice | false | null | undefined;
  children: ReactNode;
};

/**
 * The frame every submission form shares: it posts natively without JavaScript, validates
 * and calls the action with it, and carries the retry id and the honeypot.
 */
export function SubmissionForm({
  id,
  submission,
  onSubmit,
  notice,
  children,
}: SubmissionFormProps) {
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
    </form>
  );
}
