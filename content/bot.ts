import type { PlanCode, PlatformCode } from '@/content/form-options';

/**
 * What a catalogue bot is: its shape, and its slugs in the spec's order (the typed key of every
 * bot; the twelve bots themselves are in content/bots.ts). Kept apart from the catalogue so
 * browser code that only checks a slug (the comparison selection) does not ship every bot's
 * text, and the catalogue files need not import the module that gathers them.
 */
export const BOT_SLUGS = [
  'restaurant',
  'ecommercebot',
  'realstate',
  'healthcare',
  'edumentor',
  'freelance',
  'customersupport',
  'contentgen',
  'leadgen',
  'hrassistant',
  'finance',
  'marketingads',
] as const;

export type BotSlug = (typeof BOT_SLUGS)[number];

export function isBotSlug(value: string): value is BotSlug {
  return (BOT_SLUGS as readonly string[]).includes(value);
}

export type Bot = {
  id: number;
  slug: BotSlug;
  name: string;
  category: string;
  description: string;
  /** Exactly nine, specific to the bot; the first four also appear on the home package card. */
  features: readonly string[];
  pricing: Record<PlanCode, string>;
  /** The first badge uses the primary style, the second the secondary style. */
  badges: readonly [string, string];
  /** Card header and detail hero; white text meets WCAG AA (4.5:1) at both ends. */
  gradient: { from: string; to: string };
  /** Platforms the bot supports, shown in the comparison view. */
  platforms: readonly Exclude<PlatformCode, 'other'>[];
};
