import { expect, test, type Page } from '@playwright/test';
import { bots } from '@/content/bots';
import { industries } from '@/content/industries';
import { legalDocuments } from '@/content/legal';
import { site } from '@/content/site';

const catalogueRoutes = [
  ...industries.map((industry) => `/${industry.slug}`),
  '/categories',
  '/bots',
  ...bots.map((bot) => `/bots/${bot.slug}`),
  '/compare',
  '/about',
  '/ourTeam',
  ...legalDocuments.map((document) => `/${document.slug}`),
];

type JsonLdNode = { '@type'?: string; [key: string]: unknown };

async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as JsonLdNode);
}

test('sitemap.xml lists every page with an absolute address; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const expected = ['/', ...catalogueRoutes].map((path) => new URL(path, site.url).toString());
  expect(locations.sort()).toEqual(expected.sort());

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/User-Agent: \*\s+Allow: \//);
  expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test('a bot page carries Product JSON-LD with one Offer per plan and a BreadcrumbList', async ({
  page,
}) => {
  await page.goto('/bots/restaurant');
  const data = await jsonLd(page);
  const product = data.find((node) => node['@type'] === 'Product');
  expect(product?.name).toBe('Restaurant Agent');
  const offers = product?.offers as { price: number; priceCurrency: string; url: string }[];
  expect(offers.map((offer) => offer.price)).toEqual([40, 80, 120]);
  expect(offers.every((offer) => offer.priceCurrency === 'USD')).toBe(true);
  expect(offers.map((offer) => offer.url)).toEqual(
    ['basic', 'standard', 'premium'].map((plan) => `${site.url}/bots/restaurant/order/${plan}`),
  );
  const breadcrumb = data.find((node) => node['@type'] === 'BreadcrumbList');
  expect(breadcrumb?.itemListElement).toHaveLength(3);
});

test('an industry page carries a BreadcrumbList ending at the page', async ({ page }) => {
  await page.goto('/travel');
  const breadcrumb = (await jsonLd(page)).find((node) => node['@type'] === 'BreadcrumbList');
  const items = breadcrumb?.itemListElement as { name: string; item: string }[];
  expect(items.map((item) => item.name)).toEqual([
    'Home',
    'Categories',
    'Travel & Hospitality Bot',
  ]);
  expect(items.at(-1)?.item).toBe(`${site.url}/travel`);
});

test('every catalogue page has a title, description, canonical URL and Open Graph tags', async ({
  request,
}) => {
  for (const path of catalogueRoutes) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<link rel="canonical" href="${new URL(path, site.url)}"/>`);
    expect(html, path).toMatch(/<title>[^<]+\| BotBazaar<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, path).toContain(`<meta property="og:url" content="${new URL(path, site.url)}"/>`);
  }
});

test('each bot page links its own Open Graph image, generated at build', async ({
  page,
  request,
}) => {
  await page.goto('/bots/finance');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toContain('/bots/finance/opengraph-image');
  const response = await request.get(new URL(image ?? '').pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});
