import { industryBots } from '@/content/bot-catalogue-industry';
import { businessBots } from '@/content/bot-catalogue-business';
import type { Bot } from '@/content/bot';

/** The twelve catalogue bots, in the catalogue's order (docs/rules.md#catalogue-and-pages). */
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
