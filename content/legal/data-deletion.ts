import { DEMO_RETENTION_DAYS } from '@/content/demo-copy';
import { site } from '@/content/site';
import { DELETION_DAYS, type LegalDocument } from '@/content/legal/legal-document';

export const dataDeletion = {
  slug: 'data-deletion',
  title: 'Data Deletion',
  description: `How to ask ${site.name} to permanently delete your personal data.`,
  lastUpdated: 'September 26, 2025',
  sections: [
    {
      heading: 'Your right to deletion',
      paragraphs: [
        'You can ask us at any time to delete all the personal data we hold about you. You do not need to give a reason, and deletion is free.',
      ],
    },
    {
      heading: 'What we hold',
      paragraphs: [
        `This website has no user accounts. The only personal data we hold is what you sent through our forms: bot orders, custom bot requests, contact messages and newsletter subscriptions; and what you typed into a bot demo, which is deleted ${DEMO_RETENTION_DAYS} days after the conversation starts (our Privacy Policy says what a demo keeps). If you are a customer, we also hold the business information and conversation history of your bot.`,
      ],
    },
    {
      heading: 'How to request deletion',
      paragraphs: [
        `E-mail ${site.email} with the subject "Data deletion request" from the e-mail address you used in your submissions, or tell us the address and phone number you used.`,
        'If we cannot match the request to your submissions, we will ask you for one more detail to confirm that the data is yours before deleting anything.',
      ],
    },
    {
      heading: 'What happens next',
      paragraphs: [
        `Within ${DELETION_DAYS} days of confirming your request, we permanently delete your orders, custom bot requests, contact messages and newsletter subscription, the bot demo conversations your orders were placed after or that name your e-mail address, along with your account and bot data if you are a customer. Deleted data cannot be recovered.`,
        'Backups containing the data are overwritten on their normal cycle within a further 30 days. We then confirm the deletion to you by e-mail.',
        'If you have an active subscription, deleting your data also ends the service; please give the 30 days’ notice required by our Terms of Service.',
      ],
    },
    {
      heading: 'Signing in through our backend provider',
      paragraphs: [
        'If you have been given a login to a customer area authenticated through our backend provider, you can also delete your account and its data yourself from your profile page, with the same permanent result.',
      ],
    },
    {
      heading: 'Newsletter only',
      paragraphs: [
        `To stop receiving the newsletter without deleting anything else, use the unsubscribe link in any issue or e-mail ${site.email}. Your address is removed from the list straight away.`,
      ],
    },
    {
      heading: 'What we may keep',
      paragraphs: [
        'We keep only what the law requires, such as invoices for tax purposes, and only for the period the law sets. Such records are not used for anything else.',
      ],
    },
  ],
} as const satisfies LegalDocument;
