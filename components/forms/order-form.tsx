'use client';

import { useEffect, useRef } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { PlanCode, PlatformCode } from '@/content/form-options';
import { orderDialogs } from '@/content/messages';
import type { FormValues } from '@/lib/action-result';
import type { Order, OrderInput } from '@/lib/schemas/order';
import { outcomeNotice, resultNotice } from '@/components/forms/notices';
import { OrderPlanFields } from '@/components/forms/order-plan-fields';
import {
  echoedValues,
  fieldErrors,
  serverErrorsOf,
  showServerErrors,
  textOf,
} from '@/components/forms/server-state';
import { SubmissionForm } from '@/components/forms/submission-form';
import { useLazyForm } from '@/components/forms/use-lazy-form';
import { useSubmission } from '@/components/forms/use-submission';
import { submitOrder } from '@/lib/actions/order';
import { TextareaField, TextField } from '@/components/ui/field';

export type OrderTarget = {
  source: OrderInput['source'];
  slug: string;
  /** Shown read-only; the server looks the stored category up itself. */
  category: string;
  /** The page's platforms; 'Other' is added while the plan is Premium. */
  platforms: readonly PlatformCode[];
  /** Preselected and read-only when given. */
  plan?: PlanCode;
};

/** What a closed order dialog keeps, so reopening it shows the same text and retry id. */
export type OrderDraft = { values: FormValues; submissionId: string };

const resolver = () => import('@/components/forms/resolvers').then((m) => m.orderResolver);

function emptyValues(target: OrderTarget): DefaultValues<OrderInput> {
  // '' shows a select's placeholder; the schema answers it with the spec's message.
  const none = '' as PlanCode & PlatformCode;
  return {
    source: target.source,
    slug: target.slug,
    name: '',
    email: '',
    phone: '',
    plan: target.plan ?? none,
    platform: none,
    requirements: '',
    additionalInfo: '',
  };
}

export function OrderForm({
  target,
  onSuccess,
  draft,
  onDraft,
}: {
  target: OrderTarget;
  /** Runs when the success dialog has closed (the order dialog closes itself then). */
  onSuccess?: () => void;
  draft?: OrderDraft;
  onDraft?: (draft: OrderDraft) => void;
}) {
  const submission = useSubmission(submitOrder, 'order-form', draft?.submissionId);
  const { serverState, submissionId, outcome, clearOutcome, submit } = submission;
  // What the fields start with: the reopened dialog's draft, or what a no-JavaScript post echoed.
  const initial = draft?.values ?? echoedValues(serverState);
  const serverErrors = serverErrorsOf(serverState);
  const lazyForm = useLazyForm<OrderInput, Order>({ resolver, mode: 'onTouched', serverErrors });
  const { form, register } = lazyForm;
  const errorOf = fieldErrors(form, serverErrors);

  const saveDraft = useRef(() => {});
  useEffect(() => {
    saveDraft.current = () => {
      if (form) onDraft?.({ values: form.getValues() as FormValues, submissionId });
    };
  });
  useEffect(() => () => saveDraft.current(), []);

  useEffect(() => {
    if (outcome?.kind !== 'result') return;
    if (outcome.result.status === 'invalid') showServerErrors(form, outcome.result.errors);
    if (outcome.result.status === 'ok') form?.reset(emptyValues(target));
  }, [outcome, form, target]);

  const notice = outcome && outcomeNotice(orderDialogs, outcome);
  const serverNotice = !outcome && resultNotice(orderDialogs, serverState);
  const text = (name: 'name' | 'email' | 'phone' | 'requirements' | 'additionalInfo') => ({
    ...register(name),
    defaultValue: textOf(initial, name),
  });

  return (
    <SubmissionForm
      id="order-form"
      submission={submission}
      lazyForm={lazyForm}
      onSubmit={lazyForm.handleSubmit(submit)}
      notice={serverNotice}
      submitLabel="Place Order"
      pendingLabel="Submitting..."
      result={notice}
      onResultClosed={() => {
        const succeeded = notice?.tone === 'success';
        clearOutcome();
        if (succeeded) onSuccess?.();
      }}
    >
      <input type="hidden" value={target.source} {...register('source')} />
      <input type="hidden" value={target.slug} {...register('slug')} />
      <TextField
        id="order-name"
        label="Full name"
        autoComplete="name"
        required
        className="sm:col-span-2"
        error={errorOf('name')}
        {...text('name')}
      />
      <TextField
        id="order-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        required
        error={errorOf('email')}
        {...text('email')}
      />
      <TextField
        id="order-phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="0300123456"
        required
        error={errorOf('phone')}
        {...text('phone')}
      />
      <OrderPlanFields lazyForm={lazyForm} target={target} initial={initial} errorOf={errorOf} />
      <TextField
        id="order-category"
        label="Bot category"
        value={target.category}
        readOnly
        className="sm:col-span-2"
      />
      <TextareaField
        id="order-requirements"
        label="Requirements"
        optional
        placeholder="What should the bot do for your customers?"
        className="sm:col-span-2"
        error={errorOf('requirements')}
        {...text('requirements')}
      />
      <TextareaField
        id="order-additional-info"
        label="Additional information"
        optional
        rows={3}
        className="sm:col-span-2"
        error={errorOf('additionalInfo')}
        {...text('additionalInfo')}
      />
    </SubmissionForm>
  );
}
