import type { BotSlug } from '@/content/bot';
import { bots, getBot } from '@/content/bots';
import type { IconName } from '@/content/icons';
import { industries } from '@/content/industries';
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
 * The everyday words a buyer types for a need, by bot: the business they run, or the job they
 * want done, when neither is in the bot's name, category or description. Lower case.
 */
const BOT_WORDS: Record<BotSlug, string> = {
  restaurant: 'food cafe café bakery pizza burger takeaway delivery dining menu kitchen',
  ecommercebot: 'shop store online shopify woocommerce retail cart checkout boutique clothing',
  realstate:
    'property properties realtor estate agent broker rental rent house apartment flat plot',
  healthcare: 'clinic doctor hospital dentist dental pharmacy medical patient appointment',
  edumentor: 'school academy tuition tutor teacher coaching college university course student',
  freelance:
    'freelancer agency consultant lawyer legal law firm accountant designer client proposal',
  customersupport: 'helpdesk help desk faq support ticket service call centre center',
  contentgen: 'writer writing blog copywriting caption social posts content seo',
  leadgen: 'sales prospects crm pipeline funnel leads qualify',
  hrassistant: 'hiring recruitment recruiting jobs careers employees staff payroll leave',
  finance: 'accounting bookkeeping invoice invoices billing payments trading stocks crypto bank',
  marketingads: 'advertising ads campaign facebook instagram comments promotion agency',
};

/** The same, by industry page. */
const INDUSTRY_WORDS: Record<string, string> = {
  restaurant: 'food cafe café bakery pizza burger dining catering takeaway',
  ecommerce: 'shop store online retail shopify woocommerce boutique',
  realestate: 'property realtor estate agent broker rental rent house apartment',
  healthcare: 'clinic doctor hospital dentist dental pharmacy medical patient',
  education: 'school academy tuition tutor teacher coaching college university',
  freelancing: 'freelancer agency consultant lawyer legal law firm accountant designer services',
  finance: 'accounting bookkeeping invoice billing payments trading stocks crypto bank',
  travel: 'hotel hotels guesthouse resort hostel tour tours tourism trips airline holiday vacation',
};

/** The distinct words of some texts, lower case: what the search matches, sent once each. */
function terms(...texts: readonly string[]): string {
  const words = texts
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((word) => word.length > 1))].join(' ');
}

/**
 * Every page a visitor can search for: the nine search-list entries (under the category of the
 * bot each one names), the twelve catalogue bots, then the eight industry pages. Built on the
 * server and handed to the search box, so the catalogue's text stays out of the browser's code.
 */
export function searchIndex(): SearchItem[] {
  const entries = searchEntries.map(({ name, description, icon, path }): SearchItem => {
    const bot = getBot(path.replace('/bots/', ''));
    return {
      kind: 'bot',
      name,
      category: bot?.category ?? '',
      description,
      icon,
      path,
      terms: bot ? terms(BOT_WORDS[bot.slug]) : '',
    };
  });
  const catalogue = bots.map((bot): SearchItem => ({
    kind: 'bot',
    name: bot.name,
    category: bot.category,
    description: bot.description,
    icon: CATALOGUE_ICONS[bot.slug],
    path: `/bots/${bot.slug}`,
    terms: terms(BOT_WORDS[bot.slug], ...bot.features, ...bot.badges),
  }));
  const pages = industries.map((industry): SearchItem => ({
    kind: 'industry',
    name: industry.title,
    category: industry.categoryName,
    description: industry.metaDescription,
    icon: industry.icon,
    path: `/${industry.slug}`,
    terms: terms(
      INDUSTRY_WORDS[industry.slug] ?? '',
      industry.description,
      ...industry.capabilities,
    ),
  }));
  return [...entries, ...catalogue, ...pages];
}
