'use client';

import { useState } from 'react';
import {
  OTHER_PLATFORM_PLAN,
  PLAN_LABELS,
  PLANS,
  PLATFORM_LABELS,
  type PlatformCode,
} from '@/content/form-options';
import type { FormValues } from '@/lib/action-result';
import type { Order, OrderInput } from '@/lib/schemas/order';
import type { OrderTarget } from '@/components/forms/order-form';
import type { LazyForm } from '@/components/forms/use-lazy-form';
import { textOf } from '@/components/forms/server-state';
import { useHydrated } from '@/components/forms/use-hydrated';
import { SelectField, TextField } from '@/components/ui/field';

const planOptions = PLANS.map((code) => ({ value: code, label: PLAN_LABELS[code] }));

/** Plan (read-only when preselected) and platform, where 'Other' comes and goes with Premium. */
export function OrderPlanFields({
  lazyForm,
  target,
  initial,
  errorOf,
}: {
  lazyForm: LazyForm<OrderInput, Order>;
  target: OrderTarget;
  /** What the fields start with (a draft, or what a no-JavaScript post echoed). */
  initial: FormValues;
  errorOf: (name: 'plan' | 'platform') => string | undefined;
}) {
  const { form, register } = lazyForm;
  const hydrated = useHydrated();
  const [chosenPlan, setChosenPlan] = useState(() => textOf(initial, 'plan'));
  const plan = target.plan ?? chosenPlan;

  // Without JavaScript the list cannot follow the plan, so 'Other' is offered and the server
  // explains if it is picked without Premium.
  const platformCodes =
    plan === OTHER_PLATFORM_PLAN || !hydrated
      ? [...target.platforms, 'other' as const]
      : target.platforms;
  const platformOptions = platformCodes.map((code) => ({
    value: code,
    label: PLATFORM_LABELS[code],
  }));

  return (
    <>
      {target.plan ? (
        <>
          <TextField id="order-plan" label="Plan" value={PLAN_LABELS[target.plan]} readOnly />
          <input type="hidden" value={target.plan} {...register('plan')} />
        </>
      ) : (
        <SelectField
          id="order-plan"
          label="Plan"
          placeholder="Select a plan"
          options={planOptions}
          required
          error={errorOf('plan')}
          defaultValue={textOf(initial, 'plan')}
          {...register('plan', {
            onChange: (event: { target: { value: string } }) => {
              setChosenPlan(event.target.value);
              // 'Other' leaves the list with Premium, so a chosen 'Other' must go too.
              if (
                event.target.value !== OTHER_PLATFORM_PLAN &&
                form?.getValues('platform') === 'other'
              )
                form.setValue('platform', '' as PlatformCode);
            },
          })}
        />
      )}
      <SelectField
        id="order-platform"
        label="Platform"
        placeholder="Select a platform"
        options={platformOptions}
        required
        error={errorOf('platform')}
        defaultValue={textOf(initial, 'platform')}
        {...register('platform')}
      />
    </>
  );
}
