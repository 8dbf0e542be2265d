import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

/**
 * Valid HTML by the Nu Html Checker (the W3C's, from the npm package vnu-jar; it needs Java):
 * every page of the sitemap and the pages a buyer reaches from them, both as the server sends
 * them and as the DOM is once the page is interactive (React and the islands have run).
 */
const VNU_JAR = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const run = promisify(execFile);

/** Pages the sitemap does not list but a buyer reaches: a search, an order page, a 404. */
const MORE_PAGES = [
  '/bots?q=hotel',
  '/bots?q=zzz',
  '/bots/finance/order/standard',
  '/no-such-page',
];

type VnuMessage = {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

async function checkHtml(files: string[]): Promise<VnuMessage[]> {
  // vnu exits 1 when it finds errors and writes its JSON report to stderr either way.
  const result = await run(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
  return (JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
}

test('every page is valid HTML as served and once interactive (Nu Html Checker)', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(paths.length).toBeGreaterThan(30);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-valid-'));
  const files = new Map<string, string>();
  try {
    for (const [index, pagePath] of [...paths, ...MORE_PAGES].entries()) {
      const served = await request.get(pagePath);
      const servedFile = path.join(dir, `${index}-served.html`);
      fs.writeFileSync(servedFile, await served.text());
      files.set(servedFile, `${pagePath} as served`);

      await page.goto(new URL(pagePath, baseURL).toString(), { waitUntil: 'networkidle' });
      const live = await page.content();
      const liveFile = path.join(dir, `${index}-interactive.html`);
      fs.writeFileSync(liveFile, live);
      files.set(liveFile, `${pagePath} interactive`);
    }
    const errors = (await checkHtml([...files.keys()])).map(
      (message) =>
        `${files.get(new URL(message.url).pathname) ?? message.url}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`,
    );
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
