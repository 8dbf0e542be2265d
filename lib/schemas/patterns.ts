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
