import { alertCopy, confirmationCopy, SUSPECTED_SPAM_PREFIX } from '@/content/emails';
import { continueOnWhatsapp } from '@/content/leads';
import { site } from '@/content/site';
import type { DeliveryPayload } from '@/db/schema';
import { viewOf, type Line } from '@/lib/delivery/lead-view';

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

/** Where a visit came from, in this order (the outbox's jsonb keeps no order of its own). */
const ATTRIBUTION_LABELS = {
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
  referrer: 'Referring site',
  landing_path: 'Landing page',
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const textLines = (lines: readonly Line[]) =>
  lines.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`).join('\n');

const htmlTable = (lines: readonly Line[]) =>
  `<table cellpadding="6" style="border-collapse:collapse">${lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`;

const messageId = (payload: DeliveryPayload, channel: string) =>
  `<${payload.reference}.${payload.type}.${channel}@${new URL(site.url).hostname}>`;

/** The time a lead came in, in Karachi. */
export function karachiTime(iso: string): string {
  return `${KARACHI.format(new Date(iso))} (Pakistan time)`;
}

/**
 * The provider's alert: every field the visitor gave, the reference, where the visit came
 * from and the time in Karachi; pressing Reply answers the visitor.
 */
export function alertEmail(payload: DeliveryPayload, to: readonly string[]): LeadEmail {
  const view = viewOf(payload);
  const source = Object.entries(ATTRIBUTION_LABELS).flatMap(([column, label]) => {
    const value = payload.attribution[column];
    return value ? [[label, value] as const] : [];
  });
  const about: Line[] = [
    [alertCopy.reference, payload.reference],
    [alertCopy.received, karachiTime(payload.created_at)],
    ...(payload.spam_reason ? [[alertCopy.spam, payload.spam_reason] as const] : []),
  ];
  const sourceLines: readonly Line[] = source.length ? source : [['', alertCopy.noSource]];
  const intro = alertCopy.intro[payload.type];
  return {
    to,
    replyTo: view.sender,
    subject: `${payload.spam_reason ? SUSPECTED_SPAM_PREFIX : ''}${view.subject}`,
    text: [
      intro,
      textLines(about),
      textLines(view.fields),
      `${alertCopy.source}:\n${textLines(sourceLines).replace(/^: /gm, '')}`,
      alertCopy.reply,
    ].join('\n\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      htmlTable(about),
      htmlTable(view.fields),
      `<h3>${escapeHtml(alertCopy.source)}</h3>`,
      htmlTable(sourceLines),
      `<p>${escapeHtml(alertCopy.reply)}</p>`,
    ].join('\n'),
    messageId: messageId(payload, 'alert'),
  };
}

/**
 * The visitor's confirmation: a fixed template with the reference, a summary of the choices
 * they made from our lists, the next step and how to reach us. It never repeats their own
 * words, so the form cannot be used to send a stranger someone's text.
 */
export function confirmationEmail(payload: DeliveryPayload, to: string): LeadEmail {
  const copy = confirmationCopy;
  const { summary } = viewOf(payload);
  const whatsapp = continueOnWhatsapp(payload.reference);
  const reach: Line[] = [
    ['Email', site.email],
    ['Phone', `${site.phone} (${site.hours})`],
    [copy.whatsapp, whatsapp],
  ];
  const heading = `${copy.thanks[payload.type]} ${copy.reference}: ${payload.reference}`;
  return {
    to,
    replyTo: { name: site.name, address: site.email },
    subject: copy.subject[payload.type](payload.reference),
    text: [
      copy.greeting,
      heading,
      `${copy.summary}:\n${textLines(summary)}`,
      `${copy.nextTitle}: ${copy.next[payload.type]}`,
      `${copy.reachTitle}:\n${textLines(reach)}`,
      `${copy.signOff}\n\n${copy.notYou}`,
    ].join('\n\n'),
    html: [
      `<p>${escapeHtml(copy.greeting)}</p>`,
      `<p><strong>${escapeHtml(heading)}</strong></p>`,
      `<h3>${escapeHtml(copy.summary)}</h3>`,
      htmlTable(summary),
      `<h3>${escapeHtml(copy.nextTitle)}</h3><p>${escapeHtml(copy.next[payload.type])}</p>`,
      `<h3>${escapeHtml(copy.reachTitle)}</h3>`,
      htmlTable(reach.slice(0, 2)),
      `<p><a href="${escapeHtml(whatsapp)}">${escapeHtml(copy.whatsapp)}</a></p>`,
      `<p>${escapeHtml(copy.signOff)}</p><p><small>${escapeHtml(copy.notYou)}</small></p>`,
    ].join('\n'),
    messageId: messageId(payload, 'confirmation'),
  };
}
