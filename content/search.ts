import type { IconName } from '@/content/icons';

export type SearchEntry = {
  id: number;
  name: string;
  description: string;
  icon: IconName;
  path: string;
};

/** What the hero search looks through: a bot's name, its category or industry, and its page. */
export type SearchItem = Omit<SearchEntry, 'id'> & { category: string };

/** The hero search list of the original site: nine entries, each naming a catalogue bot's page. */
export const searchEntries = [
  {
    id: 1,
    name: 'Customer Support Bot',
    description: 'Answers routine questions 24/7 and hands complex cases to your team.',
    icon: 'Headphones',
    path: '/bots/customersupport',
  },
  {
    id: 2,
    name: 'E-Commerce Assistant',
    description: 'Recommends products, recovers abandoned carts and tracks orders.',
    icon: 'ShoppingCart',
    path: '/bots/ecommercebot',
  },
  {
    id: 3,
    name: 'Content Generator',
    description: 'Writes posts, product descriptions and e-mails in your brand voice.',
    icon: 'PenLine',
    path: '/bots/contentgen',
  },
  {
    id: 4,
    name: 'Lead Generation Bot',
    description: 'Qualifies visitors from your ads and books sales calls.',
    icon: 'Target',
    path: '/bots/leadgen',
  },
  {
    id: 5,
    name: 'HR Assistant',
    description: 'Screens applicants and answers staff questions on leave and payroll.',
    icon: 'Users',
    path: '/bots/hrassistant',
  },
  {
    id: 6,
    name: 'Finance & Accounting Bot',
    description: 'Sends invoices and payment reminders and tracks expenses.',
    icon: 'Wallet',
    path: '/bots/finance',
  },
  {
    id: 7,
    name: 'Marketing & Ads Bot',
    description: 'Replies to ad comments in seconds and reports cost per lead.',
    icon: 'Megaphone',
    path: '/bots/marketingads',
  },
  {
    id: 8,
    name: 'Healthcare Assistant',
    description: 'Books patient appointments and sends reminders, HIPAA-compliant.',
    icon: 'Stethoscope',
    path: '/bots/healthcare',
  },
  {
    id: 9,
    name: 'Education / Tutor Bot',
    description: 'Enrols students, shares timetables and runs practice quizzes.',
    icon: 'GraduationCap',
    path: '/bots/edumentor',
  },
] as const satisfies readonly SearchEntry[];

/** Lower case, letters and digits only: 'Real Estate', 'real-estate' and 'realestate' are one word. */
const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The items whose name, or else whose category, contains the query, ignoring case, spaces and
 * punctuation: one per page (the first item of a page whose name matches is the one shown),
 * name matches first, each group in the items' order. A blank query gives none.
 */
export function searchBots(items: readonly SearchItem[], query: string): readonly SearchItem[] {
  const needle = comparable(query);
  if (needle === '') return [];
  const contains = (text: string) => comparable(text).includes(needle);
  const byName = items.filter((item) => contains(item.name));
  const byCategory = items.filter((item) => contains(item.category));
  const seen = new Set<string>();
  return [...byName, ...byCategory].filter((item) => {
    if (seen.has(item.path)) return false;
    seen.add(item.path);
    return true;
  });
}
