'use client';

import { useState } from 'react';
import {
  OTHER_PLATFORM_PLAN,
  PLAN_LABELS,
  PLANS,
  PLATFORM_LABELS,
  type PlanCode,
  type PlatformCode,
} from '@/content/form-options';
import type { Order, OrderInput } from '@/lib/schemas/order';
import { useHydrated } from '@/components/forms/use-hydrated';
import type { useSubmissionForm } from '@/components/forms/use-submission-form';
import { SelectField, TextField } from '@/components/ui/field';

const planOptions = PLANS.map((code) => ({ value: code, label: PLAN_LABELS[code] }));

/** Plan (read-only when preselected) and platform, where 'Other' comes and goes with Premium. */
export function OrderPlanFields({
  state,
  platforms,
  plan: preselected,
}: {
  state: ReturnType<typeof useSubmissionForm<OrderInput, Order, string>>;
  /** The page's platforms; 'Other' is added while the plan is Premium. */
  platforms: readonly PlatformCode[];
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

  // Without JavaScript the list cannot follow the plan, so 'Other' is offered and the server
  // explains if it is picked without Premium.
  const platformCodes =
    plan === OTHER_PLATFORM_PLAN || !hydrated ? [...platforms, 'other' as const] : platforms;
  const platformOptions = platformCodes.map((code) => ({
    value: code,
    label: PLATFORM_LABELS[code],
  }));

  return (
    <>
      {preselected ? (
        <>
          <TextField id="order-plan" label="Plan" value={PLAN_LABELS[preselected]} readOnly />
          <input type="hidden" value={preselected} {...lazyForm.register('plan')} />
        </>
      ) : (
        <SelectField
          id="order-plan"
          label="Plan"
          placeholder="Select a plan"
          options={planOptions}
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
