import { INQUIRY_TYPE_LABELS, PLAN_LABELS } from '@/content/form-options';
import type { LeadType } from '@/content/leads';
import { site } from '@/content/site';
import { orderedBot } from '@/lib/delivery/payload';

/** How the desk writes times, ages and what a lead is about. Pure, unit-tested. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A lead's age, short: "just now", "5 min", "3 h", "12 d". */
export function formatAge(createdAt: Date, now: Date): string {
  const age = Math.max(0, now.getTime() - createdAt.getTime());
  if (age < MINUTE) return 'just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min`;
  if (age < DAY) return `${Math.floor(age / HOUR)} h`;
  return `${Math.floor(age / DAY)} d`;
}

/** Year-month-day and 24-hour time, in Karachi. */
const KARACHI = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Karachi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as the desk prints it: in Pakistan time, where the provider is, to the minute, as the
 * alerts give it and the Demos page counts days (`2026-11-29 07:46 PKT`).
 */
export function formatTime(date: Date): string {
  const part = Object.fromEntries(
    KARACHI.formatToParts(date).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} PKT`;
}

const label = (labels: Record<string, string>, code: string | null | undefined) =>
  code ? (labels[code] ?? code) : '';

/** What a lead is about, in a few words: bot and plan, business, or inquiry type. */
export function describeLead(type: LeadType, what: string, plan: string | null): string {
  if (type === 'order') return `${orderedBot(what)} · ${label(PLAN_LABELS, plan)}`;
  if (type === 'contact_message') return label(INQUIRY_TYPE_LABELS, what);
  return what;
}

/**
 * The WhatsApp link for a phone number, international and digits only, as wa.me takes it. A
 * number written the local way (0300 1234567, as the forms' examples show) is Pakistan's, +92;
 * one written with 00 in front is already international.
 */
export function whatsappLink(phone: string, text: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return undefined;
  const international = phone.trim().startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : digits.startsWith('0')
        ? `92${digits.slice(1)}`
        : digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}

/** A reply by e-mail, the lead's reference in the subject. */
export function mailtoLink(email: string, reference: string | null): string {
  const request = `Your ${site.name} request`;
  const subject = reference ? `${request} ${reference}` : request;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
