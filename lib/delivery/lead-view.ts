import { getBot } from '@/content/bots';
import { alertSubjects } from '@/content/emails';
import {
  BUDGET_LABELS,
  BUSINESS_SIZE_LABELS,
  CUSTOM_BOT_CATEGORY_LABELS,
  INQUIRY_TYPE_LABELS,
  type InquiryType,
  PLAN_LABELS,
  PLATFORM_LABELS,
  type PlanCode,
  type PlatformCode,
} from '@/content/form-options';
import { industries, industryBotSlug } from '@/content/industries';
import { plans } from '@/content/plans';
import type { DeliveryPayload } from '@/db/schema';

/** One line of an e-mail: a label and what stands beside it. */
export type Line = readonly [label: string, value: string];

/**
 * What the e-mails about a lead say, read from the lead as its delivery carries it:
 * - `subject`, the alert's (docs/rules.md#e-mails-and-webhook);
 * - `fields`, every field the visitor gave, labelled as the form labels it;
 * - `summary`, the confirmation's: only the choices the visitor picked from our own lists,
 *   never text they typed, so the form cannot be used to mail strangers someone's words;
 * - `sender`, who pressing Reply in the provider's inbox answers.
 */
export type LeadView = {
  subject: string;
  fields: readonly Line[];
  summary: readonly Line[];
  sender: { name: string; address: string };
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const labelOf = <T extends string>(labels: Record<T, string>, code: unknown) =>
  labels[code as T] ?? text(code);

/** The bot an order is for: a catalogue bot by its slug, an industry bot by its page title. */
export function orderedBot(botSlug: string): string {
  return (
    getBot(botSlug)?.name ??
    industries.find((industry) => industryBotSlug(industry.title) === botSlug)?.title ??
    botSlug
  );
}

function planWithPrice(code: unknown): string {
  const plan = plans.find((candidate) => candidate.code === code);
  return plan ? `${plan.name} (${plan.price}${plan.period})` : text(code);
}

function orderView(lead: Record<string, unknown>, reference: string): LeadView {
  const bot = orderedBot(text(lead.bot_slug));
  const plan = labelOf<PlanCode>(PLAN_LABELS, lead.plan);
  const platform = labelOf<PlatformCode>(PLATFORM_LABELS, lead.platform);
  return {
    subject: alertSubjects.order(reference, bot, plan),
    fields: [
      ['Bot', bot],
      ['Bot category', text(lead.bot_category)],
      ['Plan', planWithPrice(lead.plan)],
      ['Platform', platform],
      ['Full name', text(lead.user_name)],
      ['Email', text(lead.email)],
      ['Phone number', text(lead.phone_number)],
      ['Requirements', text(lead.requirements)],
      ['Additional information', text(lead.additional_info)],
    ],
    summary: [
      ['Bot', bot],
      ['Plan', planWithPrice(lead.plan)],
      ['Platform', platform],
    ],
    sender: { name: text(lead.user_name), address: text(lead.email) },
  };
}

function customBotView(lead: Record<string, unknown>, reference: string): LeadView {
  const choices: Line[] = [
    ['Business category', labelOf(CUSTOM_BOT_CATEGORY_LABELS, lead.category)],
    ['Platform', labelOf<PlatformCode>(PLATFORM_LABELS, lead.platform)],
    ['Business size', labelOf(BUSINESS_SIZE_LABELS, lead.business_size)],
    ['Monthly budget', labelOf(BUDGET_LABELS, lead.budget)],
    ['Features', Array.isArray(lead.features) ? lead.features.join(', ') : ''],
  ];
  return {
    subject: alertSubjects.custom_bot_request(reference, text(lead.business_name)),
    fields: [
      ['Business name', text(lead.business_name)],
      ...choices,
      ['Requirements', text(lead.requirements)],
      ['Name', text(lead.contact_name)],
      ['Email', text(lead.email)],
      ['Phone / WhatsApp', text(lead.phone)],
    ],
    summary: choices,
    sender: { name: text(lead.contact_name), address: text(lead.email) },
  };
}

function contactView(lead: Record<string, unknown>, reference: string): LeadView {
  const inquiry = labelOf<InquiryType>(INQUIRY_TYPE_LABELS, lead.inquiry_type);
  const name = [text(lead.first_name), text(lead.last_name)].filter(Boolean).join(' ');
  return {
    subject: alertSubjects.contact_message(reference, name, inquiry),
    fields: [
      ['First name', text(lead.first_name)],
      ['Last name', text(lead.last_name)],
      ['Email', text(lead.email)],
      ['Phone number', text(lead.phone)],
      ['Company', text(lead.company)],
      ['Inquiry type', inquiry],
      ['Message', text(lead.message)],
    ],
    summary: [['Inquiry type', inquiry]],
    sender: { name, address: text(lead.email) },
  };
}

const VIEWS = {
  order: orderView,
  custom_bot_request: customBotView,
  contact_message: contactView,
} as const;

export function viewOf(payload: DeliveryPayload): LeadView {
  const view = VIEWS[payload.type](payload.lead, payload.reference);
  // An optional field left empty (or no feature ticked) is nothing the visitor gave.
  const given = (lines: readonly Line[]) => lines.filter(([, value]) => value !== '');
  return { ...view, fields: given(view.fields), summary: given(view.summary) };
}
