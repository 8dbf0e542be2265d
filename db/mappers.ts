import { getTableColumns } from 'drizzle-orm';
import type { SpamReason } from '@/content/form-options';
import { ATTRIBUTION_FIELDS, type AttributionField } from '@/content/leads';
import type {
  BotOrderRow,
  ContactMessageRow,
  CustomBotRequestRow,
  LeadTable,
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

function orNull(text: string | undefined): string | null {
  return text ? text : null;
}

export function toBotOrderRow(
  order: Order,
  /** The bot the order is for, as the server resolved it from the page (lib/submission/order-target.ts). */
  target: { botSlug: string; botCategory: string },
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
    // status is left to the database's default, 'pending': the app's role may not write it.
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

/** The columns of a lead that are the app's bookkeeping, not what the visitor sent. */
const BOOKKEEPING: readonly string[] = [
  'id',
  'createdAt',
  'submissionId',
  'spamReason',
  'reference',
];

/**
 * A lead as its deliveries carry it (docs/rules.md#e-mails-and-webhook): the row's own columns in
 * snake_case, with the database's defaults for those the app does not write (an order's
 * status), its attribution apart, every field present, and its spam flag. Type, reference and
 * time are the outbox row's own columns (db/queries/deliveries.ts); the worker reads the whole
 * back through its schema (lib/delivery/payload.ts).
 */
export function deliveryPayload<T extends LeadTable>(table: T, row: T['$inferInsert']) {
  const values = row as Record<string, unknown>;
  const lead: Record<string, unknown> = {};
  const attribution: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (BOOKKEEPING.includes(key)) continue;
    const fallback = typeof column.default === 'string' ? column.default : null;
    const value = values[key] ?? fallback;
    if ((ATTRIBUTION_FIELDS as readonly string[]).includes(key)) attribution[column.name] = value;
    else lead[column.name] = value;
  }
  return { lead, attribution, spam_reason: values.spamReason ?? null };
}
