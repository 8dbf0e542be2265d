/**
 * What a visitor reads about a phone number (docs/rules.md#phone-numbers). The examples are
 * numbers of a real length, written the way people write them: the form accepts them as typed.
 */
export const PHONE_MESSAGES = {
  /** The order form's rule: an optional 0 or country code, then 8 to 14 digits. */
  order: 'Invalid phone number (e.g., 0300 1234567 or +92 300 1234567)',
} as const;
