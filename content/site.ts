/**
 * Who runs this site: the one place to make it yours (docs/make-it-yours.md). Every page, the
 * share pictures, the JSON-LD and the e-mails about each lead read these values. The values
 * shipped are examples: reserved `.example` addresses and a dummy number; a production build
 * warns while any is left (content/identity-check.ts). Written out as plain values, links
 * included (a unit test checks each link matches its value), so the browser's code keeps only
 * the few a page shows.
 */
export type OperatorIdentity = {
  /** The brand: header, titles, e-mails, JSON-LD. */
  name: string;
  tagline: string;
  /** The site's description for search engines and the home page. */
  description: string;
  /** The public address, `https://` and no final slash: canonical URLs, sitemap, share cards. */
  url: `https://${string}`;
  /** Where buyers write; the reply-to of every e-mail. */
  email: `${string}@${string}`;
  /** `mailto:` and the e-mail. */
  emailHref: `mailto:${string}`;
  /** The phone number as people should read it. */
  phone: string;
  /** `tel:` and the phone number's plus and digits. */
  phoneHref: `tel:+${string}`;
  /** The WhatsApp chat: https://wa.me/ and the number in international form, digits only. */
  whatsappHref: `https://wa.me/${string}`;
  /** The office, as one line. */
  address: string;
  /** A map link to the office. */
  mapsHref: `https://${string}`;
  /** When the phone is answered. */
  hours: string;
  communityHref: `https://${string}`;
  socials: readonly { name: string; href: `https://${string}` }[];
};

export const site = {
  name: 'BotBazaar',
  tagline: 'Ready-made AI bots for your business',
  description:
    'BotBazaar builds and runs AI chatbots for restaurants, shops, clinics, schools and service businesses. Answer customers 24/7 on WhatsApp, Instagram and Facebook from $40/month, live in 24-48 hours.',
  url: 'https://botbazaar.example',
  email: 'support@botbazaar.example',
  emailHref: 'mailto:support@botbazaar.example',
  phone: '+92 300 0000000',
  phoneHref: 'tel:+923000000000',
  whatsappHref: 'https://wa.me/923000000000',
  address: 'Office 000, Example Business Centre, Shahrah-e-Faisal, Karachi, Pakistan',
  mapsHref:
    'https://www.google.com/maps/search/?api=1&query=Shahrah-e-Faisal%2C%20Karachi%2C%20Pakistan',
  hours: 'Monday to Friday, 9 AM to 6 PM PKT',
  communityHref: 'https://community.botbazaar.example',
  // lucide-react 1.x dropped brand icons, so socials carry no icon name; the footer draws its own.
  socials: [
    { name: 'Facebook', href: 'https://www.facebook.com/botbazaar.example' },
    { name: 'Twitter', href: 'https://x.com/botbazaar_example' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/botbazaar-example' },
    { name: 'Instagram', href: 'https://www.instagram.com/botbazaar.example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@botbazaar-example' },
  ],
} as const satisfies OperatorIdentity;

export type NavLink = { label: string; href: string };

/** Header links, in order; the same list is used by the mobile menu. */
export const navLinks = [
  { label: 'Home', href: '/' },
  { label: 'Bots', href: '/bots' },
  { label: 'Compare', href: '/compare' },
  { label: 'Services', href: '/#ourServices' },
  { label: 'Packages', href: '/#pricingpackage' },
  { label: 'Custom Bot', href: '/#custombot' },
  { label: 'FAQ', href: '/#faq' },
  { label: 'Contact', href: '/#contact' },
] as const satisfies readonly NavLink[];

/** The header's call-to-action button. */
export const navCta = {
  label: 'Request an AI Agent',
  href: '/#custombot',
} as const satisfies NavLink;

export type FooterLink = {
  label: string;
  /** null: not built yet; rendered as plain text marked 'Coming soon', never a dead link. */
  href: string | null;
  external?: boolean;
  comingSoon?: boolean;
};

export type FooterColumn = { title: string; links: readonly FooterLink[] };

export const footerColumns = [
  {
    title: 'Product',
    links: [
      { label: 'All Bots', href: '/bots' },
      { label: 'Compare Bots', href: '/compare' },
      { label: 'Bot Categories', href: '/#ourServices' },
      { label: 'Pricing Packages', href: '/#pricingpackage' },
      { label: 'Custom Bots', href: '/#custombot' },
      { label: 'Contact Sales', href: '/#contact' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Team', href: '/OurTeam' },
      { label: 'Blog', href: null, comingSoon: true },
      { label: 'Integrations', href: null, comingSoon: true },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'FAQ', href: '/#faq' },
      { label: 'Live Chat', href: site.whatsappHref, external: true },
      { label: 'Call Us', href: site.phoneHref },
      { label: 'Community', href: site.communityHref, external: true },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Cookie Policy', href: '/cookie-policy' },
      { label: 'Data Security', href: '/data-security' },
    ],
  },
] as const satisfies readonly FooterColumn[];

export const footer = {
  newsletterTitle: 'Stay Updated with AI Trends',
  newsletterIntro:
    'One e-mail a month: new bots, setup tips and what is working for businesses like yours. Unsubscribe any time.',
  /** The current year is added by the footer at render time. */
  copyrightHolder: site.name,
  rights: 'All rights reserved.',
} as const;
