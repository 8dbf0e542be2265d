import type { PlatformCode, PlatformLabels } from '@/content/form-options';
import type { IconName } from '@/content/icons';

export type Industry = {
  /** The route without its slash, e.g. 'restaurant' for /restaurant. */
  slug: string;
  /**
   * Orders placed on this page store `bot_slug` as this title lower-cased with runs of
   * spaces turned into '-' (docs/rules.md#industry-pages): a new title changes future order rows.
   */
  title: string;
  description: string;
  /** Exactly nine. */
  capabilities: readonly string[];
  /** The platforms this page's order form offers ('other' is added for Premium). */
  platforms: readonly PlatformCode[];
  /** How this page names some of them, on its badges and in its order form. */
  platformLabels?: PlatformLabels;
  /** The matching category card; orders store `bot_category` as this name + ' Bot'. */
  categoryName: string;
  icon: IconName;
  metaDescription: string;
};

const SIX_PLATFORMS = [
  'facebook',
  'whatsapp',
  'instagram',
  'telegram',
  'twitter',
  'linkedin',
] as const satisfies readonly PlatformCode[];

const TRAVEL_PLATFORMS = [
  'messenger',
  'whatsapp',
  'instagram',
  'discord',
  'telegram',
  'twitter',
  'linkedin',
] as const satisfies readonly PlatformCode[];

