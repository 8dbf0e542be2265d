import type { SpamReason } from '@/content/form-options';
import type { AttributionField } from '@/content/leads';
import type {
  BotOrderRow,
  ContactMessageRow,
  CustomBotRequestRow,
  NewsletterRow,
} from '@/db/schema';
import type { CustomBot } from '@/lib/schemas/custom-bot';
import type { Contact } from '@/lib/schemas/contact';
import type { Newsletter } from '@/lib/schemas/newsletter';
import type { Order } from '@/lib/schemas/order';

/** Pure input -> row mapping: what exactly the provider will read in each table. */

/**
 * What the server adds to every submission row: its retry key, any sign of spam, the lead's
 * reference and where its visit came from (the attribution columns, in their camelCase names).
 */
export type SubmissionMeta = {
  submissionId: string;
  spamReason: SpamReason | null;
  reference: string;
  attribution: Partial<Record<AttributionField, string>>;
};

/** Where an order was placed, as resolved on the server from the page's source and slug. */
export type OrderTarget = { botSlug: string; botCategory: string };

function orNull(text: string | undefined): string | null {
  return text ? text : null;
}

/**
 * bot_slug on industry pages: the page title lower-cased with runs of spaces turned into '-'
 * (spec §3). It is deliberately not the catalogue slug; the provider tells the two apart by it.
 */
export function industryBotSlug(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

/** bot_category on industry pages: the category card name + ' Bot' (decisions.md). */
export function industryBotCategory(categoryName: string): string {
  return `${categoryName} Bot`;
}

/** Inquiry types are stored lower-cased with spaces as underscores (spec §3). */
export function inquiryTypeCode(label: string): string {
  return label.trim().toLowerCase().replace(/ /g, '_');
}

export function toBotOrderRow(
  order: Order,
  target: OrderTarget,
  { attribution, ...meta }: SubmissionMeta,
): BotOrderRow {
  return {
    ...meta,
    ...attribution,
    botSlug: target.botSlug,
    botCategory: target.botCategory,
    userName: order.name,
    email: order.email,
    phoneNumber: order.phone,
    platform: order.platform,
    requirements: orNull(order.requirements),
    additionalInfo: orNull(order.additionalInfo),
    plan: order.plan,
    status: 'pending',
  };
}

/** A subscription has no submission id or reference: the address is the key. */
export function toNewsletterRow(
  input: Newsletter,
  { spamReason, attribution }: Pick<SubmissionMeta, 'spamReason' | 'attribution'>,
): NewsletterRow {
  return { email: input.email.trim(), source: 'footer', spamReason, ...attribution };
}

export function toCustomBotRequestRow(
  input: CustomBot,
  { attribution, ...meta }: SubmissionMeta,
): CustomBotRequestRow {
  return {
    ...meta,
    ...attribution,
    businessName: input.businessName,
    category: input.category,
    platform: input.platform,
    businessSize: input.businessSize,
    budget: input.budget,
    // Each feature once, in the order the form lists them.
    features: [...new Set(input.features)],
    requirements: orNull(input.requirements),
    contactName: input.contactName,
    email: input.email,
    phone: orNull(input.phone),
  };
}

export function toContactMessageRow(
  input: Contact,
  { attribution, ...meta }: SubmissionMeta,
): ContactMessageRow {
  return {
    ...meta,
    ...attribution,
    firstName: input.firstName,
    lastName: orNull(input.lastName),
    email: input.email,
    phone: input.phone,
    company: input.company,
    inquiryType: input.inquiryType,
    message: input.message,
  };
}
