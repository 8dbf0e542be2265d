import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { IconSprite } from '@/components/ui/icon';
import { site } from '@/content/site';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { VisitAttribution } from '@/components/layout/visit-attribution';
import { FIRST_PAGE_SCRIPT } from '@/lib/first-page-script';
import { inter, thumbsUp } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} — AI bots for your business`, template: `%s | ${site.name}` },
  description: site.description,
  openGraph: {
    type: 'website',
    siteName: site.name,
    locale: 'en_US',
  },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  themeColor: '#4338ca',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-scroll-behavior lets Next turn smooth scrolling off while it changes routes.
    <html
      lang="en"
      className={`${inter.variable} ${thumbsUp.variable}`}
      data-scroll-behavior="smooth"
    >
      <body className="flex min-h-screen flex-col font-sans">
        <script dangerouslySetInnerHTML={{ __html: FIRST_PAGE_SCRIPT }} />
        <IconSprite />
        <a
          href="#main-content"
          className="sr-only rounded-lg bg-primary-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus-ring"
        >
          Skip to main content
        </a>
        <Header />
        <main id="main-content" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
          {children}
        </main>
        <Footer />
        <VisitAttribution />
      </body>
    </html>
  );
}
