import { faqs } from '@/content/faq';
import { site } from '@/content/site';

const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.name,
  url: site.url,
  logo: `${site.url}/icon.svg`,
  description: site.description,
  email: site.email,
  telephone: site.phone,
  address: { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'PK' },
  sameAs: site.socials.map((social) => social.href),
};

const faqPage = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  })),
};

// '<' is escaped so no text in the content can close the script element early.
const toScript = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

export function HomeJsonLd() {
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: toScript(organization) }}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: toScript(faqPage) }} />
    </>
  );
}
