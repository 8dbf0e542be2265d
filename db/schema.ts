import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  BUDGETS,
  BUSINESS_SIZES,
  CUSTOM_BOT_CATEGORIES,
  CUSTOM_BOT_FEATURES,
  INQUIRY_TYPES,
  MAX_LENGTH,
  NEWSLETTER_SOURCES,
  ORDER_STATUSES,
  PLANS,
  PLATFORMS,
} from '@/content/form-options';
import {
  attribution,
  attributionChecks,
  createdAt,
  id,
  literal,
  maxLength,
  notBlank,
  oneOf,
  reference,
  referenceCheck,
  spamReason,
  spamReasonCheck,
  submissionId,
} from '@/db/columns';
import { CONTACT_PHONE_PATTERN, ORDER_PHONE_PATTERN } from '@/lib/schemas/patterns';

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
    status: text('status').notNull().default('pending'),
    spamReason: spamReason(),
    reference: reference(),
    ...attribution(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'bot_orders_bot_slug_check',
      sql`${notBlank(t.botSlug)} and ${maxLength(t.botSlug, MAX_LENGTH.slug)}`,
    ),
    check(
      'bot_orders_bot_category_check',
      sql`${notBlank(t.botCategory)} and ${maxLength(t.botCategory, MAX_LENGTH.category)}`,
    ),
    check(
      'bot_orders_user_name_check',
      sql`${notBlank(t.userName)} and ${maxLength(t.userName, MAX_LENGTH.name)}`,
    ),
    check(
      'bot_orders_email_check',
      sql`${notBlank(t.email)} and ${maxLength(t.email, MAX_LENGTH.email)}`,
    ),
    check(
      'bot_orders_phone_number_check',
      sql`${t.phoneNumber} ~ ${literal(ORDER_PHONE_PATTERN)} and ${maxLength(t.phoneNumber, MAX_LENGTH.phone)}`,
    ),
    check('bot_orders_platform_check', oneOf(t.platform, PLATFORMS)),
    check('bot_orders_plan_check', oneOf(t.plan, PLANS)),
    check('bot_orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('bot_orders_requirements_check', maxLength(t.requirements, MAX_LENGTH.longText)),
    check('bot_orders_additional_info_check', maxLength(t.additionalInfo, MAX_LENGTH.longText)),
    spamReasonCheck('bot_orders', t.spamReason),
    referenceCheck('bot_orders', t.reference),
    ...attributionChecks('bot_orders', t),
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
    // One subscriber per address whatever its case (decisions.md).
    uniqueIndex('newsletter_subscriptions_email_lower_key').on(sql`lower(${t.email})`),
    check(
      'newsletter_subscriptions_email_check',
      sql`${notBlank(t.email)} and ${maxLength(t.email, MAX_LENGTH.email)} and ${t.email} = btrim(${t.email})`,
    ),
    check('newsletter_subscriptions_source_check', oneOf(t.source, NEWSLETTER_SOURCES)),
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
    // Who to send the proposal to (decisions.md). Null only on requests made before the form
    // asked for them; the action requires the name and e-mail of every new one.
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    spamReason: spamReason(),
    reference: reference(),
    ...attribution(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'custom_bot_requests_business_name_check',
      sql`${notBlank(t.businessName)} and ${maxLength(t.businessName, MAX_LENGTH.company)}`,
    ),
    check('custom_bot_requests_category_check', oneOf(t.category, CUSTOM_BOT_CATEGORIES)),
    check('custom_bot_requests_platform_check', oneOf(t.platform, PLATFORMS)),
    check('custom_bot_requests_business_size_check', oneOf(t.businessSize, BUSINESS_SIZES)),
    check('custom_bot_requests_budget_check', oneOf(t.budget, BUDGETS)),
    check(
      'custom_bot_requests_features_check',
      sql`${t.features} <@ array[${sql.join(CUSTOM_BOT_FEATURES.map(literal), sql`, `)}]::text[] and cardinality(${t.features}) <= ${sql.raw(String(CUSTOM_BOT_FEATURES.length))}`,
    ),
    check('custom_bot_requests_requirements_check', maxLength(t.requirements, MAX_LENGTH.longText)),
    check(
      'custom_bot_requests_contact_name_check',
      sql`${notBlank(t.contactName)} and ${maxLength(t.contactName, MAX_LENGTH.name)}`,
    ),
    check(
      'custom_bot_requests_email_check',
      sql`${notBlank(t.email)} and ${maxLength(t.email, MAX_LENGTH.email)}`,
    ),
    check(
      'custom_bot_requests_phone_check',
      sql`${t.phone} ~ ${literal(CONTACT_PHONE_PATTERN)} and ${maxLength(t.phone, MAX_LENGTH.phone)}`,
    ),
    spamReasonCheck('custom_bot_requests', t.spamReason),
    referenceCheck('custom_bot_requests', t.reference),
    ...attributionChecks('custom_bot_requests', t),
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
    spamReason: spamReason(),
    reference: reference(),
    ...attribution(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'contact_messages_first_name_check',
      sql`${notBlank(t.firstName)} and ${maxLength(t.firstName, MAX_LENGTH.name)}`,
    ),
    check('contact_messages_last_name_check', maxLength(t.lastName, MAX_LENGTH.name)),
    check(
      'contact_messages_email_check',
      sql`${notBlank(t.email)} and ${maxLength(t.email, MAX_LENGTH.email)}`,
    ),
    check(
      'contact_messages_phone_check',
      sql`${t.phone} ~ ${literal(CONTACT_PHONE_PATTERN)} and ${maxLength(t.phone, MAX_LENGTH.phone)}`,
    ),
    check(
      'contact_messages_company_check',
      sql`${notBlank(t.company)} and ${maxLength(t.company, MAX_LENGTH.company)}`,
    ),
    check('contact_messages_inquiry_type_check', oneOf(t.inquiryType, INQUIRY_TYPES)),
    check(
      'contact_messages_message_check',
      sql`${notBlank(t.message)} and ${maxLength(t.message, MAX_LENGTH.longText)}`,
    ),
    spamReasonCheck('contact_messages', t.spamReason),
    referenceCheck('contact_messages', t.reference),
    ...attributionChecks('contact_messages', t),
  ],
);

// The app's own bookkeeping: rate limits, idempotency keys, the delivery outbox.
export * from '@/db/bookkeeping';

/** The tables of the leads the provider answers (the newsletter is not one). */
export type LeadTable = typeof botOrders | typeof customBotRequests | typeof contactMessages;

export type BotOrderRow = typeof botOrders.$inferInsert;
export type NewsletterRow = typeof newsletterSubscriptions.$inferInsert;
export type CustomBotRequestRow = typeof customBotRequests.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferInsert;
