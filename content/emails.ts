import type { LeadType } from '@/content/leads';
import { site } from '@/content/site';

/**
 * The words of every e-mail about a lead (docs/rules.md#e-mails-and-webhook). Subjects
 * and their reference format are fixed there; the provider's contact details come from
 * content/site.ts.
 */

/** Prefixed to an alert's subject for a lead flagged as suspected spam (LEADS_NOTIFY_SPAM=1). */
export const SUSPECTED_SPAM_PREFIX = '[Suspected spam] ';

export const alertSubjects = {
  order: (reference: string, bot: string, plan: string) =>
    `New order ${reference}: ${bot}, ${plan}`,
  custom_bot_request: (reference: string, business: string) =>
    `New custom bot request ${reference}: ${business}`,
  contact_message: (reference: string, name: string, inquiry: string) =>
    `New message ${reference}: ${name}, ${inquiry}`,
} as const;

export const alertCopy = {
  intro: {
    order: 'A new order came in on the website.',
    custom_bot_request: 'A new custom bot request came in on the website.',
    contact_message: 'A new message came in on the website.',
  } satisfies Record<LeadType, string>,
  reference: 'Reference',
  received: 'Received',
  /** The alert's headings, in the order a provider reads it: what, who, how to reply, source. */
  what: {
    order: 'The order',
    custom_bot_request: 'The request',
    contact_message: 'The message',
  } satisfies Record<LeadType, string>,
  who: 'Who sent it',
  replyTitle: 'How to reply',
  spam: 'Suspected spam',
  source: 'Where the visit came from',
  noSource: 'Not known (a direct visit, or a browser that did not say)',
  reply: 'Reply to this e-mail to answer the sender.',
  /** An order placed after trying the bot's demo: where its transcript is. */
  demo: 'Tried the demo first',
  demoTranscript: 'Read the conversation in the desk',
  demoWithoutDesk: (id: string) => `Yes: demo_conversations.id ${id}`,
} as const;

/** The visitor's: a fixed template, never their free text (docs/rules.md#e-mails-and-webhook). */
export const confirmationCopy = {
  subject: {
    order: (reference: string) => `We received your order ${reference}`,
    custom_bot_request: (reference: string) => `We received your custom bot request ${reference}`,
    contact_message: (reference: string) => `We received your message ${reference}`,
  } satisfies Record<LeadType, (reference: string) => string>,
  greeting: 'Hello,',
  thanks: {
    order: 'Thank you for your order.',
    custom_bot_request: 'Thank you for your custom bot request.',
    contact_message: 'Thank you for your message.',
  } satisfies Record<LeadType, string>,
  reference: 'Your reference',
  summary: 'Summary',
  nextTitle: 'What happens next',
  // Promised times (docs/rules.md#catalogue-and-pages): setup 24-48 h; proposal and reply in 24 h.
  next: {
    order:
      'We will contact you to confirm the details and set up your bot within 24-48 hours. Every plan starts with a 14-day free trial.',
    custom_bot_request:
      'We will study your request and send you a tailored proposal within 24 hours.',
    contact_message: 'We will reply within 24 hours.',
  } satisfies Record<LeadType, string>,
  reachTitle: 'How to reach us',
  whatsapp: 'Continue on WhatsApp',
  signOff: `The ${site.name} team`,
  notYou: 'If you did not send this, you can ignore this e-mail.',
} as const;
