import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEAL_STATUSES, MESSAGE_STATUSES } from '@/content/desk';
import {
  BUDGETS,
  BUSINESS_SIZES,
  CUSTOM_BOT_CATEGORIES,
  CUSTOM_BOT_FEATURES,
  INQUIRY_TYPES,
  MAX_LENGTH,
  NEWSLETTER_SOURCES,
  PLANS,
  PLATFORMS,
} from '@/content/form-options';
import {
  attribution,
  attributionChecks,
  codeCheck,
  createdAt,
  id,
  literal,
  maxLength,
  notBlank,
  patternCheck,
  reference,
  referenceCheck,
  spamReason,
  spamReasonCheck,
  status,
  submissionId,
  textCheck,
} from '@/db/columns';
import { CONTACT_PHONE_PATTERN, ORDER_PHONE_PATTERN } from '@/lib/schemas/patterns';
import { DEMO_CONVERSATION_ID_LENGTH } from '@/lib/schemas/demo';

/**
 * The desk's inbox pages through leads newest first by (created_at, id), and its "Suspected
 * spam" view the same way over the flagged few (app/desk, db/queries/desk-inbox.ts).
 */
const deskIndexes = (
  table: string,
  t: { createdAt: AnyPgColumn; id: AnyPgColumn; spamReason: AnyPgColumn },
) => [
  // Ascending, read backwards: `order by created_at desc, id desc` is DESC NULLS FIRST, which
  // an index declared DESC (drizzle writes DESC NULLS LAST) does not serve.
  index(`${table}_created_at_id_idx`).on(t.createdAt, t.id),
  index(`${table}_spam_created_at_idx`)
    .on(t.createdAt, t.id)
    .where(sql`${t.spamReason} is not null`),
];

