import { getBot } from '@/content/bots';
import { DEFAULT_ORDER_PLATFORMS, type PlatformCode } from '@/content/form-options';
import { getIndustry, industryBotCategory, industryBotSlug } from '@/content/industries';
import type { OrderTarget } from '@/db/mappers';

export type ResolvedOrderTarget = OrderTarget & { platforms: readonly PlatformCode[] };

/**
 * What an order form's page stands for, looked up on the server from the catalogue: the page
 * only says which bot or industry it is, so a tampered page cannot invent a bot or a category.
 */
export function resolveOrderTarget(source: string, slug: string): ResolvedOrderTarget | undefined {
  if (source === 'bot') {
    const bot = getBot(slug);
    return (
      bot && { botSlug: bot.slug, botCategory: bot.category, platforms: DEFAULT_ORDER_PLATFORMS }
    );
  }
  const industry = source === 'industry' ? getIndustry(slug) : undefined;
  return (
    industry && {
      botSlug: industryBotSlug(industry.title),
      botCategory: industryBotCategory(industry.categoryName),
      platforms: industry.platforms,
    }
  );
}
