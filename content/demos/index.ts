import { isBotSlug } from '@/content/bot';
import { getBot } from '@/content/bots';
import { contentgenDemo } from '@/content/demos/contentgen';
import { customersupportDemo } from '@/content/demos/customersupport';
import { DEMO_IDS, type BotDemo, type DemoId } from '@/content/demos/demo';
import { ecommercebotDemo } from '@/content/demos/ecommercebot';
import { edumentorDemo } from '@/content/demos/edumentor';
import { financeDemo } from '@/content/demos/finance';
import { freelanceDemo } from '@/content/demos/freelance';
import { healthcareDemo } from '@/content/demos/healthcare';
import { hrassistantDemo } from '@/content/demos/hrassistant';
import { leadgenDemo } from '@/content/demos/leadgen';
import { marketingadsDemo } from '@/content/demos/marketingads';
import { realstateDemo } from '@/content/demos/realstate';
import { restaurantDemo } from '@/content/demos/restaurant';
import { travelDemo } from '@/content/demos/travel';

export type {
  BotDemo,
  DemoId,
  DemoTurn,
  Offering,
  SampleBusiness,
  SuggestedQuestion,
} from '@/content/demos/demo';

/** A record rather than a list, so that a bot without a demo does not compile. */
const DEMOS: Record<DemoId, BotDemo> = {
  restaurant: restaurantDemo,
  ecommercebot: ecommercebotDemo,
  realstate: realstateDemo,
  healthcare: healthcareDemo,
  edumentor: edumentorDemo,
  freelance: freelanceDemo,
  customersupport: customersupportDemo,
  contentgen: contentgenDemo,
  leadgen: leadgenDemo,
  hrassistant: hrassistantDemo,
  finance: financeDemo,
  marketingads: marketingadsDemo,
  travel: travelDemo,
};

/** The catalogue's bots in its order, then travel. */
export const demos: readonly BotDemo[] = DEMO_IDS.map((id) => DEMOS[id]);

export function demoOf(id: DemoId): BotDemo {
  return DEMOS[id];
}

/** The demo on a bot page, by the page's slug. */
export function demoOfBot(slug: string): BotDemo | undefined {
  return isBotSlug(slug) ? DEMOS[slug] : undefined;
}

/**
 * Which demo each industry page shows: its catalogue bot's, so the page and the bot's own page
 * show the same sample business; travel, the one industry without a catalogue bot, has its own.
 */
export const INDUSTRY_DEMO_IDS: ReadonlyMap<string, DemoId> = new Map<string, DemoId>([
  ['restaurant', 'restaurant'],
  ['ecommerce', 'ecommercebot'],
  ['realestate', 'realstate'],
  ['healthcare', 'healthcare'],
  ['education', 'edumentor'],
  ['freelancing', 'freelance'],
  ['finance', 'finance'],
  ['travel', 'travel'],
]);

/** The demo on an industry page, by the page's slug. */
export function demoOfIndustry(slug: string): BotDemo | undefined {
  const id = INDUSTRY_DEMO_IDS.get(slug);
  return id && DEMOS[id];
}

/**
 * The name in 'Try {bot name}' and 'Get {bot name}': the catalogue's name for the bot, so the
 * demo and the bot's page cannot disagree, or travel's own.
 */
export function demoBotName(demo: BotDemo): string {
  return getBot(demo.id)?.name ?? demo.botName ?? demo.business.name;
}
