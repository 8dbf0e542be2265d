import * as z from 'zod/mini';
import { MAX_LENGTH } from '@/content/form-options';

/**
 * Field builders shared by the four form schemas. Built on zod/mini so the same schemas
 * validate in the browser without shipping zod's full build.
 */

export function tooLong(max: number): string {
  return `Please keep this under ${max + 1} characters`;
}

/** Trimmed text that must not be blank. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
}

/** Trimmed free text; blank becomes '' and is stored as null by the mapper. */
export function optionalText(max: number) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong(max))));
}

export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.maxLength(MAX_LENGTH.email, tooLong(MAX_LENGTH.email)),
      z.email({ error: message }),
    );
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** Made by the browser when the form is shown; absent on a first no-JavaScript post. */
export const submissionId = z.optional(z.union([z.literal(''), z.uuid()]));
