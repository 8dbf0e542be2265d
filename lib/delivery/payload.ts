import { z } from 'zod';
import { getBot } from '@/content/bots';
import { alertSubjects } from '@/content/emails';
import {
  BUDGET_LABELS,
  BUDGETS,
  BUSINESS_SIZE_LABELS,
  BUSINESS_SIZES,
  CUSTOM_BOT_CATEGORIES,
  CUSTOM_BOT_CATEGORY_LABELS,
  CUSTOM_BOT_FEATURES,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  PLAN_LABELS,
  PLANS,
  PLATFORM_LABELS,
  PLATFORMS,
  SPAM_REASONS,
  type PlanCode,
} from '@/content/form-options';
import { DEAL_STATUSES, MANUAL_SPAM_REASON, MESSAGE_STATUSES } from '@/content/desk';
import { industries, industryBotSlug } from '@/content/industries';
import type { DeliveryChannel } from '@/content/leads';
import { plans } from '@/content/plans';
import type { QueuedDelivery } from '@/db/queries/deliveries';

/**
 * A lead as its deliveries carry it and the webhook sends it (docs/rules.md#e-mails-and-webhook):
 * its type, reference and time, the row's own columns in snake_case, its attribution apart, its
 * spam flag. The outbox keeps the lead's part as jsonb written from TypeScript
 * (deliveryPayload in db/queries/submissions.ts) and the rest in its own columns; this schema checks the whole
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
  /** Why it is suspected spam: a guard's reason, or the provider's own verdict in the desk. */
  spam_reason: z.enum([...SPAM_REASONS, MANUAL_SPAM_REASON]).nullable(),
  /** The demo conversation an order followed; none in payloads queued before orders had one. */
  demo_conversation_id: z.string().nullable().default(null),
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

/** One line of an e-mail: a label and what stands beside it. */
export type Line = readonly [label: string, value: string];

/**
 * What the e-mails about a lead say, read from the lead as its delivery carries it:
 * - `subject`, the alert's (docs/rules.md#e-mails-and-webhook);
 * - `what` the lead asks for and `who` sent it: together every field the visitor gave,
 *   labelled as the form labels it;
 * - `summary`, the confirmation's: only the choices the visitor picked from our own lists,
 *   never text they typed, so the form cannot be used to mail strangers someone's words;
 * - `sender`, who pressing Reply in the provider's inbox answers.
 */
export type LeadView = {
  subject: string;
  what: readonly Line[];
  who: readonly Line[];
  summary: readonly Line[];
  sender: { name: string; address: string };
};

/** The bot an order is for: a catalogue bot by its slug, an industry bot by its page title. */
export function orderedBot(botSlug: string): string {
  return (
    getBot(botSlug)?.name ??
    industries.find((industry) => industryBotSlug(industry.title) === botSlug)?.title ??
    botSlug
  );
}

function planWithPrice(code: PlanCode): string {
  const plan = plans.find((candidate) => candidate.code === code);
  return plan ? `${plan.name} (${plan.price}${plan.period})` : PLAN_LABELS[code];
}

function orderView(lead: LeadOf<'order'>, reference: string): LeadView {
  const bot = orderedBot(lead.bot_slug);
  const platform = PLATFORM_LABELS[lead.platform];
  return {
    subject: alertSubjects.order(reference, bot, PLAN_LABELS[lead.plan]),
    what: [
      ['Bot', bot],
      ['Bot category', lead.bot_category],
      ['Plan', planWithPrice(lead.plan)],
      ['Platform', platform],
      ['Requirements', lead.requirements ?? ''],
      ['Additional information', lead.additional_info ?? ''],
    ],
    who: [
      ['Full name', lead.user_name],
      ['Email', lead.email],
      ['Phone number', lead.phone_number],
    ],
    summary: [
      ['Bot', bot],
      ['Plan', planWithPrice(lead.plan)],
      ['Platform', platform],
    ],
    sender: { name: lead.user_name, address: lead.email },
  };
}

function customBotView(lead: LeadOf<'custom_bot_request'>, reference: string): LeadView {
  const choices: Line[] = [
    ['Business category', CUSTOM_BOT_CATEGORY_LABELS[lead.category]],
    ['Platform', PLATFORM_LABELS[lead.platform]],
    ['Business size', BUSINESS_SIZE_LABELS[lead.business_size]],
    ['Monthly budget', BUDGET_LABELS[lead.budget]],
    ['Features', lead.features.join(', ')],
  ];
  return {
    subject: alertSubjects.custom_bot_request(reference, lead.business_name),
    what: [
      ['Business name', lead.business_name],
      ...choices,
      ['Requirements', lead.requirements ?? ''],
    ],
    who: [
      ['Your name', lead.contact_name ?? ''],
      ['Email', lead.email ?? ''],
      ['Phone / WhatsApp', lead.phone ?? ''],
    ],
    summary: choices,
    sender: { name: lead.contact_name ?? '', address: lead.email ?? '' },
  };
}

function contactView(lead: LeadOf<'contact_message'>, reference: string): LeadView {
  const inquiry = INQUIRY_TYPE_LABELS[lead.inquiry_type];
  const name = [lead.first_name, lead.last_name].filter(Boolean).join(' ');
  return {
    subject: alertSubjects.contact_message(reference, name, inquiry),
    what: [
      ['Inquiry type', inquiry],
      ['Message', lead.message],
    ],
    who: [
      ['First name', lead.first_name],
      ['Last name', lead.last_name ?? ''],
      ['Email', lead.email],
      ['Phone number', lead.phone],
      ['Company', lead.company],
    ],
    summary: [['Inquiry type', inquiry]],
    sender: { name, address: lead.email },
  };
}

function viewByType(payload: DeliveryPayload): LeadView {
  switch (payload.type) {
    case 'order':
      return orderView(payload.lead, payload.reference);
    case 'custom_bot_request':
      return customBotView(payload.lead, payload.reference);
    case 'contact_message':
      return contactView(payload.lead, payload.reference);
  }
}

export function viewOf(payload: DeliveryPayload): LeadView {
  const view = viewByType(payload);
  // An optional field left empty (or no feature ticked) is nothing the visitor gave.
  const given = (lines: readonly Line[]) => lines.filter(([, value]) => value !== '');
  return { ...view, what: given(view.what), who: given(view.who), summary: given(view.summary) };
}
