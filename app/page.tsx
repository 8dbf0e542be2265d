import type { Metadata } from 'next';
import { site } from '@/content/site';
import { OG_LOCALE } from '@/lib/seo';
import { Contact } from '@/components/sections/contact';
import { CustomBot } from '@/components/sections/custom-bot';
import { Faq } from '@/components/sections/faq';
import { Hero } from '@/components/sections/hero';
import { HomeJsonLd } from '@/components/sections/home-json-ld';
import { Packages } from '@/components/sections/packages';
import { Services } from '@/components/sections/services';

const title = `${site.name} — ${site.tagline}`;

export const metadata: Metadata = {
  title: { absolute: title },
  description: site.description,
  alternates: { canonical: '/' },
  openGraph: {
    type: 'website',
    siteName: site.name,
    title,
    description: site.description,
    url: '/',
    locale: OG_LOCALE,
  },
};

export default function HomePage() {
  return (
    <>
      <HomeJsonLd />
      <Hero />
      <Services />
      <Packages />
      <CustomBot />
      <Faq />
      <Contact />
    </>
  );
}
