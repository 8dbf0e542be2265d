import { site } from '@/content/site';
import { DEMO_RETENTION_DAYS } from '@/content/demo-copy';
import { DELETION_DAYS, type LegalDocument } from '@/content/legal/legal-document';

export const privacyPolicy = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  description: `What personal data ${site.name} collects through this website, why, where it is stored and how to have it deleted.`,
  lastUpdated: 'September 26, 2025',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${site.name} ("we", "us") builds, hosts and runs AI chatbots for businesses. We operate this website from ${site.address} and are responsible for the personal data described in this policy.`,
        `Questions about this policy or your data can be sent to ${site.email} at any time.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'This website has no user accounts and no login. We only receive the personal data you type into one of our four forms, or into a bot demo:',
        'Bot order form: your full name, e-mail address, phone number, the bot and plan you chose, your preferred platform, and any requirements or additional information you add.',
        'Custom bot request form: your business name, industry category, platform, business size, budget range, the features you select and your written requirements, and, so that we can send you the proposal, your name, e-mail address and, if you give it, your phone or WhatsApp number.',
        'Contact form: your first and last name, e-mail address, phone number, company name, the type of enquiry and your message.',
        'Newsletter form: your e-mail address.',
        'To protect the forms from automated spam, our server also records a short-lived technical identifier derived from the request (such as the IP address) and the time of each submission.',
        'With an order, a custom bot request, a message or a newsletter subscription we also keep where your visit came from, when your browser tells us: the campaign tags of the link you followed (such as utm_source or utm_campaign), the website that sent you here, and the first page of ours you opened. This is read from the page addresses of that visit, with no cookies, and is kept with what you sent.',
        'Bot demos: every page that sells a bot (each bot page and each industry page) lets you try the bot in a made-up sample business. When you ask it something, we keep your messages and its replies, which bot and page, and when, so that we can run the conversation, keep its limits and see how the demos are used. We do not keep your IP address with them: only a scrambled code made from your network address, to tell your conversation from other visitors’ and to count the hourly limit.',
        'When a live AI model answers the demo, your messages in it are sent to the model provider we use (for example OpenAI), who processes them to write the reply on our behalf. Please do not share personal details in the demo: it is a sample business, and nothing you type there reaches a real one.',
        'If you order a bot in the same visit, your order is linked to the demo you had, so we can see what you tried first. Listen reads a reply aloud with your device’s own voice, and nothing is sent for it. The demo never uses your microphone.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'We use your data only to do what you asked: to set up and support the bot you ordered, to prepare a proposal for a custom bot, to answer your message, to send the newsletter you subscribed to, or to run the bot demo you started. A demo conversation is also read to see how the demos are used and, when you order after it, what you tried first. Where a visit came from tells us which of our links and pages bring enquiries.',
        'Our legal bases are taking steps at your request before entering into a contract (orders and custom requests), our legitimate interest in answering enquiries, showing how our bots work, knowing which of our links bring enquiries and preventing abuse (contact form, bot demos, where a visit came from and spam protection), and your consent (newsletter).',
        'We do not sell your data, and we do not use it for advertising or profiling.',
      ],
    },
    {
      heading: 'Where it is stored',
      paragraphs: [
        'Form submissions and bot demo conversations are stored in a PostgreSQL database run for us by our hosting provider. Access is limited to the staff who handle orders and enquiries, and data travels to and from the website over an encrypted HTTPS connection.',
        'Our hosting provider processes the data only on our instructions. Where this involves a transfer outside your country, we rely on the provider’s contractual safeguards.',
      ],
    },
    {
      heading: 'Cookies and tracking',
      paragraphs: [
        'We do not use analytics, advertising or tracking cookies, and we do not embed third-party trackers, social widgets or remotely hosted fonts and images. See our Cookie Policy for details.',
        'Links to WhatsApp, Google Maps and social networks take you to those services, whose own privacy policies apply once you are there.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Orders and custom bot requests are kept for as long as you are a customer and for up to 24 months after our last contact, so we can support your bot and answer questions about past orders.',
        'Contact messages are kept for up to 12 months. Newsletter addresses are kept until you unsubscribe. Spam-protection records are deleted automatically within days.',
        `Bot demo conversations are deleted automatically ${DEMO_RETENTION_DAYS} days after they start, and at once with your orders when you ask us to delete your data.`,
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can ask for a copy of your data, ask us to correct it, object to its use, withdraw your newsletter consent, or ask us to delete it. Where the GDPR applies to you, you may also complain to your local data protection authority.',
        `To exercise any of these rights, e-mail ${site.email}. We answer within ${DELETION_DAYS} days; our Data Deletion page explains deletion requests step by step.`,
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Our services are intended for businesses and people aged 18 or over. We do not knowingly collect data from children; if you believe a child has sent us their data, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change this policy, we will publish the new version on this page with a new "last updated" date. Material changes will also be announced in our newsletter.',
      ],
    },
  ],
} as const satisfies LegalDocument;
