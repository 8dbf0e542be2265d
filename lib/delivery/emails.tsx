import 'server-only';
import { confirmationCopy, SUSPECTED_SPAM_PREFIX, alertCopy } from '@/content/emails';
import { continueOnWhatsapp } from '@/content/leads';
import { site } from '@/content/site';
import { viewOf, type Line } from '@/lib/delivery/lead-view';
import type { DeliveryPayload } from '@/lib/delivery/payload';
import { AlertEmail, alertText, type AlertProps } from '@/lib/delivery/templates/alert-email';
import { renderEmail } from '@/lib/delivery/templates/layout';
import {
  ConfirmationEmail,
  confirmationText,
  type ConfirmationProps,
} from '@/lib/delivery/templates/confirmation-email';

/** An e-mail about a lead, ready for the mail transport (lib/delivery/mailer.ts). */
export type LeadEmail = {
  to: string | readonly string[];
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt, so an e-mail sent twice after a crash reads as one. */
  messageId: string;
};

/** The provider's zone: alerts give the time there (docs/rules.md#e-mails-and-webhook). */
const KARACHI = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  dateStyle: 'full',
  timeStyle: 'short',
});

/** Where a visit came from, in this order. */
const ATTRIBUTION_LABELS = {
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
  referrer: 'Referring site',
  landing_path: 'Landing page',
} as const satisfies Record<keyof DeliveryPayload['attribution'], string>;

const messageId = (payload: DeliveryPayload, channel: string) =>
  `<${payload.reference}.${payload.type}.${channel}@${new URL(site.url).hostname}>`;

/** The time a lead came in, in Karachi. */
export function karachiTime(iso: string): string {
  return `${KARACHI.format(new Date(iso))} (Pakistan time)`;
}

/** What the alert shows of a lead (lib/delivery/templates/alert-email.tsx). */
export function alertProps(payload: DeliveryPayload): AlertProps {
  const view = viewOf(payload);
  const source = Object.entries(ATTRIBUTION_LABELS).flatMap(([column, label]): Line[] => {
    const value = payload.attribution[column as keyof typeof ATTRIBUTION_LABELS];
    return value ? [[label, value]] : [];
  });
  return {
    type: payload.type,
    subject: `${payload.spam_reason ? SUSPECTED_SPAM_PREFIX : ''}${view.subject}`,
    about: [
      [alertCopy.reference, payload.reference],
      [alertCopy.received, karachiTime(payload.created_at)],
      ...(payload.spam_reason ? [[alertCopy.spam, payload.spam_reason] as const] : []),
    ],
    what: view.what,
    who: view.who,
    replyTo: view.sender.address,
    source,
  };
}

/**
 * The provider's alert: every field the visitor gave, the reference, where the visit came
 * from and the time in Karachi; pressing Reply answers the visitor.
 */
export async function alertEmail(
  payload: DeliveryPayload,
  to: readonly string[],
): Promise<LeadEmail> {
  const props = alertProps(payload);
  return {
    to,
    replyTo: viewOf(payload).sender,
    subject: props.subject,
    text: alertText(props),
    html: await renderEmail(<AlertEmail {...props} />),
    messageId: messageId(payload, 'alert'),
  };
}

/** What the confirmation shows: the reference and the visitor's choices from our lists. */
export function confirmationProps(payload: DeliveryPayload): ConfirmationProps {
  return {
    type: payload.type,
    reference: payload.reference,
    summary: viewOf(payload).summary,
    reach: [
      ['Email', site.email],
      ['Phone', `${site.phone} (${site.hours})`],
    ],
    whatsapp: continueOnWhatsapp(payload.reference),
  };
}

/**
 * The visitor's confirmation: a fixed template with the reference, a summary of the choices
 * they made from our lists, the next step and how to reach us. It never repeats their own
 * words, so the form cannot be used to send a stranger someone's text.
 */
export async function confirmationEmail(payload: DeliveryPayload, to: string): Promise<LeadEmail> {
  const props = confirmationProps(payload);
  return {
    to,
    replyTo: { name: site.name, address: site.email },
    subject: confirmationCopy.subject[payload.type](payload.reference),
    text: confirmationText(props),
    html: await renderEmail(<ConfirmationEmail {...props} />),
    messageId: messageId(payload, 'confirmation'),
  };
}
