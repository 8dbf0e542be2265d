import { site } from '@/content/site';
import type { LegalDocument } from '@/content/legal/legal-document';

export const dataSecurity = {
  slug: 'data-security',
  title: 'Data Security',
  description: `How ${site.name} protects the data submitted on this website and the conversations our bots handle.`,
  lastUpdated: 'September 26, 2025',
  sections: [
    {
      heading: 'Our approach',
      paragraphs: [
        'We collect as little data as we need, keep it in as few places as possible, and limit who can see it. This page describes the measures we apply to website submissions and to the bots we run for our customers.',
      ],
    },
    {
      heading: 'Encryption',
      paragraphs: [
        'Every page and form on this website is served over HTTPS, so data travels encrypted between your browser and our servers. Connections between our servers and our database are encrypted too.',
      ],
    },
    {
      heading: 'Where data lives',
      paragraphs: [
        'Form submissions are stored in a single PostgreSQL database operated by our hosting provider, with automated backups. The database is not reachable from the public internet, and the website’s forms only add new submissions; nothing on the public site displays them.',
      ],
    },
    {
      heading: 'Access control',
      paragraphs: [
        'Only the staff who handle orders, custom requests and support can read submissions, each with a personal login. Access is granted for a role, removed when the role changes, and reviewed regularly.',
      ],
    },
    {
      heading: 'Abuse protection',
      paragraphs: [
        'Our forms check every input on the server, enforce length limits, reject automated submissions and limit how often one client can submit, so scripted spam cannot flood the database or lock out real customers.',
      ],
    },
    {
      heading: 'Bots and compliance',
      paragraphs: [
        'Our bots run on our own managed servers and are monitored 24/7. They are GDPR compliant, and HealthCareGuide, our healthcare bot, is HIPAA compliant for handling patient information.',
        'Each customer’s bot, business data and conversations are kept separate from those of other customers.',
      ],
    },
    {
      heading: 'Incidents',
      paragraphs: [
        'If a security incident affects your personal data, we will contain it, investigate it and inform you and, where the law requires, the relevant authority within 72 hours of becoming aware of it.',
      ],
    },
    {
      heading: 'Reporting a vulnerability',
      paragraphs: [
        `If you find a security weakness on our website or in one of our bots, please e-mail ${site.email} with the details. We acknowledge reports within 2 business days and ask that you do not access other people's data or disrupt the service while testing.`,
      ],
    },
  ],
} as const satisfies LegalDocument;
