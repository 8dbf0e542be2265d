import type { IconName } from '@/content/icons';
import { site } from '@/content/site';

export type Faq = { question: string; answer: string };

/** The FAQ accordion; answers must agree with the claims in docs/rules.md#catalogue-and-pages. */
export const faqs = [
  {
    question: 'How long does it take to set up a bot?',
    answer:
      'A ready-made bot is live within 24-48 hours of your order: we connect it to your channels and load your menu, catalogue or FAQs. A custom bot takes 1-2 weeks, depending on the features and integrations you need.',
  },
  {
    question: 'Is there a free trial?',
    answer:
      'Yes. Every bot comes with a 14-day free trial, and no credit card is needed to start it. If the bot is not right for you, simply let the trial end.',
  },
  {
    question: 'How much does a bot cost?',
    answer:
      'Every bot has the same three monthly plans: Basic at $40/month, Standard at $80/month and Premium at $120/month. All plans include a text and voice bot, hosting on our servers, 24/7 monitoring, and appointment booking and order management.',
  },
  {
    question: 'Which platforms can my bot work on?',
    answer:
      'Our bots work on WhatsApp, Facebook, Messenger, Instagram, Telegram, Discord, X (Twitter), LinkedIn and your website. Basic includes one integration (WhatsApp or a website widget), Standard covers WhatsApp, website, Instagram and Messenger, and Premium has unlimited integrations, including other platforms on request.',
  },
  {
    question: 'What is the difference between the Basic, Standard and Premium plans?',
    answer:
      'Basic ($40/month) includes up to 3 updates and uses your own AI model API key. Standard ($80/month) includes up to 5 updates and our API key with up to 500 responses a day. Premium ($120/month) adds up to 1,000 responses a day, unlimited integrations, and customer feedback and review collection.',
  },
  {
    question: 'Do I need my own AI API key?',
    answer:
      'Only on the Basic plan, where the bot runs on your own AI model API key and you pay the model provider directly for usage. On Standard and Premium we provide the key, with daily limits of 500 and 1,000 responses respectively.',
  },
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. Upgrades take effect immediately, and you pay only the prorated difference for the rest of the billing month. Downgrades take effect at the start of your next billing cycle.',
  },
  {
    question: 'How do I cancel my subscription?',
    answer: `Monthly plans can be cancelled with 30 days' notice. Send your request to ${site.email} or tell us on WhatsApp; the bot keeps running until the notice period ends.`,
  },
  {
    question: 'Is my customers’ data safe?',
    answer:
      'Yes. Our bots are GDPR compliant, and HealthCareGuide, our healthcare bot, is HIPAA compliant. We use conversation data only to run your bot, and we delete it on request.',
  },
  {
    question: 'Can you build a bot that is not in the catalogue?',
    answer:
      'Yes. Fill in the custom bot request form with your business, platform, features and budget, and we send you a proposal within 24 hours. Development takes 1-2 weeks, then 2-3 days of testing and deployment, followed by training and ongoing support.',
  },
] as const satisfies readonly Faq[];

export type HelpCard = {
  title: string;
  description: string;
  action: string;
  href: string;
  external: boolean;
  icon: IconName;
};

/** The 'Need More Help?' panel beside the FAQ. */
export const helpCards = [
  {
    title: 'Live Chat Support',
    description: 'Chat with our team on WhatsApp. Available 24/7 for Premium users.',
    action: 'Start Chat',
    href: site.whatsappHref,
    external: true,
    icon: 'MessageCircle',
  },
  {
    title: 'Phone Support',
    description: `Talk to a specialist during business hours: ${site.hours}.`,
    action: 'Schedule Call',
    href: site.phoneHref,
    external: false,
    icon: 'Phone',
  },
  {
    title: 'Help Center',
    description: 'Answers to the most common questions, always available.',
    action: 'Browse Articles',
    href: '#faq',
    external: false,
    icon: 'BookOpen',
  },
] as const satisfies readonly HelpCard[];

export const quickResources = [
  {
    title: 'Getting Started Guide',
    description: 'From order to a live bot in 24-48 hours: what we need from you, step by step.',
  },
  {
    title: 'Integration Tutorials',
    description: 'Connect your bot to WhatsApp, Instagram, Messenger or your website.',
  },
  {
    title: 'Best Practices',
    description: 'Greetings, handover rules and FAQs that make customers finish the chat.',
  },
  {
    title: 'API Documentation',
    description: 'Use your own AI model API key on Basic and connect your CRM or order system.',
  },
  {
    title: 'Video Tutorials',
    description: 'Short walkthroughs of updating your menu, catalogue and bot answers.',
  },
] as const satisfies readonly { title: string; description: string }[];
