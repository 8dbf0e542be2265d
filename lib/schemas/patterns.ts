/**
 * Patterns shared by the zod schemas and the database check constraints. Written in the
 * common subset of JavaScript and PostgreSQL regular expressions so both read the same text.
 */

/** An optional leading 0, or a 1-3 digit country code with an optional plus, then 8-14 digits (spec §5). */
export const ORDER_PHONE_PATTERN = '^(0|\\+?[0-9]{1,3})?[0-9]{8,14}$';

/** Digits and the plus sign only (spec §5, contact form). */
export const CONTACT_PHONE_PATTERN = '^\\+?[0-9]+$';
