import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';
import { bots } from '@/content/bots';
import { industries } from '@/content/industries';
import { legalDocuments } from '@/content/legal';

type Entry = { path: string; priority: number; changeFrequency: 'weekly' | 'monthly' | 'yearly' };

function entries(): Entry[] {
  return [
    { path: '/', priority: 1, changeFrequency: 'weekly' },
    ...industries.map((industry) => ({
      path: `/${industry.slug}`,
      priority: 0.9,
      changeFrequency: 'monthly' as const,
    })),
    { path: '/categories', priority: 0.8, changeFrequency: 'monthly' },
    { path: '/bots', priority: 0.8, changeFrequency: 'monthly' },
    ...bots.map((bot) => ({
      path: `/bots/${bot.slug}`,
      priority: 0.9,
      changeFrequency: 'monthly' as const,
    })),
    { path: '/compare', priority: 0.5, changeFrequency: 'monthly' },
    { path: '/about', priority: 0.6, changeFrequency: 'yearly' },
    { path: '/ourTeam', priority: 0.5, changeFrequency: 'yearly' },
    ...legalDocuments.map((document) => ({
      path: `/${document.slug}`,
      priority: 0.3,
      changeFrequency: 'yearly' as const,
    })),
  ];
}

export default function sitemap(): MetadataRoute.Sitemap {
  return entries().map(({ path, priority, changeFrequency }) => ({
    url: absoluteUrl(path),
    changeFrequency,
    priority,
  }));
}
