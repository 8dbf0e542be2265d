'use client';

import { useEffect, useRef } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { PlanCode } from '@/content/form-options';
import { orderDialogs } from '@/content/messages';
import type { ActionResult } from '@/lib/action-result';
import { submitOrder } from '@/lib/actions/order';
import type { Order, OrderInput } from '@/lib/schemas/order';
import type { OrderTarget } from '@/lib/submission/order-target';
import { leadNotices } from '@/components/forms/notices';
import { OrderPlanFields } from '@/components/forms/order-plan-fields';
import { SubmissionForm } from '@/components/forms/submission-form';
import { UNCHOSEN, useSubmissionForm, type Draft } from '@/components/forms/use-submission-form';
import { EmailField } from '@/components/forms/email-field';
import { TextareaField, TextField } from '@/components/ui/field';

const resolver = () => import('@/components/forms/resolvers').then((m) => m.orderResolver);
const describe = leadNotices(orderDialogs);

function emptyValues(target: OrderTarget, plan: PlanCode | undefined): DefaultValues<OrderInput> {
  return {
    source: target.source,
    slug: target.slug,
    name: '',
    email: '',
    phone: '',
    plan: plan ?? UNCHOSEN,
    platform: UNCHOSEN,
    requirements: '',
    additionalInfo: '',
  };
}

export function OrderForm({
  target,
  plan,
  onSuccess,
  draft,
  onDraft,
  onAnswerAfterClose,
}: {
  target: OrderTarget;
  /** Preselected and read-only when given. */
  plan?: PlanCode;
  /** Runs with the reference when the success dialog has closed (the order dialog closes then). */
  onSuccess?: (reference: string | undefined) => void;
  draft?: Draft;
  onDraft?: (draft: Draft) => void;
  /** The answer to an order sent just before the dialog closed. */
  onAnswerAfterClose?: (result: ActionResult) => void;
}) {
  const state = useSubmissionForm<OrderInput, Order, string>({
    action: submitOrder,
    id: 'order-form',
    resolver,
    empty: emptyValues(target, plan),
    draft,
    onAnswerAfterClose,
  });
  const { field, lazyForm, submission } = state;
  const { register } = lazyForm;

  const saveDraft = useRef(() => {});
  useEffect(() => {
    saveDraft.current = () => {
      // Read from the fields, not react-hook-form: a dialog closed before it arrived keeps them too.
      const values = lazyForm.typed();
      if (values) {
        onDraft?.({
          values,
          submissionId: submission.submissionId,
          startedAt: submission.startedAt(),
        });
      }
    };
  });
  useEffect(() => () => saveDraft.current(), []);

  return (
    <SubmissionForm
      id="order-form"
      state={state}
      describe={describe}
      submitLabel="Place Order"
      pendingLabel="Submitting..."
      onSuccessSeen={onSuccess}
    >
      <input type="hidden" value={target.source} {...register('source')} />
      <input type="hidden" value={target.slug} {...register('slug')} />
      <TextField
        id="order-name"
        label="Full name"
        autoComplete="name"
        required
        className="@lg:col-span-2"
        {...field('name')}
      />
      <EmailField id="order-email" {...field('email')} />
      <TextField
        id="order-phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="0300 1234567"
        required
        {...field('phone')}
      />
      <OrderPlanFields
        state={state}
        platforms={target.platforms}
        platformLabels={target.platformLabels}
        plan={plan}
      />
      <TextField
        id="order-category"
        label="Bot category"
        value={target.botCategory}
        readOnly
        className="@lg:col-span-2"
      />
      <TextareaField
        id="order-requirements"
        label="Requirements"
        optional
        placeholder="What should the bot do for your customers?"
        className="@lg:col-span-2"
        {...field('requirements')}
      />
      <TextareaField
        id="order-additional-info"
        label="Additional information"
        optional
        rows={3}
        className="@lg:col-span-2"
        {...field('additionalInfo')}
      />
    </SubmissionForm>
  );
}