export const industries: readonly Industry[] = [
  {
    slug: 'restaurant',
    title: 'Restaurant & Food Bot',
    description:
      'Your restaurant’s order desk in every chat app. The bot takes delivery and takeaway orders, books tables and answers menu questions the moment a customer asks, including at 1 AM on a Friday, and passes confirmed orders to your kitchen.',
    capabilities: [
      'Takes delivery and takeaway orders in chat',
      'Books and manages table reservations',
      'Answers menu, price and allergen questions',
      'Sends confirmed orders to kitchen and riders',
      'Shares daily specials and deals',
      'Answers order-status questions automatically',
      'Collects reviews after every order',
      'Replies in English and Urdu',
      'Daily summary of orders and bookings',
    ],
    platforms: SIX_PLATFORMS,
    categoryName: 'Restaurants & Food',
    icon: 'UtensilsCrossed',
    metaDescription:
      'A restaurant chatbot that takes orders and table bookings on WhatsApp, Instagram and Facebook 24/7. From $40/month, set up in 24-48 hours.',
  },
  {
    slug: 'ecommerce',
    title: 'E-commerce Bot',
    description:
      'A sales assistant for your online store that never logs off. It recommends products, answers stock and delivery questions, brings back abandoned carts and keeps buyers updated on their orders.',
    capabilities: [
      'Recommends products from your catalogue',
      'Answers stock, size and delivery questions',
      'Recovers abandoned carts with reminders',
      'Tracks orders and shares courier updates',
      'Confirms cash-on-delivery orders',
      'Handles returns and exchanges',
      'Suggests bundles and add-ons at checkout',
      'Hands complex cases to your team',
      'Weekly sales and chat report',
    ],
    platforms: SIX_PLATFORMS,
    categoryName: 'E-commerce',
    icon: 'ShoppingCart',
    metaDescription:
      'An e-commerce chatbot that recommends products, recovers abandoned carts and tracks orders on WhatsApp and Instagram. From $40/month.',
  },
  {
    slug: 'realestate',
    title: 'Real Estate Bot',
    description:
      'Answers every property enquiry within seconds, qualifies buyers and tenants by budget, area and timeline, sends matching listings and books viewings, so your agents only talk to serious leads.',
    capabilities: [
      'Qualifies leads by budget, area and timeline',
      'Sends matching listings with photos',
      'Books viewings into agent calendars',
      'Answers amenity and payment-plan questions',
      'Sends viewing reminders',
      'Follows up with undecided buyers',
      'Routes hot leads to the right agent',
      'Collects rental application documents',
      'Monthly leads and conversion report',
    ],
    platforms: SIX_PLATFORMS,
    categoryName: 'Real Estate',
    icon: 'Building2',
    metaDescription:
      'A real estate chatbot that qualifies buyers and tenants, shares listings and books viewings 24/7. From $40/month, set up in 24-48 hours.',
  },
  {
    slug: 'healthcare',
    title: 'Healthcare Bot',
    description:
      'A HIPAA-compliant front desk for clinics and hospitals. Patients book, move and cancel appointments in chat, get reminders that reduce no-shows and find answers on doctors, timings and fees without waiting on the phone.',
    capabilities: [
      'Books, moves and cancels appointments',
      'Sends appointment reminders',
      'Answers questions on doctors, timings and fees',
      'Collects patient intake details before visits',
      'Shares test preparation instructions',
      'Sends follow-up and refill reminders',
      'Escalates urgent messages to staff',
      'HIPAA-compliant handling of patient data',
      'Dashboard of bookings and no-shows',
    ],
    platforms: SIX_PLATFORMS,
    categoryName: 'Healthcare',
    icon: 'HeartPulse',
    metaDescription:
      'A HIPAA-compliant healthcare chatbot that books patient appointments and sends reminders on WhatsApp and Facebook. From $40/month.',
  },
  {
    slug: 'education',
    title: 'Education Bot',
    description:
      'Handles admission and course enquiries for schools, academies and tutors, enrols students, keeps learners and parents informed and runs practice quizzes between classes.',
    capabilities: [
      'Answers admission and fee questions',
      'Enrols students and collects details',
      'Shares timetables and schedule changes',
      'Runs practice quizzes with instant marking',
      'Explains topics step by step',
      'Sends assignment and exam reminders',
      'Updates parents on attendance and progress',
      'Books trial classes and counselling',
      'Enquiry and enrolment report',
    ],
    platforms: SIX_PLATFORMS,
    categoryName: 'Education',
    icon: 'GraduationCap',
    metaDescription:
      'An education chatbot that answers admission questions, enrols students and runs practice quizzes 24/7. From $40/month.',
  },
  {
    slug: 'freelancing',
    title: 'Freelancing & Services Bot',
    description:
      'First contact for freelancers, agencies and service businesses. It qualifies enquiries, shares your portfolio and rates, books discovery calls and reminds clients of unpaid invoices while you do the work.',
    capabilities: [
      'Qualifies enquiries by scope and budget',
      'Shares portfolio, services and rates',
      'Books discovery calls',
      'Drafts quotes from your packages',
      'Sends invoice and payment reminders',
      'Collects project briefs and files',
      'Gives clients status updates',
      'Replies while you are offline',
      'Monthly leads and projects summary',
    ],
    platforms: SIX_PLATFORMS,
    categoryName: 'Freelancing & Services',
    icon: 'Briefcase',
    metaDescription:
      'A chatbot for freelancers and agencies that qualifies leads, books discovery calls and chases invoices. From $40/month.',
  },
  {
    slug: 'finance',
    title: 'Finance & Trading Bot',
    description:
      'Keeps your clients and your books up to date. The bot answers account and balance questions, sends invoices and payment reminders, records expenses and alerts you to price moves and due dates.',
    capabilities: [
      'Answers account and balance questions',
      'Sends invoices and payment reminders',
      'Records expenses from receipt photos',
      'Weekly and monthly cash-flow reports',
      'Price and market movement alerts',
      'Tax and bill due-date reminders',
      'Tracks outstanding payments',
      'Categorises transactions for accountants',
      'Exports records to spreadsheets',
    ],
    platforms: SIX_PLATFORMS,
    categoryName: 'Finance & Trading',
    icon: 'ChartLine',
    metaDescription:
      'A finance chatbot that sends invoices and reminders, tracks expenses and sends market alerts on WhatsApp and Telegram. From $40/month.',
  },
  {
    slug: 'travel',
    title: 'Travel & Hospitality Bot',
    description:
      'A concierge for travel agencies, hotels and guesthouses. It answers package and availability questions, takes booking requests, shares itineraries and handles guest requests before, during and after the stay.',
    capabilities: [
      'Answers package and availability questions',
      'Takes hotel and tour booking requests',
      'Shares itineraries and travel documents',
      'Sends check-in and departure reminders',
      'Handles guest requests during the stay',
      'Answers visa and baggage questions',
      'Suggests add-ons: transfers, tours, upgrades',
      'Collects reviews after checkout',
      'Booking and enquiry report',
    ],
    platforms: TRAVEL_PLATFORMS,
    platformLabels: { twitter: 'Twitter (X)' },
    categoryName: 'Travel & Hospitality',
    icon: 'Plane',
    metaDescription:
      'A travel and hospitality chatbot that answers booking questions, shares itineraries and serves guests 24/7. From $40/month.',
  },
];

export function getIndustry(slug: string): Industry | undefined {
  return industries.find((industry) => industry.slug === slug);
}

/**
 * bot_slug on industry pages: the page title lower-cased with runs of spaces turned into '-'
 * (docs/rules.md#industry-pages); not a catalogue slug, on purpose: the provider tells them apart.
 */
export function industryBotSlug(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

/** bot_category on industry pages: category card name + ' Bot' (docs/rules.md#industry-pages). */
export function industryBotCategory(categoryName: string): string {
  return `${categoryName} Bot`;
}
