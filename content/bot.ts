import type { PlanCode } from '@/content/form-options';

/**
 * A catalogue bot: its shape, and its slugs in order (docs/rules.md, catalogue; the key of every
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
};
