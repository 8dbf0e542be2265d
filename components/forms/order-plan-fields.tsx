'use client';

import { useWatch, type UseFormReturn } from 'react-hook-form';
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
import { textOf } from '@/components/forms/server-state';
import { useHydrated } from '@/components/forms/use-hydrated';
import { SelectField, TextField } from '@/components/ui/field';

const planOptions = PLANS.map((code) => ({ value: code, label: PLAN_LABELS[code] }));

/** Plan (read-only when preselected) and platform, where 'Other' comes and goes with Premium. */
export function OrderPlanFields({
  form,
  target,
  echoed,
  errorOf,
}: {
  form: UseFormReturn<OrderInput, unknown, Order>;
  target: OrderTarget;
  echoed: FormValues;
  errorOf: (name: 'plan' | 'platform') => string | undefined;
}) {
  const { register, getValues, setValue } = form;
  const hydrated = useHydrated();
  const plan = useWatch({ control: form.control, name: 'plan' });

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
          <input type="hidden" name="plan" value={target.plan} />
        </>
      ) : (
        <SelectField
          id="order-plan"
          label="Plan"
          placeholder="Select a plan"
          options={planOptions}
          required
          error={errorOf('plan')}
          defaultValue={textOf(echoed, 'plan')}
          {...register('plan', {
            // 'Other' leaves the list with Premium, so a chosen 'Other' must go too.
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value !== OTHER_PLATFORM_PLAN && getValues('platform') === 'other')
                setValue('platform', '' as PlatformCode);
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
        defaultValue={textOf(echoed, 'platform')}
        {...register('platform')}
      />
    </>
  );
}
