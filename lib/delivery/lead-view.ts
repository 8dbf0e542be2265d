import { getBot } from '@/content/bots';
import { alertSubjects } from '@/content/emails';
import {
  BUDGET_LABELS,
  BUSINESS_SIZE_LABELS,
  CUSTOM_BOT_CATEGORY_LABELS,
  INQUIRY_TYPE_LABELS,
  PLAN_LABELS,
  PLATFORM_LABELS,
  type PlanCode,
} from '@/content/form-options';
import { industries, industryBotSlug } from '@/content/industries';
import { plans } from '@/content/plans';
import type { DeliveryPayload, LeadOf } from '@/lib/delivery/payload';

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
      ['Name', lead.contact_name ?? ''],
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
