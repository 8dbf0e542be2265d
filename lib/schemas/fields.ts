import * as z from 'zod/mini';
import { MAX_LENGTH } from '@/content/form-options';

/**
 * Field builders shared by the four form schemas. Built on zod/mini so the same schemas
 * validate in the browser without shipping zod's full build. Every way a field can fail has a
 * message of our own: a visitor never reads zod's generic "Invalid input".
 */

export function tooLong(max: number): string {
  return `Please keep this under ${max + 1} characters`;
}

/** Text PostgreSQL cannot store (NUL) or a person does not type: control characters. */
export const CONTROL_CHARACTER_MESSAGE = 'Please remove the invisible control characters';

/**
 * C0 and C1 control characters and DEL, except tab, line feed and carriage return (a textarea
 * sends its line breaks as CR LF).
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Space and the characters that show nothing (zero-width space and joiners, word joiner, BOM). */
const EDGE = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

/** Trimmed of spaces and invisible characters, so a name made only of them is blank. */
const trimmed = () => z.overwrite((text: string) => text.replace(EDGE, ''));
const plain = () =>
  z.refine<string>((text) => !CONTROL_CHARACTER.test(text), CONTROL_CHARACTER_MESSAGE);

/** Trimmed text that must not be blank. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .check(trimmed(), plain(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
}

/** Trimmed free text; blank becomes '' and is stored as null by the mapper. */
export function optionalText(max: number) {
  return z.optional(
    z
      .string({ error: CONTROL_CHARACTER_MESSAGE })
      .check(trimmed(), plain(), z.maxLength(max, tooLong(max))),
  );
}

/** Trimmed of spaces only: an address or number with an invisible character in it is wrong. */
export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.maxLength(MAX_LENGTH.email, tooLong(MAX_LENGTH.email)),
      z.email({ error: message }),
    );
}

function phoneChecks(pattern: string, message: string) {
  const valid = new RegExp(pattern);
  return [
    z.trim(),
    // Blank is answered by the required check, or allowed where the phone is optional.
    z.refine<string>((phone) => phone === '' || valid.test(phone), message),
    z.maxLength(MAX_LENGTH.phone, tooLong(MAX_LENGTH.phone)),
  ] as const;
}

/** A phone number matching `pattern` (lib/schemas/patterns.ts); blank reads `required`. */
export function requiredPhone(pattern: string, message: string, required = message) {
  const [trim, ...checks] = phoneChecks(pattern, message);
  return z.string({ error: required }).check(trim, z.minLength(1, required), ...checks);
}

/** A phone number matching `pattern`, or nothing. */
export function optionalPhone(pattern: string, message: string) {
  return z.optional(z.string({ error: message }).check(...phoneChecks(pattern, message)));
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}
