import { expect, test } from '@playwright/test';
import { htmlErrors, servedAndInteractive } from '../helpers/vnu';

/**
 * Valid HTML by the Nu Html Checker: every page of the sitemap and the pages a buyer reaches from
 * them, both as the server sends them and as the DOM is once the page is interactive (React and
 * the islands have run). The desk's pages are checked in desk.spec.ts, signed in.
 */

/** Pages the sitemap does not list but a buyer reaches: a search, an order page, a 404. */
const MORE_PAGES = [
  '/bots?q=hotel',
  '/bots?q=zzz',
  '/bots/finance/order/standard',
  '/no-such-page',
];

test('every page is valid HTML as served and once interactive (Nu Html Checker)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(paths.length).toBeGreaterThan(30);
  const documents: { label: string; html: string }[] = [];
  for (const pagePath of [...paths, ...MORE_PAGES]) {
    documents.push(...(await servedAndInteractive(page, pagePath)).documents);
  }
  const errors = await htmlErrors(documents);
  expect(errors, errors.join('\n')).toEqual([]);
});
