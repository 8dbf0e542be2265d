'use client';

import { useEffect, useState } from 'react';
import {
  OTHER_PLATFORM_PLAN,
  platformLabel,
  type PlanCode,
  type PlatformCode,
  type PlatformLabels,
} from '@/content/form-options';
import { getPlan, planChoice, plans, planSummary } from '@/content/plans';
import type { Order, OrderInput } from '@/lib/schemas/order';
import { useHydrated } from '@/components/forms/use-hydrated';
import type { useSubmissionForm } from '@/components/forms/use-submission-form';
import { SelectField, TextField } from '@/components/ui/field';

const planOptions = plans.map((plan) => ({ value: plan.code, label: planChoice(plan) }));

/** What the chosen plan includes, under the plan; nothing until one is chosen. */
function inclusionsOf(code: string): string | undefined {
  const plan = plans.find((candidate) => candidate.code === code);
  return plan && planSummary(plan);
}

/**
 * Plan (read-only when preselected), each with its monthly price and, once chosen, what it
 * includes; and platform, where 'Other' comes and goes with Premium.
 */
export function OrderPlanFields({
  state,
  platforms,
  platformLabels,
  plan: preselected,
}: {
  state: ReturnType<typeof useSubmissionForm<OrderInput, Order, string>>;
  /** The page's platforms; 'Other' is added while the plan is Premium. */
  platforms: readonly PlatformCode[];
  /** The page's own names for some platforms. */
  platformLabels?: PlatformLabels;
  plan?: PlanCode;
}) {
  const { form, field, lazyForm } = state;
  const hydrated = useHydrated();
  const planField = field('plan', {
    onChange: (event: { target: { value: string } }) => {
      setChosenPlan(event.target.value);
      // 'Other' leaves the list with Premium, so a chosen 'Other' must go too.
      if (event.target.value !== OTHER_PLATFORM_PLAN && form?.getValues('platform') === 'other')
        form.setValue('platform', '' as PlatformCode);
    },
  });
  const [chosenPlan, setChosenPlan] = useState(planField.defaultValue);
  const plan = preselected ?? chosenPlan;
  // A success empties the form: its plan, and with it what the plan includes and 'Other', too.
  useEffect(
    () =>
      form?.subscribe({
        name: 'plan',
        formState: { values: true },
        callback: ({ values }) => setChosenPlan(values.plan ?? ''),
      }),
    [form],
  );

  // Without JavaScript the list cannot follow a plan still to be chosen, so 'Other' is offered
  // and the server explains if it is picked without Premium; a fixed plan decides at once.
  const followsPlan = hydrated || preselected !== undefined;
  const platformCodes =
    plan === OTHER_PLATFORM_PLAN || !followsPlan ? [...platforms, 'other' as const] : platforms;
  const platformOptions = platformCodes.map((code) => ({
    value: code,
    label: platformLabel(code, platformLabels),
  }));

  return (
    <>
      {preselected ? (
        <>
          <TextField
            id="order-plan"
            label="Plan"
            value={planChoice(getPlan(preselected))}
            hint={inclusionsOf(preselected)}
            error={state.errorOf('plan')}
            readOnly
          />
          <input type="hidden" value={preselected} {...lazyForm.register('plan')} />
        </>
      ) : (
        <SelectField
          id="order-plan"
          label="Plan"
          placeholder="Select a plan"
          options={planOptions}
          hint={inclusionsOf(plan)}
          required
          {...planField}
        />
      )}
      <SelectField
        id="order-platform"
        label="Platform"
        placeholder="Select a platform"
        options={platformOptions}
        required
        {...field('platform')}
      />
    </>
  );
}
