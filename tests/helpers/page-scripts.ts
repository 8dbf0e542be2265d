import type { APIRequestContext } from '@playwright/test';

/** The scripts a page's HTML asks for (its start-up code), each with the code the server sends. */
export async function pageScripts(
  request: APIRequestContext,
  path: string,
): Promise<{ src: string; code: string }[]> {
  const html = await (await request.get(path)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
  return Promise.all(
    sources.map(async (src) => ({ src, code: await (await request.get(src)).text() })),
  );
}
