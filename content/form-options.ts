/**
 * Every enumerated code a form can submit, defined once. Zod schemas, select options and the
 * database check constraints all derive from these tuples, so they cannot drift apart.
 */

export const PLANS = ['basic', 'standard', 'premium'] as const;
export type PlanCode = (typeof PLANS)[number];
export const PLAN_LABELS: Record<PlanCode, string> = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
};

export const PLATFORMS = [
  'facebook',
  'whatsapp',
  'instagram',
  'discord',
  'telegram',
  'twitter',
  'linkedin',
  'messenger',
  'other',
] as const;
export type PlatformCode = (typeof PLATFORMS)[number];
export const PLATFORM_LABELS: Record<PlatformCode, string> = {
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  discord: 'Discord',
  telegram: 'Telegram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  messenger: 'Messenger',
  other: 'Other',
};

/** A page's own names for some platforms (the travel page writes 'Twitter (X)'). */
export type PlatformLabels = Partial<Record<PlatformCode, string>>;

export function platformLabel(code: PlatformCode, labels?: PlatformLabels): string {
  return labels?.[code] ?? PLATFORM_LABELS[code];
}

/** 'Other' is offered on an order only with this plan (docs/rules.md#order-form). */
export const OTHER_PLATFORM_PLAN: PlanCode = 'premium';

export const CUSTOM_BOT_CATEGORIES = [
  'restaurant',
  'ecommerce',
  'realestate',
  'healthcare',
  'education',
  'freelancing',
  'finance',
  'travel',
  'other',
] as const;
export const CUSTOM_BOT_CATEGORY_LABELS: Record<(typeof CUSTOM_BOT_CATEGORIES)[number], string> = {
  restaurant: 'Restaurant & Food',
  ecommerce: 'E-commerce',
  realestate: 'Real Estate',
  healthcare: 'Healthcare',
  education: 'Education',
  freelancing: 'Freelancing & Services',
  finance: 'Finance & Trading',
  travel: 'Travel & Hospitality',
  other: 'Other',
};

/**
 * The seven platforms every bot of the catalogue runs on: its page lists them, its order offers
 * them ('Other' is added with Premium), the comparison shows them (docs/rules.md#order-form).
 */
export const BOT_PLATFORMS = [
  'facebook',
  'whatsapp',
  'instagram',
  'discord',
  'telegram',
  'twitter',
  'linkedin',
] as const satisfies readonly PlatformCode[];

export const CUSTOM_BOT_PLATFORMS = [...BOT_PLATFORMS, 'other'] as const;

export const BUSINESS_SIZES = ['startup', 'small', 'medium', 'large'] as const;
export const BUSINESS_SIZE_LABELS: Record<(typeof BUSINESS_SIZES)[number], string> = {
  startup: 'Startup (1-10 employees)',
  small: 'Small (11-50 employees)',
  medium: 'Medium (51-200 employees)',
  large: 'Large (200+ employees)',
};

export const BUDGETS = [
  'under-50',
  '50-100',
  '100-250',
  '250-500',
  '500-plus',
  'enterprise',
] as const;
export const BUDGET_LABELS: Record<(typeof BUDGETS)[number], string> = {
  'under-50': 'Under $50/month',
  '50-100': '$50 - $100/month',
  '100-250': '$100 - $250/month',
  '250-500': '$250 - $500/month',
  '500-plus': '$500+/month',
  enterprise: 'Enterprise (custom pricing)',
};

/** Stored exactly as these labels (docs/rules.md#custom-bot-request-form). */
export const CUSTOM_BOT_FEATURES = [
  'Customer Support Chat',
  'Order Management',
  'Inventory Tracking',
  'Analytics & Reporting',
  'Payment Processing',
  'Social Media Integration',
  'Email Marketing',
  'Appointment Scheduling',
  'Lead Generation',
  'CRM Integration',
] as const;

/** Stored as the label lower-cased with spaces as underscores (docs/rules.md#contact-form). */
export const INQUIRY_TYPES = [
  'general_information',
  'sales_inquiry',
  'technical_support',
  'custom_bot_development',
  'partnership_opportunities',
  'press_&_media',
  'other',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  general_information: 'General Information',
  sales_inquiry: 'Sales Inquiry',
  technical_support: 'Technical Support',
  custom_bot_development: 'Custom Bot Development',
  partnership_opportunities: 'Partnership Opportunities',
  'press_&_media': 'Press & Media',
  other: 'Other',
};

export const NEWSLETTER_SOURCES = ['footer'] as const;

/**
 * Why a kept submission is marked as suspected spam: the hidden field was filled. 'too_fast' (sent
 * within seconds of showing) is no longer set, and stays for the leads saved when it was.
 */
export const SPAM_REASONS = ['honeypot', 'too_fast'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** Maximum lengths in characters (docs/rules.md#text-fields). */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 20,
  company: 200,
  longText: 5000,
  slug: 100,
  category: 100,
} as const;
