import { site } from '@/content/site';
import type { LegalDocument } from '@/content/legal/legal-document';

export const termsOfService = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  description: `The terms that apply when you use the ${site.name} website and subscribe to one of our AI bots.`,
  lastUpdated: 'September 26, 2025',
  sections: [
    {
      heading: 'Agreement',
      paragraphs: [
        `These terms are an agreement between you and ${site.name}. By using this website, placing an order or subscribing to a bot, you accept them. If you act for a business, you confirm that you may bind that business to these terms.`,
      ],
    },
    {
      heading: 'Eligibility',
      paragraphs: [
        'You must be at least 18 years old to place an order or subscribe to a plan. If you are under 18, you may only do so with the consent and supervision of a parent or legal guardian, who accepts these terms on your behalf.',
      ],
    },
    {
      heading: 'Our service',
      paragraphs: [
        'We set up, host and monitor AI chatbots for your business on the platforms included in your plan. Standard bots go live within 24-48 hours of receiving the information we need from you; custom bots take 1-2 weeks plus 2-3 days of testing and deployment.',
        'Bots answer from the information you give us. You are responsible for keeping that information, such as prices, menus, stock and policies, accurate, and for reviewing the answers your bot gives during the trial.',
      ],
    },
    {
      heading: 'Plans, trial and payment',
      paragraphs: [
        'Every bot is offered on three monthly plans: Basic at $40/month, Standard at $80/month and Premium at $120/month. Plan inclusions, update allowances and daily response limits are as shown on each bot’s page at the time of your order.',
        'New subscriptions start with a 14-day free trial; no credit card is required to start it. Paid billing begins when the trial ends and you confirm your plan.',
        'On the Basic plan the bot uses your own AI model API key, and any usage charges from the model provider are yours to pay. On Standard and Premium we provide the key within the plan’s daily response limit.',
      ],
    },
    {
      heading: 'Changes and cancellation',
      paragraphs: [
        'Upgrades take effect immediately and are charged pro rata for the rest of the billing month. Downgrades take effect at the start of the next billing cycle.',
        `Monthly plans can be cancelled with 30 days' written notice to ${site.email}. Your bot keeps running until the notice period ends; fees already paid for that period are not refunded.`,
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'You may not use a bot to send spam or unsolicited bulk messages, to mislead or defraud people, to collect data without a lawful basis, or in breach of the rules of WhatsApp, Meta, Telegram, Discord, X, LinkedIn or any other platform it runs on.',
        'We may suspend a bot that breaks these rules or puts our service or other customers at risk, and we will tell you why.',
      ],
    },
    {
      heading: 'Your data and ours',
      paragraphs: [
        'You own your business content and your customers’ conversations. We use them only to run, support and improve your bot, as described in our Privacy Policy and Data Security pages. The bots, their design and our software remain our property.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We monitor bots 24/7 and fix faults as quickly as we can, but AI answers can be wrong and third-party platforms can change or fail. To the extent the law allows, our total liability for any claim is limited to the fees you paid us in the three months before it arose, and we are not liable for indirect losses such as lost profits.',
      ],
    },
    {
      heading: 'Governing law and changes',
      paragraphs: [
        'These terms are governed by the laws of Pakistan, and the courts of Karachi have jurisdiction over any dispute that we cannot resolve together first.',
        `We may update these terms; the new version applies from the date shown above, and we will notify customers of material changes at least 30 days in advance. Questions: ${site.email}.`,
      ],
    },
  ],
} as const satisfies LegalDocument;
