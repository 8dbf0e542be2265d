'use client';

import { useRef } from 'react';
import { subscribeNewsletter } from '@/lib/actions/newsletter';
import type { Newsletter, NewsletterInput } from '@/lib/schemas/newsletter';
import { FormGuards } from '@/components/forms/form-guards';
import { FormNotice } from '@/components/forms/form-notice';
import { newsletterNotices } from '@/components/forms/notices';
import { ResultDialog } from '@/components/forms/result-dialog';
import { SubmitButton } from '@/components/forms/submit-button';
import { placeOf } from '@/components/forms/submission-form';
import { useLazyForm } from '@/components/forms/use-lazy-form';
import { useSubmission } from '@/components/forms/use-submission';

const NO_ERRORS = {};
const NOTICE_ID = 'newsletter-notice';

const resolver = () => import('@/components/forms/resolvers').then((m) => m.newsletterResolver);

/** The footer's newsletter sign-up: one address, every outcome told in a dialog. */
export function NewsletterForm() {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const submission = useSubmission(subscribeNewsletter, 'newsletter-form', {
    onResult: (result) => {
      if (result.status === 'ok') lazyForm.form?.reset({ email: '' });
    },
  });
  const { outcome, echoed } = submission;
  // Its one error is told in a dialog, not under the field.
  const lazyForm = useLazyForm<NewsletterInput, Newsletter>({ resolver, serverErrors: NO_ERRORS });
  const { dialog, inline } = placeOf(outcome, outcome && newsletterNotices(outcome));
  const invalid =
    outcome && 'result' in outcome && outcome.result.status === 'invalid' && (dialog || inline);
  const { ref, ...email } = lazyForm.register('email');

  return (
    <form
      id="newsletter-form"
      action={submission.formAction}
      onSubmit={(event) =>
        void lazyForm.handleSubmit(submission.submit, () =>
          submission.tell({ status: 'invalid', errors: {}, values: {} }),
        )(event)
      }
      onFocus={lazyForm.activate}
      onPointerDown={lazyForm.activate}
      noValidate
      className="w-full space-y-3"
    >
      <FormGuards {...submission.guards} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="newsletter-email" className="mb-1.5 block text-sm font-medium">
            Email address
          </label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            required
            defaultValue={typeof echoed.email === 'string' ? echoed.email : ''}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={inline ? NOTICE_ID : undefined}
            className="block h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-primary-600 aria-invalid:border-danger"
            ref={(element) => {
              ref?.(element);
              inputRef.current = element;
            }}
            {...email}
          />
        </div>
        <SubmitButton
          pending={submission.isPending}
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
      {/* After the field: it must have registered when the engine mounts. */}
      {lazyForm.engine}
      <ResultDialog
        notice={dialog}
        returnFocusTo={() => inputRef.current}
        onClosed={submission.dismiss}
      />
    </form>
  );
}
