import * as z from 'zod/mini';
import { MAX_LENGTH, OTHER_PLATFORM_PLAN, PLANS, PLATFORMS } from '@/content/form-options';
import { PHONE_MESSAGES } from '@/content/phone';
import { ORDER_PHONE_PATTERN } from '@/lib/schemas/patterns';
import {
  emailAddress,
  fieldLimits,
  oneOf,
  optionalText,
  requiredPhone,
  requiredText,
} from '@/lib/schemas/fields';

export const ORDER_MESSAGES = {
  name: 'Full name is required',
  email: 'Invalid email address',
  phone: PHONE_MESSAGES.order,
  plan: 'Please select a plan',
  platform: 'Please select a platform',
  otherNeedsPremium: "'Other' is available with the Premium plan only",
} as const;

/**
 * The page's own hidden fields. Only a tampered page sends anything but a known source and
 * slug, so they are not checked here, where a failure would mark no field the visitor can see:
 * the action looks them up in the catalogue and answers an unknown one as a failure.
 */
const pageField = z.catch(
  z
    .string()
    .check(z.maxLength(MAX_LENGTH.slug))
    .register(fieldLimits, { maxCharacters: MAX_LENGTH.slug }),
  '',
);

export const orderSchema = z
  .object({
    source: pageField,
    slug: pageField,
    name: requiredText(ORDER_MESSAGES.name, MAX_LENGTH.name, { oneLine: true }),
    email: emailAddress(ORDER_MESSAGES.email),
    phone: requiredPhone(ORDER_PHONE_PATTERN, ORDER_MESSAGES.phone),
    plan: oneOf(PLANS, ORDER_MESSAGES.plan),
    platform: oneOf(PLATFORMS, ORDER_MESSAGES.platform),
    requirements: optionalText(MAX_LENGTH.longText),
    additionalInfo: optionalText(MAX_LENGTH.longText),
  })
  .check(
    z.superRefine((order, ctx) => {
      if (order.platform === 'other' && order.plan !== OTHER_PLATFORM_PLAN) {
        ctx.issues.push({
          code: 'custom',
          message: ORDER_MESSAGES.otherNeedsPremium,
          path: ['platform'],
          input: order.platform,
        });
      }
    }),
  );

export type OrderInput = z.input<typeof orderSchema>;
export type Order = z.output<typeof orderSchema>;
export type OrderField = keyof OrderInput & string;
