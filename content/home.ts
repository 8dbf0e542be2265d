import type { IconName } from '@/content/icons';
import { site } from '@/content/site';

export const hero = {
  headline: 'Find the Perfect Bot for your Business',
  supportLine:
    'Ready-made AI bots that answer customers, take orders and book appointments 24/7 on WhatsApp, Instagram and Facebook. From $40/month, live in 24-48 hours.',
  searchLabel: 'Search bots by name, industry or need',
  searchPlaceholder: 'Find your business bot...',
  searchButton: 'Search',
  notFound: 'Bot not found',
  /** What each result is, read before its category. */
  resultKinds: { bot: 'Bot', industry: 'Industry page' },
  categoriesButton: { label: 'Categories', href: '/categories' },
  exploreButton: { label: 'Explore Bots', href: '#ourServices' },
} as const;

export const servicesSection = {
  id: 'ourServices',
  title: 'Bots for Every Industry',
  intro:
    'Pick your industry to see what its bot does, which platforms it runs on and what it costs. Every bot is set up for you and running within 24-48 hours.',
  customLink: { label: 'Request Your Custom Bot', href: '#custombot' },
} as const;

export const packagesSection = {
  id: 'pricingpackage',
  title: 'Popular Bot Packages',
  intro:
    'Our most-ordered bots, each on the same three plans: Basic $40, Standard $80 and Premium $120 a month. Try any of them free for 14 days.',
  initialCount: 3,
  viewAll: 'View All Bots',
  viewLess: 'View Less',
  viewDetails: 'View Details',
  catalogue: {
    label: 'See all 12 bots, for support, content, leads, HR, finance and ads too',
    href: '/bots',
  },
} as const;

type Benefit = { title: string; description: string; icon: IconName };
type ProcessStep = { title: string; duration: string; description: string };

export const customBotSection = {
  id: 'custombot',
  title: 'Customize Your Perfect Bot',
  intro:
    'Tell us what your business needs. We reply with a proposal within 24 hours and build your bot in 1-2 weeks.',
  formTitle: 'Bot Customization Request',
  formIntro: 'Answer a few questions about your business; it takes about 2 minutes.',
  submit: 'Submit Request',
  submitting: 'Submitting...',
  benefitsTitle: 'Why Choose Custom Bot Development?',
  benefits: [
    {
      title: 'Tailored to Your Business',
      description:
        'Built around your products, prices, policies and tone of voice, not a generic script.',
      icon: 'Target',
    },
    {
      title: 'Complete Integration',
      description:
        'Connected to the channels and tools you already use: WhatsApp, Instagram, your website, CRM or order system.',
      icon: 'Puzzle',
    },
    {
      title: 'Scalable & Future-Ready',
      description:
        'Add channels, languages and features as you grow, from one branch to many, without starting over.',
      icon: 'TrendingUp',
    },
  ] as const satisfies readonly Benefit[],
  processTitle: 'Development Process',
  process: [
    {
      title: 'Requirements Analysis',
      duration: '24-48 hours',
      description: 'We review your request, ask what is missing and send a fixed proposal.',
    },
    {
      title: 'Custom Bot Development',
      duration: '1-2 weeks',
      description: 'We build the conversations, connect your data and share a test bot with you.',
    },
    {
      title: 'Testing & Deployment',
      duration: '2-3 days',
      description:
        'We test real scenarios with you, fix what you flag and go live on your channels.',
    },
    {
      title: 'Training & Support',
      duration: 'Ongoing',
      description: 'We show your team how to use the bot, monitor it 24/7 and apply your updates.',
    },
  ] as const satisfies readonly ProcessStep[],
} as const;

type ContactCard = {
  title: string;
  value: string;
  note: string;
  href: string;
  icon: IconName;
};

type QuickAction = { label: string; href: string; icon: IconName; external: boolean };

export const contactSection = {
  id: 'contact',
  title: 'Get in Touch',
  intro:
    'Questions about a bot, a plan or a custom project? Reach us the way that suits you; we reply to messages within 24 hours.',
  // Every card opens in a new tab (docs/rules.md#catalogue-and-pages, contact section).
  cards: [
    {
      title: 'Email us',
      value: site.email,
      note: 'Replies within 2 hours',
      href: site.emailHref,
      icon: 'Mail',
    },
    {
      title: 'Call us',
      value: site.phone,
      note: site.hours,
      href: site.phoneHref,
      icon: 'Phone',
    },
    {
      title: 'WhatsApp',
      value: site.phone,
      note: 'Instant replies',
      href: site.whatsappHref,
      icon: 'MessageCircle',
    },
    {
      title: 'Visit us',
      value: site.address,
      note: 'By appointment',
      href: site.mapsHref,
      icon: 'MapPin',
    },
  ] as const satisfies readonly ContactCard[],
  formTitle: 'Send us a Message',
  submit: 'Send Message',
  submitting: 'Sending...',
  whyTitle: `Why Choose ${site.name}?`,
  whyPoints: [
    {
      title: 'Fast Response',
      description: 'We answer every enquiry within 4 hours on business days.',
      icon: 'Zap',
    },
    {
      title: 'Expert Consultation',
      description: 'Talk to a bot specialist who knows your industry, free of charge.',
      icon: 'UserCheck',
    },
    {
      title: 'Custom Solutions',
      description: 'Start from a ready-made bot or have one built around your workflow.',
      icon: 'Wrench',
    },
  ] as const satisfies readonly Benefit[],
  quickActionsTitle: 'Quick Actions',
  quickActions: [
    {
      label: 'Start a WhatsApp chat',
      href: site.whatsappHref,
      icon: 'MessageCircle',
      external: true,
    },
    { label: 'Schedule a call', href: site.phoneHref, icon: 'CalendarCheck', external: false },
    { label: 'Email us directly', href: site.emailHref, icon: 'Mail', external: false },
  ] as const satisfies readonly QuickAction[],
} as const;
