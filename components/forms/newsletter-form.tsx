'use client';

import { useRef } from 'react';
import { subscribeNewsletter } from '@/lib/actions/newsletter';
import { newsletterSchema } from '@/lib/schemas/newsletter';
import {
  FormGuards,
  FormNotice,
  newsletterNotices,
  placeOf,
  ResultDialog,
} from '@/components/forms/submission-form';
import { useSubmissionForm } from '@/components/forms/use-submission-form';
import { SubmitButton } from '@/components/ui/submit-button';

const NOTICE_ID = 'newsletter-notice';

/** The footer's newsletter sign-up: one address, every outcome told in a dialog. */
export function NewsletterForm() {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const state = useSubmissionForm({
    action: subscribeNewsletter,
    id: 'newsletter-form',
    schema: newsletterSchema,
    empty: { email: '' },
    // Its one error is told in a dialog, not under the field.
    fieldErrors: false,
  });
  const { outcome } = state;
  const { dialog, inline } = placeOf(outcome, newsletterNotices);
  const invalid =
    outcome && 'result' in outcome && outcome.result.status === 'invalid' && (dialog || inline);
  const { ref, error: _error, label, ...email } = state.field('email', 'Email address');

  return (
    <form {...state.formProps} className="w-full space-y-3">
      <FormGuards formId={state.formProps.id} visit={state.visit} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={email.id} className="mb-1.5 block text-sm font-medium">
            {label}
          </label>
          <input
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            required
            aria-invalid={invalid ? true : undefined}
            aria-describedby={inline ? NOTICE_ID : undefined}
            className="block h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-primary-600 aria-invalid:border-danger"
            ref={(element) => {
              ref(element);
              inputRef.current = element;
            }}
            {...email}
          />
        </div>
        <SubmitButton
          pending={state.isPending}
          label="Subscribe"
          pendingLabel="Subscribing..."
          className="w-full sm:w-auto"
        />
      </div>
      {inline && (
        <div id={NOTICE_ID}>
          <FormNotice notice={inline} />
        </div>
      )}
      <ResultDialog
        notice={dialog}
        returnFocusTo={() => inputRef.current}
        onClosed={state.dismiss}
      />
    </form>
  );
}
