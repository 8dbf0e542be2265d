// The four forms as a browser with JavaScript submits them: which action, which page it is
// posted from, and a valid set of fields (as in the captured Chromium request).
import { randomUUID } from 'node:crypto';
import { HONEYPOT_FIELD } from '@/lib/submission/spam-guards';
import { actionIds, requireAction } from '../action-ids';

/** A form's fields as a browser sends them: [name, value] pairs, a name repeated for a list. */
export type Fields = [string, string][];

export type Form = {
  /** The server action's exported name, and its file. */
  action: [string, string];
  table: string;
  /** The page it is posted from. */
  path: string;
  valid: (id?: string) => Fields;
};

/** The spam guard's field name (the honeypot), the app's own. */
export { HONEYPOT_FIELD };

export const FORMS = {
  order: {
    action: ['submitOrder', 'lib/actions/order.ts'],
    table: 'bot_orders',
    path: '/bots/finance',
    valid: (id = randomUUID()) => [
      ['source', 'bot'],
      ['slug', 'finance'],
      ['name', 'Ada Lovelace'],
      ['email', 'ada@example.com'],
      ['phone', '03001234567'],
      ['plan', 'basic'],
      ['platform', 'whatsapp'],
      ['requirements', 'Answer questions about invoices in Urdu and English.'],
      ['additionalInfo', ''],
      ['submissionId', id],
      [HONEYPOT_FIELD, ''],
    ],
  },
  customBot: {
    action: ['submitCustomBot', 'lib/actions/custom-bot.ts'],
    table: 'custom_bot_requests',
    path: '/',
    valid: (id = randomUUID()) => [
      ['businessName', 'Karachi Bakes'],
      ['category', 'restaurant'],
      ['platform', 'whatsapp'],
      ['businessSize', 'small'],
      ['budget', '50-100'],
      ['features', 'Order Management'],
      ['features', 'Customer Support Chat'],
      ['requirements', 'Take cake orders.'],
      ['contactName', 'Ayesha Baker'],
      ['email', 'ayesha@example.com'],
      ['phone', '+923001234567'],
      ['submissionId', id],
      [HONEYPOT_FIELD, ''],
    ],
  },
  contact: {
    action: ['submitContact', 'lib/actions/contact.ts'],
    table: 'contact_messages',
    path: '/',
    valid: (id = randomUUID()) => [
      ['firstName', 'Grace'],
      ['lastName', 'Hopper'],
      ['email', 'grace@example.com'],
      ['phone', '+923001234567'],
      ['company', 'Navy'],
      ['inquiryType', 'sales_inquiry'],
      ['message', 'Please call me about a bot.'],
      ['submissionId', id],
      [HONEYPOT_FIELD, ''],
    ],
  },
  newsletter: {
    action: ['subscribeNewsletter', 'lib/actions/newsletter.ts'],
    table: 'newsletter_subscriptions',
    path: '/',
    valid: () => [
      ['email', `reader-${randomUUID()}@example.com`],
      [HONEYPOT_FIELD, ''],
    ],
  },
} satisfies Record<string, Form>;

export type FormKey = keyof typeof FORMS;

/** Action ids of this build for the four forms, by form key. */
export function formActionIds(dir: string): Record<FormKey, string> {
  const ids = actionIds(dir);
  const id = (key: FormKey) => requireAction(ids, ...FORMS[key].action);
  return {
    order: id('order'),
    customBot: id('customBot'),
    contact: id('contact'),
    newsletter: id('newsletter'),
  };
}

/** Replaces (or with `undefined` removes) fields in a list of [name, value] pairs. */
export function withFields<V = string>(
  fields: readonly [string, V][],
  changes: Record<string, V | V[] | undefined>,
): [string, V][] {
  const out = fields.filter(([name]) => !(name in changes));
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) out.push([name, item]);
    else out.push([name, value]);
  }
  return out;
}

/** Where each form is posted from without JavaScript: a bot's order page, and the home page. */
export const NATIVE: Record<FormKey, { path: string; formId: string }> = {
  order: { path: '/bots/finance/order', formId: 'order-form' },
  customBot: { path: '/', formId: 'custombot-form' },
  contact: { path: '/', formId: 'contact-form' },
  newsletter: { path: '/', formId: 'newsletter-form' },
};

/** What a visitor without JavaScript fills in: no submission id, a fresh address. */
export function nativeFields(key: FormKey, email: string): Fields {
  return withFields(FORMS[key].valid(), {
    email,
    submissionId: undefined,
  });
}
