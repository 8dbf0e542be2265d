import { site } from '@/content/site';

/**
 * What every lead carries beyond its form's fields (docs/rules.md#lead-reference, #attribution):
 * the reference the visitor and the provider call it by, and where the visit came from.
 */

/** Crockford's base32: digits and capitals without I, L, O and U, which read as others. */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PREFIX = 'BB-';
export const REFERENCE_LENGTH = 6;
/** The same text in JavaScript and in PostgreSQL's check constraint. */
export const REFERENCE_PATTERN = `^${REFERENCE_PREFIX}[0-9A-HJKMNP-TV-Z]{${REFERENCE_LENGTH}}$`;

/** The attribution of a lead: the visit's first page, with its UTM parameters and referrer. */
export const ATTRIBUTION_FIELDS = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'referrer',
  'landingPath',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** The query parameter each UTM field is read from. */
export const UTM_PARAMETERS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const satisfies Partial<Record<AttributionField, string>>;

/** Maximum lengths in characters (docs/rules.md#attribution). */
export const ATTRIBUTION_MAX_LENGTH: Record<AttributionField, number> = {
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmTerm: 200,
  utmContent: 200,
  referrer: 500,
  landingPath: 500,
};

/** The three kinds of lead, as the webhook names them (docs/rules.md#e-mails-and-webhook). */
export const LEAD_TYPES = ['order', 'custom_bot_request', 'contact_message'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** Where a lead is delivered: the provider's alert e-mail, the visitor's confirmation, the webhook. */
export const DELIVERY_CHANNELS = ['alert', 'confirmation', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** 'skipped': the channel was not configured by the time the row was due. */
export const DELIVERY_STATES = ['pending', 'sent', 'skipped', 'dead'] as const;

/** The 'Continue on WhatsApp' link beside a reference: the provider's chat, the reference prefilled. */
export function continueOnWhatsapp(reference: string): string {
  const text = `Hello ${site.name}, my reference is ${reference}.`;
  return `${site.whatsappHref}?text=${encodeURIComponent(text)}`;
}
