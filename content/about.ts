import { site } from '@/content/site';
import type { IconName } from '@/content/icons';

export const aboutPage = {
  title: `About ${site.name}`,
  metaDescription: `${site.name} builds, hosts and runs AI chatbots for small and medium businesses, from Karachi for customers everywhere.`,
  intro:
    'We build ready-made AI bots for the work every small business repeats: answering questions, taking orders, booking appointments and following up. You choose a bot, we set it up in 24-48 hours, host it and keep it running.',
} as const;

export type AboutCard = { title: string; body: string; icon: IconName };

export const aboutCards = [
  {
    title: 'Who We Are',
    body: 'A Karachi-based team of engineers and conversation designers building AI bots for restaurants, shops, clinics, schools and service businesses. We design, host and monitor every bot ourselves, so our customers never manage servers or API keys unless they want to.',
    icon: 'Users',
  },
  {
    title: 'Our Mission',
    body: 'To give every small business the same 24/7 customer service that large companies pay whole teams for, at a fixed price from $40 a month, live in days rather than months.',
    icon: 'Target',
  },
  {
    title: 'Our Vision',
    body: 'A marketplace where any business owner can find, compare and switch on a bot for their industry in minutes, and where the bot keeps improving with every conversation it handles.',
    icon: 'Eye',
  },
] as const satisfies readonly AboutCard[];