export const botOrders = pgTable(
  'bot_orders',
  {
    id: id(),
    submissionId: submissionId(),
    botSlug: text('bot_slug').notNull(),
    botCategory: text('bot_category').notNull(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    platform: text('platform').notNull(),
    requirements: text('requirements'),
    additionalInfo: text('additional_info'),
    plan: text('plan').notNull(),
    status: status(),
    spamReason: spamReason(),
    reference: reference(),
    ...attribution(),
    /**
     * The demo conversation the visitor had before ordering, in the same visit (docs/demo.md).
     * No foreign key: the conversation is deleted after 30 days, and the order stays.
     */
    demoConversationId: text('demo_conversation_id'),
    createdAt: createdAt(),
  },
  (t) => [
    textCheck('bot_orders', t.botSlug, MAX_LENGTH.slug, true),
    textCheck('bot_orders', t.demoConversationId, DEMO_CONVERSATION_ID_LENGTH),
    textCheck('bot_orders', t.botCategory, MAX_LENGTH.category, true),
    textCheck('bot_orders', t.userName, MAX_LENGTH.name, true),
    textCheck('bot_orders', t.email, MAX_LENGTH.email, true),
    patternCheck('bot_orders', t.phoneNumber, ORDER_PHONE_PATTERN, MAX_LENGTH.phone),
    codeCheck('bot_orders', t.platform, PLATFORMS),
    codeCheck('bot_orders', t.plan, PLANS),
    codeCheck('bot_orders', t.status, DEAL_STATUSES),
    textCheck('bot_orders', t.requirements, MAX_LENGTH.longText),
    textCheck('bot_orders', t.additionalInfo, MAX_LENGTH.longText),
    spamReasonCheck('bot_orders', t.spamReason),
    referenceCheck('bot_orders', t.reference),
    ...attributionChecks('bot_orders', t),
    ...deskIndexes('bot_orders', t),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    source: text('source').notNull().default('footer'),
    spamReason: spamReason(),
    ...attribution(),
    createdAt: createdAt(),
  },
  (t) => [
    // One subscriber per address whatever its case (docs/rules.md#newsletter-form).
    uniqueIndex('newsletter_subscriptions_email_lower_key').on(sql`lower(${t.email})`),
    check(
      'newsletter_subscriptions_email_check',
      sql`${notBlank(t.email)} and ${maxLength(t.email, MAX_LENGTH.email)} and ${t.email} = btrim(${t.email})`,
    ),
    codeCheck('newsletter_subscriptions', t.source, NEWSLETTER_SOURCES),
    spamReasonCheck('newsletter_subscriptions', t.spamReason),
    ...attributionChecks('newsletter_subscriptions', t),
  ],
);

export const customBotRequests = pgTable(
  'custom_bot_requests',
  {
    id: id(),
    submissionId: submissionId(),
    businessName: text('business_name').notNull(),
    category: text('category').notNull(),
    platform: text('platform').notNull(),
    businessSize: text('business_size').notNull(),
    budget: text('budget').notNull(),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text('requirements'),
    // The proposal's addressee (docs/rules.md#custom-bot-request-form); null before the form
    // asked for them; the action requires the name and e-mail of every new one.
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    status: status(),
    spamReason: spamReason(),
    reference: reference(),
    ...attribution(),
    createdAt: createdAt(),
  },
  (t) => [
    textCheck('custom_bot_requests', t.businessName, MAX_LENGTH.company, true),
    codeCheck('custom_bot_requests', t.category, CUSTOM_BOT_CATEGORIES),
    codeCheck('custom_bot_requests', t.platform, PLATFORMS),
    codeCheck('custom_bot_requests', t.businessSize, BUSINESS_SIZES),
    codeCheck('custom_bot_requests', t.budget, BUDGETS),
    codeCheck('custom_bot_requests', t.status, DEAL_STATUSES),
    check(
      'custom_bot_requests_features_check',
      sql`${t.features} <@ array[${sql.join(CUSTOM_BOT_FEATURES.map(literal), sql`, `)}]::text[] and cardinality(${t.features}) <= ${sql.raw(String(CUSTOM_BOT_FEATURES.length))}`,
    ),
    textCheck('custom_bot_requests', t.requirements, MAX_LENGTH.longText),
    textCheck('custom_bot_requests', t.contactName, MAX_LENGTH.name, true),
    textCheck('custom_bot_requests', t.email, MAX_LENGTH.email, true),
    patternCheck('custom_bot_requests', t.phone, CONTACT_PHONE_PATTERN, MAX_LENGTH.phone),
    spamReasonCheck('custom_bot_requests', t.spamReason),
    referenceCheck('custom_bot_requests', t.reference),
    ...attributionChecks('custom_bot_requests', t),
    ...deskIndexes('custom_bot_requests', t),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    submissionId: submissionId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    inquiryType: text('inquiry_type').notNull(),
    message: text('message').notNull(),
    status: status(),
    spamReason: spamReason(),
    reference: reference(),
    ...attribution(),
    createdAt: createdAt(),
  },
  (t) => [
    textCheck('contact_messages', t.firstName, MAX_LENGTH.name, true),
    textCheck('contact_messages', t.lastName, MAX_LENGTH.name),
    textCheck('contact_messages', t.email, MAX_LENGTH.email, true),
    patternCheck('contact_messages', t.phone, CONTACT_PHONE_PATTERN, MAX_LENGTH.phone),
    textCheck('contact_messages', t.company, MAX_LENGTH.company, true),
    codeCheck('contact_messages', t.inquiryType, INQUIRY_TYPES),
    codeCheck('contact_messages', t.status, MESSAGE_STATUSES),
    textCheck('contact_messages', t.message, MAX_LENGTH.longText, true),
    spamReasonCheck('contact_messages', t.spamReason),
    referenceCheck('contact_messages', t.reference),
    ...attributionChecks('contact_messages', t),
    ...deskIndexes('contact_messages', t),
  ],
);

// The app's own bookkeeping: rate limits, idempotency keys, the delivery outbox.
export * from '@/db/bookkeeping';
// The provider's desk: its owners' sessions and passkeys, notes, the record of what was done.
export * from '@/db/desk-schema';
// The bot demos' conversations and the day's live tokens.
export * from '@/db/demo-schema';

/** The tables of the leads the provider answers (the newsletter is not one). */
export type LeadTable = typeof botOrders | typeof customBotRequests | typeof contactMessages;

export type BotOrderRow = typeof botOrders.$inferInsert;
export type NewsletterRow = typeof newsletterSubscriptions.$inferInsert;
export type CustomBotRequestRow = typeof customBotRequests.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferInsert;
