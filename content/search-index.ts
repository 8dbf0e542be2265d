import type { BotSlug } from '@/content/bot';
import { bots, getBot } from '@/content/bots';
import type { IconName } from '@/content/icons';
import { searchEntries, type SearchItem } from '@/content/search';

const CATALOGUE_ICONS: Record<BotSlug, IconName> = {
  restaurant: 'UtensilsCrossed',
  ecommercebot: 'ShoppingCart',
  realstate: 'Building2',
  healthcare: 'Stethoscope',
  edumentor: 'GraduationCap',
  freelance: 'Briefcase',
  customersupport: 'Headphones',
  contentgen: 'PenLine',
  leadgen: 'Target',
  hrassistant: 'Users',
  finance: 'Wallet',
  marketingads: 'Megaphone',
};

/**
 * Every bot a visitor can buy, as the hero search sees it: the nine search-list entries (under
 * the category of the bot each one names), then the twelve catalogue bots. Built on the server
 * and handed to the search box, so the catalogue's text stays out of the browser's code.
 */
export function searchIndex(): SearchItem[] {
  const entries = searchEntries.map(({ name, description, icon, path }) => ({
    name,
    category: getBot(path.replace('/bots/', ''))?.category ?? '',
    description,
    icon,
    path,
  }));
  const catalogue = bots.map((bot) => ({
    name: bot.name,
    category: bot.category,
    description: bot.description,
    icon: CATALOGUE_ICONS[bot.slug],
    path: `/bots/${bot.slug}`,
  }));
  return [...entries, ...catalogue];
}
