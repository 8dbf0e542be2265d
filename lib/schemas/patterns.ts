/**
 * Patterns shared by the zod schemas and the database check constraints. Written in the
 * common subset of JavaScript and PostgreSQL regular expressions so both read the same text.
 */

/** Order: an optional 0 or country code (1-3 digits, +?), 8-14 digits (docs/rules.md#phone-numbers). */
export const ORDER_PHONE_PATTERN = '^(0|\\+?[0-9]{1,3})?[0-9]{8,14}$';

/** Digits and a leading plus only: contact and custom-bot forms (docs/rules.md#phone-numbers). */
export const CONTACT_PHONE_PATTERN = '^\\+?[0-9]+$';

/**
 * What people put between the digits of a phone number, removed before either pattern is
 * applied: spaces (any kind), dashes (hyphen, the Unicode dashes and minus), dots and brackets.
 * '+92 (300) 123-4567' is stored as '+923001234567'.
 */
export const PHONE_SEPARATORS = /[\s\-\u2010-\u2015\u2212.()[\]]/g;

/** A phone number as stored: its separators removed. */
export function normalisePhone(typed: string): string {
  return typed.replace(PHONE_SEPARATORS, '');
}

/** Providers that read `googlemail.com` as `gmail.com` and ignore dots in the local part. */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * Fastmail's main domains. Fastmail also delivers `anything@name.fastmail.com` to
 * `name@fastmail.com` (its subdomain addressing), so a local part there names no mailbox.
 */
const FASTMAIL =
  /(?:^|\.)([^.]+)\.(fastmail\.(?:com|fm|net|org|us|uk|co\.uk|de|jp|in|mx|es|fr|nl|se|to|im|cn|tw))$/;

/**
 * The mailbox an address reaches, for counting what it is sent: case ignored, a `+tag` dropped
 * (every large provider delivers `name+tag@` to `name@`), at Gmail the dots of the local part
 * and the googlemail.com alias, and at Fastmail the subdomain that names the mailbox.
 * `Victim.Name+1@GoogleMail.com` is `victimname@gmail.com`, `x@victim.fastmail.com`
 * `victim@fastmail.com`. For counting only: mail goes to the address as typed.
 */
export function mailboxOf(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  const domain = trimmed.slice(at + 1);
  const local = trimmed.slice(0, at).split('+')[0] ?? '';
  if (GMAIL.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`;
  const fastmail = FASTMAIL.exec(domain);
  if (fastmail) return `${fastmail[1]}@${fastmail[2]}`;
  return `${local}@${domain}`;
}

/** A character that can be part of an address's local part, or its domain, beside the address. */
const LOCAL_PART_END = /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]$/u;
const DOMAIN_GOES_ON = /^\.?[\p{L}\p{N}-]/u;

/**
 * Whether `text` names `address` (lower case) as a whole address, in any case: `ann@ex.co` in
 * "Write to Ann@Ex.co." or "<ann@ex.co>", but not in "joann@ex.co" nor "ann@ex.com" nor
 * "ann@ex.co.uk", which are other people's.
 */
export function namesAddress(text: string, address: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(address); at >= 0; at = lower.indexOf(address, at + 1)) {
    const before = lower.slice(Math.max(0, at - 2), at);
    const after = lower.slice(at + address.length, at + address.length + 3);
    if (!LOCAL_PART_END.test(before) && !DOMAIN_GOES_ON.test(after)) return true;
  }
  return false;
}
