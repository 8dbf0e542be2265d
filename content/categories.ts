import type { IconName } from '@/content/icons';

export type Category = {
  name: string;
  description: string;
  icon: IconName;
  /** A display string, e.g. '120+ bots'. */
  botCount: string;
  /** Accent hex for the icon and its tinted tile; at least 4.5:1 against white. */
  color: string;
  path: string;
};

/** The eight industry cards of the services section and /categories, in display order. */
export const categories = [
  {
    name: 'Restaurants & Food',
    description:
      'Take orders and table bookings in chat, answer menu questions and share daily deals.',
    icon: 'UtensilsCrossed',
    botCount: '120+ bots',
    color: '#c2410c',
    path: '/restaurant',
  },
  {
    name: 'E-commerce',
    description:
      'Recommend products, recover abandoned carts and answer "where is my order?" 24/7.',
    icon: 'ShoppingCart',
    botCount: '85+ bots',
    color: '#1d4ed8',
    path: '/ecommerce',
  },
  {
    name: 'Real Estate',
    description: 'Qualify buyers and tenants, send matching listings and book viewings.',
    icon: 'Building2',
    botCount: '65+ bots',
    color: '#047857',
    path: '/realestate',
  },
  {
    name: 'Healthcare',
    description: 'Book patient appointments, send reminders and answer clinic questions securely.',
    icon: 'HeartPulse',
    botCount: '95+ bots',
    color: '#be123c',
    path: '/healthcare',
  },
  {
    name: 'Education',
    description: 'Answer admission questions, enrol students and run practice quizzes.',
    icon: 'GraduationCap',
    botCount: '70+ bots',
    color: '#7e22ce',
    path: '/education',
  },
  {
    name: 'Freelancing & Services',
    description: 'Qualify project enquiries, book discovery calls and chase unpaid invoices.',
    icon: 'Briefcase',
    botCount: '55+ bots',
    color: '#b45309',
    path: '/freelancing',
  },
  {
    name: 'Finance & Trading',
    description: 'Send invoices, track expenses and answer account questions with instant alerts.',
    icon: 'ChartLine',
    botCount: '40+ bots',
    color: '#0f766e',
    path: '/finance',
  },
  {
    name: 'Travel & Hospitality',
    description: 'Answer booking questions, share itineraries and handle check-in requests.',
    icon: 'Plane',
    botCount: '50+ bots',
    color: '#0369a1',
    path: '/travel',
  },
] as const satisfies readonly Category[];
