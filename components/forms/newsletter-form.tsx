'use client';

import { useEffect, useRef, useState } from 'react';
import { newsletterDialogs } from '@/content/messages';
import { subscribeNewsletter } from '@/lib/actions/newsletter';
import type { Newsletter, NewsletterInput } from '@/lib/schemas/newsletter';
import { FormNotice } from '@/components/forms/form-notice';
import { newsletterOutcomeNotice, newsletterResultNotice } from '@/components/forms/notices';
import { ResultDialog, type Notice } from '@/components/forms/result-dialog';
import { echoedValues, textOf } from '@/components/forms/server-state';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormGuards } from '@/components/forms/form-guards';
import { useLazyForm } from '@/components/forms/use-lazy-form';
import { useSubmission } from '@/components/forms/use-submission';

const INVALID: Notice = { tone: 'error', ...newsletterDialogs.invalid };
const NO_ERRORS = {};
const ERROR_ID = 'newsletter-email-error';

const resolver = () => import('@/components/forms/resolvers').then((m) => m.newsletterResolver);

/** The footer's newsletter sign-up: one address, every outcome told in a dialog. */
export function NewsletterForm() {
  const { serverState, formAction, guards, outcome, clearOutcome, isPending, submit } =
    useSubmission(subscribeNewsletter, 'newsletter-form');
  const echoed = echoedValues(serverState);
  // Its one error is told in a dialog, not under the field.
  const lazyForm = useLazyForm<NewsletterInput, Newsletter>({ resolver, serverErrors: NO_ERRORS });
  const { form } = lazyForm;
  const [invalidShown, setInvalidShown] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (outcome?.kind === 'result' && outcome.result.status === 'ok') form?.reset({ email: '' });
  }, [outcome, form]);

  const notice = invalidShown ? INVALID : outcome && newsletterOutcomeNotice(outcome);
  const serverNotice = !outcome && newsletterResultNotice(serverState);
  const invalid = invalidShown || (!outcome && serverState.status === 'invalid');
  const { ref, ...email } = lazyForm.register('email');

  return (
    <form
      id="newsletter-form"
      action={formAction}
      onSubmit={(event) => void lazyForm.handleSubmit(submit, () => setInvalidShown(true))(event)}
      onFocus={lazyForm.activate}
      onPointerDown={lazyForm.activate}
      noValidate
      className="w-full space-y-3"
    >
      <FormGuards {...guards} />
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
            defaultValue={textOf(echoed, 'email')}
            aria-invalid={invalid || undefined}
            aria-describedby={serverNotice ? ERROR_ID : undefined}
            className="block h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-primary-600 aria-invalid:border-danger"
            ref={(element) => {
              ref?.(element);
              inputRef.current = element;
            }}
            {...email}
          />
        </div>
        <SubmitButton
          pending={isPending}
          label="Subscribe"
          pendingLabel="Subscribing..."
          className="w-full sm:w-auto"
        />
      </div>
      {serverNotice && (
        <div id={ERROR_ID}>
          <FormNotice notice={serverNotice} />
        </div>
      )}
      {/* After the field: it must have registered when the engine mounts. */}
      {lazyForm.engine}
      <ResultDialog
        notice={notice}
        returnFocusTo={() => inputRef.current}
        onClosed={() => {
          setInvalidShown(false);
          clearOutcome();
        }}
      />
    </form>
  );
}
