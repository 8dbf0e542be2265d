import { expect, test, type APIRequestContext } from '@playwright/test';
import { site } from '@/content/site';

/**
 * Every page a share can point at: its title, description, address, language and a picture
 * that loads, with the large-picture card it declares.
 */
function metaOf(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) tags.set(key, [...(tags.get(key) ?? []), content]);
  }
  return tags;
}

async function expectSocialTags(request: APIRequestContext, path: string, url: string) {
  const response = await request.get(path);
  const tags = metaOf(await response.text());
  const one = (key: string) => {
    expect(tags.get(key), `${path}: ${key}`).toHaveLength(1);
    return tags.get(key)![0]!;
  };
  expect(one('twitter:card'), path).toBe('summary_large_image');
  expect(one('og:title'), path).not.toBe('');
  expect(one('og:site_name'), path).toBe(site.name);
  expect(one('og:locale'), path).toBe('en_US');
  // The home page's address is written with or without its final slash.
  const bare = (address: string) => address.replace(/\/$/, '');
  expect(bare(one('og:url')), path).toBe(bare(url));
  const image = new URL(one('og:image'));
  expect(image.origin, path).toBe(new URL(site.url).origin);
  expect(one('og:image:width'), path).toBe('1200');
  expect(one('og:image:height'), path).toBe('630');
  const picture = await request.get(image.pathname + image.search);
  expect(picture.status(), `${path}: ${image.pathname}`).toBe(200);
  expect(picture.headers()['content-type'], path).toBe('image/png');
  return image.pathname;
}

test('every sitemap page has its social tags and a share picture that loads', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(urls.length).toBeGreaterThan(30);
  const pictures = new Map<string, string>();
  for (const url of urls) {
    const path = new URL(url).pathname;
    pictures.set(path, await expectSocialTags(request, path, url));
  }
  // An industry page and a bot page have a picture of their own; the rest the site's.
  expect(pictures.get('/travel')).toMatch(/^\/travel\/opengraph-image/);
  expect(pictures.get('/bots/finance')).toMatch(/^\/bots\/finance\/opengraph-image/);
  expect(pictures.get('/compare')).toMatch(/^\/opengraph-image/);
});

test('the 404 page and a search have their social tags too', async ({ request }) => {
  await expectSocialTags(request, '/no-such-page', `${site.url}/`);
  await expectSocialTags(request, '/bots?q=hotel', `${site.url}/bots`);
});
