import type { IconName } from '@/content/icons';

export type SearchEntry = {
  id: number;
  name: string;
  description: string;
  icon: IconName;
  path: string;
};

/** A search result is a bot's page or an industry page, and says which. */
export type SearchKind = 'bot' | 'industry';

/**
 * What the hero search looks through: a bot or an industry page, its name, its category, and
 * `terms`, the words a buyer may type for it (everyday words, what it does), lower case.
 */
export type SearchItem = Omit<SearchEntry, 'id'> & {
  kind: SearchKind;
  category: string;
  terms: string;
};

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

/** The words of a text, lower case, letters and digits only. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * One letter typed wrong, left out, added, or two neighbours swapped: 'hotl', 'hottel',
 * 'hoyel' and 'hoetl' are each one slip from 'hotel'.
 */
export function oneSlipApart(typed: string, word: string): boolean {
  if (typed === word) return true;
  const [short, long] = typed.length <= word.length ? [typed, word] : [word, typed];
  if (long.length - short.length > 1) return false;
  let start = 0;
  while (start < short.length && short[start] === long[start]) start += 1;
  if (short.length === long.length) {
    const rest = start + 1;
    if (short.slice(rest) === long.slice(rest)) return true;
    return (
      short[start] === long[rest] &&
      short[rest] === long[start] &&
      short.slice(rest + 1) === long.slice(rest + 1)
    );
  }
  return short.slice(start) === long.slice(start + 1);
}

/** Typos are forgiven only between words long enough that one slip does not make another word. */
const FORGIVING_LENGTH = 4;

/** One result per page: the first item of each path, in the order given. */
function onePerPage(items: readonly SearchItem[]): readonly SearchItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.path)) return false;
    seen.add(item.path);
    return true;
  });
}

/**
 * The items a query finds, one per page, in the first of these that finds any:
 * 1. a name, or else a category, contains the query, ignoring case, spaces and punctuation
 *    (name matches first);
 * 2. every word of the query begins a word of the item: its name, category, description or terms
 *    ('hotel' finds the travel page, 'crm' the bots that export to a CRM);
 * 3. the same, with one slip allowed in each query word of four letters or more.
 * Within a group, the items keep their order. A blank query gives none.
 */
export function searchBots(items: readonly SearchItem[], query: string): readonly SearchItem[] {
  const needle = comparable(query);
  if (needle === '') return [];
  const contains = (text: string) => comparable(text).includes(needle);
  const byName = items.filter((item) => contains(item.name));
  const byCategory = items.filter((item) => contains(item.category));
  if (byName.length + byCategory.length > 0) return onePerPage([...byName, ...byCategory]);

  const typed = wordsOf(query);
  const vocabulary = (item: SearchItem) => [
    comparable(item.name),
    ...wordsOf(`${item.name} ${item.category} ${item.description} ${item.terms}`),
  ];
  const byWord = (fits: (word: string, known: string) => boolean) =>
    items.filter((item) => {
      const known = vocabulary(item);
      return typed.every((word) => known.some((candidate) => fits(word, candidate)));
    });
  const byPrefix = byWord((word, known) => known.startsWith(word));
  if (byPrefix.length > 0) return onePerPage(byPrefix);
  return onePerPage(
    byWord(
      (word, known) =>
        known.startsWith(word) ||
        (word.length >= FORGIVING_LENGTH &&
          known.length >= FORGIVING_LENGTH &&
          (oneSlipApart(word, known) || oneSlipApart(word, known.slice(0, word.length)))),
    ),
  );
}
