import { z } from 'zod';
import {
  BUDGETS,
  BUSINESS_SIZES,
  CUSTOM_BOT_CATEGORIES,
  CUSTOM_BOT_FEATURES,
  INQUIRY_TYPES,
  PLANS,
  PLATFORMS,
  SPAM_REASONS,
} from '@/content/form-options';
import { DEAL_STATUSES, MESSAGE_STATUSES } from '@/content/desk';
import type { DeliveryChannel } from '@/content/leads';
import type { QueuedDelivery } from '@/db/queries/deliveries';

/**
 * A lead as its deliveries carry it and the webhook sends it (docs/rules.md#e-mails-and-webhook):
 * its type, reference and time, the row's own columns in snake_case, its attribution apart, its
 * spam flag. The outbox keeps the lead's part as jsonb written from TypeScript
 * (db/mappers.ts#deliveryPayload) and the rest in its own columns; this schema checks the whole
 * when a worker reads it back, so a row that does not match fails its attempt with the reason
 * instead of mailing blanks.
 */
const optionalText = z.string().nullable();

const orderLead = z.object({
  bot_slug: z.string(),
  bot_category: z.string(),
  user_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  platform: z.enum(PLATFORMS),
  requirements: optionalText,
  additional_info: optionalText,
  plan: z.enum(PLANS),
  status: z.enum(DEAL_STATUSES),
});

const customBotLead = z.object({
  business_name: z.string(),
  category: z.enum(CUSTOM_BOT_CATEGORIES),
  platform: z.enum(PLATFORMS),
  business_size: z.enum(BUSINESS_SIZES),
  budget: z.enum(BUDGETS),
  features: z.array(z.enum(CUSTOM_BOT_FEATURES)),
  requirements: optionalText,
  contact_name: optionalText,
  email: optionalText,
  phone: optionalText,
  // Queued before the desk gave these leads a status, a payload has none: it was pending.
  status: z.enum(DEAL_STATUSES).default('pending'),
});

const contactLead = z.object({
  first_name: z.string(),
  last_name: optionalText,
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  inquiry_type: z.enum(INQUIRY_TYPES),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES).default('pending'),
});

/** The attribution columns, in the order an alert lists them. */
const attribution = z.object({
  utm_source: optionalText,
  utm_medium: optionalText,
  utm_campaign: optionalText,
  utm_term: optionalText,
  utm_content: optionalText,
  referrer: optionalText,
  landing_path: optionalText,
});

const common = {
  reference: z.string(),
  /** ISO 8601, UTC. */
  created_at: z.iso.datetime(),
  attribution,
  spam_reason: z.enum(SPAM_REASONS).nullable(),
};

export const deliveryPayloadSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order'), ...common, lead: orderLead }),
  z.object({ type: z.literal('custom_bot_request'), ...common, lead: customBotLead }),
  z.object({ type: z.literal('contact_message'), ...common, lead: contactLead }),
]);

export type DeliveryPayload = z.infer<typeof deliveryPayloadSchema>;
export type LeadOf<T extends DeliveryPayload['type']> = Extract<
  DeliveryPayload,
  { type: T }
>['lead'];

/** The lead columns each payload names: the outbox must carry every one (tests/unit). */
export const LEAD_COLUMNS = {
  order: orderLead.keyof().options,
  custom_bot_request: customBotLead.keyof().options,
  contact_message: contactLead.keyof().options,
};
export const ATTRIBUTION_COLUMNS = attribution.keyof().options;

/** A claimed delivery whose payload passed its schema. */
export type DueDelivery = {
  id: number;
  channel: DeliveryChannel;
  recipient: string | null;
  attempts: number;
  payload: DeliveryPayload;
};

/**
 * Reads a claimed row's payload: type, reference and time from the row's columns (the time is
 * the lead's: both rows are written by one statement, at one `now()`), the rest from its jsonb.
 * Throws a readable zod error when they do not match the schema.
 */
export function readPayload(row: QueuedDelivery): DueDelivery {
  const stored = typeof row.payload === 'object' && row.payload !== null ? row.payload : {};
  const parsed = deliveryPayloadSchema.safeParse({
    ...stored,
    type: row.leadType,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
  });
  if (!parsed.success) {
    throw new Error(`The queued lead does not match its schema: ${z.prettifyError(parsed.error)}`);
  }
  const { id, channel, recipient, attempts } = row;
  return { id, channel, recipient, attempts, payload: parsed.data };
}
