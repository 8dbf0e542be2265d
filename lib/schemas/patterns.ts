/**
 * Patterns shared by the zod schemas and the database check constraints. Written in the
 * common subset of JavaScript and PostgreSQL regular expressions so both read the same text.
 */

/** Order: an optional 0 or country code (1-3 digits, +?), 8-14 digits (docs/rules.md#phone-numbers). */
export const ORDER_PHONE_PATTERN = '^(0|\\+?[0-9]{1,3})?[0-9]{8,14}$';

/** Digits and a leading plus only: contact and custom-bot forms (docs/rules.md#phone-numbers). */
export const CONTACT_PHONE_PATTERN = '^\\+?[0-9]+$';
