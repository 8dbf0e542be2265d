import type { Metadata } from 'next';
import type { Bot } from '@/content/bot';
import { plans } from '@/content/plans';
import { site } from '@/content/site';

/** Absolute URL of a site path; search engines and JSON-LD need the full address. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/** The language of every page, as Open Graph names it. */
export const OG_LOCALE = 'en_US';

/**
 * The site's share picture (app/opengraph-image.tsx), for a page with no picture of its own: a
 * page's `openGraph` replaces the layout's (and the images of opengraph-image files with it), so
 * each page names its picture: a bot's and an industry's are drawn for them (sharePicture).
 */
export const siteImage = {
  url: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
} as const;

/** The picture drawn for one page by its opengraph-image file, e.g. /travel/opengraph-image. */
export function sharePicture(path: string, alt: string) {
  return { ...siteImage, url: `${path}/opengraph-image`, alt };
}

/** Title, description, canonical URL and Open Graph for one page, all from the same words. */
export function pageMetadata({
  title,
  description,
  path,
  image = siteImage,
}: {
  title: string;
  description: string;
  path: string;
  image?: { url: string; width: number; height: number; alt: string };
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: `${title} | ${site.name}`,
      description,
      url: path,
      siteName: site.name,
      type: 'website',
      locale: OG_LOCALE,
      images: [image],
    },
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** One Offer per plan, each pointing at the order page that preselects it. */
export function productJsonLd(bot: Bot) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: bot.name,
    description: bot.description,
    category: bot.category,
    url: absoluteUrl(`/bots/${bot.slug}`),
    image: absoluteUrl(`/bots/${bot.slug}/opengraph-image`),
    brand: { '@type': 'Brand', name: site.name },
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: `${bot.name} ${plan.name}`,
      price: plan.priceValue,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(`/bots/${bot.slug}/order/${plan.code}`),
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: plan.priceValue,
        priceCurrency: 'USD',
        unitCode: 'MON',
      },
    })),
  };
}
