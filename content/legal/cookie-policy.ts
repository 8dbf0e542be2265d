import { site } from '@/content/site';
import type { LegalDocument } from '@/content/legal/legal-document';

export const cookiePolicy = {
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  description: `${site.name} uses only strictly necessary cookies: no analytics, advertising or tracking cookies.`,
  lastUpdated: 'September 26, 2025',
  sections: [
    {
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files a website stores in your browser. Some are needed for a site to work; others are used to measure visits or to follow you across websites for advertising.',
      ],
    },
    {
      heading: 'The short version',
      paragraphs: [
        `${site.name} uses essential cookies only. We do not use analytics cookies, advertising cookies, social media pixels or any other tracking technology, so there is nothing to opt out of and no cookie banner to click through.`,
      ],
    },
    {
      heading: 'Essential cookies we may set',
      paragraphs: [
        'When you submit a form, the website may set a short-lived, strictly necessary cookie that lets our server process the submission securely and protect it against forged or repeated requests.',
        'These cookies contain no personal profile, are not shared with anyone, and expire when you close your browser or shortly after. Because they are strictly necessary for a service you request, they do not require consent.',
      ],
    },
    {
      heading: 'Third-party cookies',
      paragraphs: [
        'We do not embed third-party content: our fonts, images and icons are served from our own website. No other company can set cookies through our pages.',
        'If you follow a link to WhatsApp, Google Maps, Facebook, X (Twitter), LinkedIn, Instagram or YouTube, you leave our website, and that service’s own cookie policy applies.',
      ],
    },
    {
      heading: 'Managing cookies',
      paragraphs: [
        'You can block or delete cookies in your browser settings. The website remains readable without cookies; if you block essential cookies, a form submission may fail and you can contact us by e-mail or WhatsApp instead.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'If we ever start using a non-essential cookie, we will update this policy first and ask for your consent before setting it.',
        `Questions about cookies can be sent to ${site.email}.`,
      ],
    },
  ],
} as const satisfies LegalDocument;
