import type { PlanCode } from '@/content/form-options';

export type Plan = {
  code: PlanCode;
  name: string;
  price: string;
  period: '/month';
  priceValue: number;
  /** Checklist lines specific to this plan. */
  inclusions: readonly string[];
  bestValue: boolean;
};

/** The same three plans apply to every bot (docs/rules.md#catalogue-and-pages). */
export const plans = [
  {
    code: 'basic',
    name: 'Basic',
    price: '$40',
    period: '/month',
    priceValue: 40,
    inclusions: [
      'Up to 3 updates',
      'Use your own AI model API key',
      'One integration: WhatsApp or website widget',
    ],
    bestValue: false,
  },
  {
    code: 'standard',
    name: 'Standard',
    price: '$80',
    period: '/month',
    priceValue: 80,
    inclusions: [
      'Up to 5 updates',
      'AI model API key provided by us',
      'Up to 500 bot responses per day',
      'Multi-channel: WhatsApp, website, Instagram and Messenger',
    ],
    bestValue: false,
  },
  {
    code: 'premium',
    name: 'Premium',
    price: '$120',
    period: '/month',
    priceValue: 120,
    inclusions: [
      'Up to 5 updates',
      'AI model API key provided by us',
      'Up to 1,000 bot responses per day',
      'Unlimited integrations',
      'Customer feedback and review collection',
    ],
    bestValue: true,
  },
] as const satisfies readonly Plan[];

/** The cheapest plan: the price every bot is offered 'From'. */
export const startingPlan: Plan = plans[0];

/** Included in every plan (docs/rules.md#catalogue-and-pages). */
export const ALL_PLANS_INCLUDE: readonly string[] = [
  'Text and voice bot',
  'Hosting costs covered by us',
  'Runs on our servers, nothing to install',
  '24/7 monitoring',
  'Appointment booking and order management',
];

export function getPlan(code: PlanCode): Plan {
  const plan = plans.find((candidate) => candidate.code === code);
  if (!plan) throw new Error(`Unknown plan: ${code}`);
  return plan;
}

/** A plan as an order form offers it: its name and monthly price. */
export function planChoice(plan: Plan): string {
  return `${plan.name} — ${plan.price}${plan.period}`;
}

/** What a plan includes, on one line under the plan an order form names; nothing until one is. */
export function planSummary(code: string | undefined): string | undefined {
  return plans.find((plan) => plan.code === code)?.inclusions.join(' · ');
}
