// The four forms as a browser with JavaScript submits them: which action, which page it is
// posted from, and a valid set of fields (as in the captured Chromium request).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, actionIds, requireAction } from './harness.mjs';

/**
 * A string constant of the app, read from its TypeScript source, which these plain Node scripts
 * cannot import: the one `export const NAME = '…';` anywhere under lib/. A guard field sent under
 * a name the app no longer reads would be ignored without a word (a fill time under the wrong name
 * reads as none at all), so anything but exactly one such literal stops the scripts. The source
 * rather than the build: in the build the names are bare strings among thousands, with nothing
 * to tell which is which.
 */
function appConstant(name) {
  const definition = new RegExp(`^export const ${name} = '([A-Za-z][\\w-]*)';$`, 'gm');
  const lib = path.join(ROOT, 'lib');
  const found = fs
    .readdirSync(lib, { recursive: true })
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      [...fs.readFileSync(path.join(lib, file), 'utf8').matchAll(definition)].map((m) => m[1]),
    );
  if (found.length !== 1)
    throw new Error(
      `expected one \`export const ${name} = '…';\` under lib/, found ${found.length}`,
    );
  return found[0];
}

/** The spam guards' field names: the honeypot, and how long the form was open. */
export const HONEYPOT_FIELD = appConstant('HONEYPOT_FIELD');
export const FILL_TIME_FIELD = appConstant('FILL_TIME_FIELD');

/** A person's pace of filling a form (ms), never marked 'too_fast'. */
export const HUMAN_FILL_MS = '60000';

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
      [FILL_TIME_FIELD, HUMAN_FILL_MS],
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
      [FILL_TIME_FIELD, HUMAN_FILL_MS],
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
      [FILL_TIME_FIELD, HUMAN_FILL_MS],
    ],
  },
  newsletter: {
    action: ['subscribeNewsletter', 'lib/actions/newsletter.ts'],
    table: 'newsletter_subscriptions',
    path: '/',
    valid: () => [
      ['email', `reader-${randomUUID()}@example.com`],
      [HONEYPOT_FIELD, ''],
      [FILL_TIME_FIELD, HUMAN_FILL_MS],
    ],
  },
};

/** Action ids of this build for the four forms, by form key. */
export function formActionIds(dir) {
  const ids = actionIds(dir);
  return Object.fromEntries(
    Object.entries(FORMS).map(([key, form]) => [key, requireAction(ids, ...form.action)]),
  );
}

/** Replaces (or with `undefined` removes) fields in a list of [name, value] pairs. */
export function withFields(fields, changes) {
  const out = fields.filter(([name]) => !(name in changes));
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) out.push([name, item]);
    else out.push([name, value]);
  }
  return out;
}
