import { getBot } from '@/content/bots';
import type { BotDemo } from '@/content/demos/demo';
import { demoOfBot, demoOfIndustry } from '@/content/demos';
import { getIndustry } from '@/content/industries';

/**
 * Where each demo is shown (docs/demo.md): on its bot's page, and on its industry's page, which
 * shows the demo of its catalogue bot (travel, which has none, its own). A message names the page
 * it was sent from; the server finds the demo from it, never from what the browser says the
 * demo is.
 */
export type DemoPage = {
  path: string;
  demo: BotDemo;
  /** The product the page sells, as the page names it. */
  botName: string;
  /** Where 'Get {bot name}' leads: the bot's order form, or the industry page's order card. */
  orderHref: string;
};

/** The id of an industry page's order card, which 'Get {bot name}' there scrolls to. */
export const INDUSTRY_ORDER_ANCHOR = 'order';

export function botDemoPage(slug: string): DemoPage | undefined {
  const bot = getBot(slug);
  const demo = demoOfBot(slug);
  if (!bot || !demo) return undefined;
  return {
    path: `/bots/${bot.slug}`,
    demo,
    botName: bot.name,
    orderHref: `/bots/${bot.slug}/order`,
  };
}

export function industryDemoPage(slug: string): DemoPage | undefined {
  const industry = getIndustry(slug);
  const demo = demoOfIndustry(slug);
  if (!industry || !demo) return undefined;
  return {
    path: `/${industry.slug}`,
    demo,
    botName: industry.title,
    orderHref: `#${INDUSTRY_ORDER_ANCHOR}`,
  };
}

/** The demo page a message was sent from, by its path. */
export function demoPageOf(path: string): DemoPage | undefined {
  const bot = /^\/bots\/([a-z]+)$/.exec(path)?.[1];
  if (bot) return botDemoPage(bot);
  const industry = /^\/([a-z]+)$/.exec(path)?.[1];
  return industry ? industryDemoPage(industry) : undefined;
}
