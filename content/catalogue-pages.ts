/** Interface copy for the catalogue pages: page intros, section headings, compare and legal labels. */

export const categoriesPage = {
  title: 'Categories',
  heading: 'Bot Categories',
  intro:
    'Choose your industry to see what its bot does, which platforms it runs on and how to order it. Every bot is set up for you within 24-48 hours, from $40/month.',
  metaDescription:
    'Browse AI chatbots by industry: restaurants, e-commerce, real estate, healthcare, education, freelancing, finance and travel. From $40/month.',
  explore: 'Explore',
} as const;

export const botsPage = {
  title: 'All Bots',
  heading: 'All AI Bots',
  intro:
    'Every ready-made bot we set up, for your industry or for one job across your business. Open one to see what it does and order it, or compare up to three side by side.',
  /** Given the brand by the page: browser code reads this file, and site.ts stays out of it. */
  metaDescription: (brand: string) =>
    `All twelve ${brand} AI bots in one place: restaurants, e-commerce, real estate, healthcare, education, freelancing, support, content, leads, HR, finance and ads. From $40/month.`,
  viewDetails: 'View Details',
  /** The list's heading, for screen readers: the cards' names are its h3s. */
  listHeading: 'All twelve bots',
  compareLink: 'Compare bots side by side',
  categoriesLink: 'Browse by industry',
} as const;

/** The results of a search sent without JavaScript: /bots?q=… (app/bots/search). */
export const searchResultsPage = {
  title: 'Search results',
  heading: (query: string) => `Results for “${query}”`,
  count: (found: number) => (found === 1 ? '1 result' : `${found} results`),
  metaDescription: (brand: string) => `${brand} bots and industry pages that match your search.`,
  allBots: 'See all 12 bots',
} as const;

export const industryPageCopy = {
  capabilitiesTitle: 'What this bot does for you',
  capabilitiesLabel: 'Bot capabilities',
  platformsTitle: 'Supported platforms',
  platformsIntro: 'Choose one when you order; Premium adds any other platform on request.',
  platformsLabel: 'Supported platforms',
  pricingNote: 'Plans from $40/month. Setup within 24-48 hours, with a 14-day free trial.',
  orderIntro: (title: string) =>
    `Tell us where your customers reach you and we will set up your ${title} within 24-48 hours.`,
} as const;

/** The order page a bot's plan buttons lead to without JavaScript. */
export const orderPageCopy = {
  description: (name: string) => `Fill in your details to order ${name}. We reply within 24 hours.`,
} as const;

/** The 404 page: its title and link text are the original site's. */
export const notFoundPage = {
  metaTitle: 'Page not found',
  title: 'Oops! Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Return to Home',
  allBots: 'Browse all bots',
} as const;

export const botPageCopy = {
  getBot: 'Get Bot',
  featuresTitle: 'Features',
  featuresLabel: 'Bot features',
  platformsTitle: 'Supported platforms',
  platformsLabel: 'Supported platforms',
  pricingEyebrow: 'Pricing',
  pricingTitle: 'Choose your plan',
  pricingIntro: 'Every plan starts with a 14-day free trial. No credit card needed.',
  bestValue: 'Best Value',
  perMonth: '/month',
  allPlansTitle: 'All plans include',
  choose: (planName: string) => `Choose ${planName}`,
  ogTagline: (price: string) => `From ${price}/month · Live in 24-48 hours`,
  notFoundTitle: 'Bot not found!',
  glance: {
    title: 'At a glance',
    price: (price: string) => `From ${price}/month`,
    setup: 'Live in 24-48 hours',
    trial: '14-day free trial, no credit card',
    platforms: 'Runs on',
  },
} as const;

export const compareCopy = {
  title: 'Compare bots',
  intro: 'See features, platforms and prices of up to three bots side by side.',
  metaDescription: (brand: string) =>
    `Compare up to three ${brand} AI bots side by side: features, supported platforms and monthly prices of every plan.`,
  pickTitle: 'Pick bots to compare',
  pickIntro:
    'Choose 2 or 3 bots: press "Compare" on any bot below, on a bot page or in the list of all bots. Your choice stays in the address, so you can share the comparison.',
  allBotsTitle: 'All bots',
  remove: (name: string) => `Remove ${name} from comparison`,
  choose: 'Choose',
  choosePlan: (planName: string) => `Choose ${planName}`,
  viewDetails: 'View Details',
  rows: {
    category: 'Category',
    platforms: 'Platforms',
    plans: 'Plans',
    features: 'Features',
  },
  platformsOf: (name: string) => `Platforms ${name} runs on`,
  /** Said once above the table: every bot is sold on the same three plans. */
  sharedPlans: (prices: string) => `Every bot comes on the same three plans: ${prices}.`,
  shareHint: 'Share this comparison by copying the page address.',
  scrollHint: 'Swipe sideways to see every bot.',
} as const;

export const aboutPageCopy = {
  eyebrow: 'About us',
} as const;

export const teamPageCopy = {
  eyebrow: 'The people behind the bots',
} as const;

export const legalCopy = {
  lastUpdated: (date: string) => `Last updated: ${date}`,
  otherPolicies: 'Related policies',
  eyebrow: 'Legal',
} as const;
