import type { PlanCode, PlatformCode } from '@/content/form-options';
import { industryBots } from '@/content/bot-catalogue-industry';
import { businessBots } from '@/content/bot-catalogue-business';
import type { BotSlug } from '@/content/bot-slugs';

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

/** The twelve catalogue bots, in the order of the spec's table. */
export const bots: readonly Bot[] = [...industryBots, ...businessBots];

export function getBot(slug: string): Bot | undefined {
  return bots.find((bot) => bot.slug === slug);
}

/** The six bots shown in the home packages section, in display order. */
export const PACKAGE_BOT_SLUGS = [
  'restaurant',
  'ecommercebot',
  'realstate',
  'healthcare',
  'edumentor',
  'freelance',
] as const;

/** Number of features a home package card shows. */
export const PACKAGE_FEATURE_COUNT = 4;

/**
 * Package cards are derived from the catalogue rather than kept as a second copy,
 * so a bot's name and features cannot differ between the home page and its detail page.
 */
export function getPackageBots(): { bot: Bot; features: readonly string[] }[] {
  return PACKAGE_BOT_SLUGS.flatMap((slug) => {
    const bot = getBot(slug);
    return bot ? [{ bot, features: bot.features.slice(0, PACKAGE_FEATURE_COUNT) }] : [];
  });
}
