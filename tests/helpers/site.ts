import type { APIRequestContext } from '@playwright/test';

/** Every page the sitemap lists, as paths, plus a path no page has. */
export async function sitePaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  return [...paths, '/no-such-page'];
}
