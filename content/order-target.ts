import type { Bot } from '@/content/bot';
import { getBot } from '@/content/bots';
import {
  BOT_PLATFORMS,
  PLAN_LABELS,
  type PlanCode,
  type PlatformCode,
  type PlatformLabels,
} from '@/content/form-options';
import {
  getIndustry,
  industryBotCategory,
  industryBotSlug,
  type Industry,
} from '@/content/industries';

/**
 * What an order form stands for: the page it is on (its `source` and `slug`, the two fields
 * it posts; the server looks up the rest itself), what the row will store for it (`botSlug`,
 * `botCategory`) and the platforms it offers ('Other' is added for Premium): the ones its page
 * lists, under the page's names.
 */
export type OrderTarget = {
  source: 'bot' | 'industry';
  slug: string;
  botSlug: string;
  botCategory: string;
  platforms: readonly PlatformCode[];
  platformLabels?: PlatformLabels;
};

/** An order from a bot's own page (or its order page): the catalogue's slug and category. */
export function botOrderTarget(bot: Bot): OrderTarget {
  return {
    source: 'bot',
    slug: bot.slug,
    botSlug: bot.slug,
    botCategory: bot.category,
    platforms: BOT_PLATFORMS,
  };
}

/** An industry page's order, named after its title and category (docs/rules.md#industry-pages). */
export function industryOrderTarget(industry: Industry): OrderTarget {
  return {
    source: 'industry',
    slug: industry.slug,
    botSlug: industryBotSlug(industry.title),
    botCategory: industryBotCategory(industry.categoryName),
    platforms: industry.platforms,
    platformLabels: industry.platformLabels,
  };
}

/**
 * What a posted order is for, looked up in the catalogue by the page's two fields: the page
 * only says which bot or industry it is, so a tampered page cannot invent a bot or a category,
 * and the category a visitor saw is the one stored.
 */
export function resolveOrderTarget(source: string, slug: string): OrderTarget | undefined {
  const bot = source === 'bot' ? getBot(slug) : undefined;
  if (bot) return botOrderTarget(bot);
  const industry = source === 'industry' ? getIndustry(slug) : undefined;
  return industry && industryOrderTarget(industry);
}

/** What is being ordered, under the order form's title: the bot, and the plan when chosen. */
export function orderDescription(bot: Bot, plan?: PlanCode): string {
  return plan ? `${bot.name} · ${PLAN_LABELS[plan]} plan` : bot.name;
}

/**
 * What a bot page's order button ('Get Bot', 'Choose {plan}') needs: the prerendered order page
 * it leads to without JavaScript, and the few fields of the bot the dialog's form shows (only
 * these reach the browser).
 */
export function orderButtonOf(bot: Bot, plan?: PlanCode) {
  return {
    href: plan ? `/bots/${bot.slug}/order/${plan}` : `/bots/${bot.slug}/order`,
    target: botOrderTarget(bot),
    plan,
    description: orderDescription(bot, plan),
  };
}
