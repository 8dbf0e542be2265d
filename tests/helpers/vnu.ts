import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';

/**
 * The Nu Html Checker (the W3C's, from the npm package vnu-jar; it needs Java), run once over
 * many documents: each error as `<label>:<line> <message> <extract>`, none when all are valid.
 */
const VNU_JAR = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const run = promisify(execFile);

type VnuMessage = { url: string; lastLine?: number; message: string; extract?: string };

export async function htmlErrors(documents: { label: string; html: string }[]): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-valid-'));
  try {
    const labels = new Map<string, string>();
    for (const [index, { label, html }] of documents.entries()) {
      const file = path.join(dir, `${index}.html`);
      fs.writeFileSync(file, html);
      labels.set(file, label);
    }
    // vnu exits 1 when it finds errors and writes its JSON report to stderr either way.
    const result = await run(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...labels.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
    const { messages } = JSON.parse(result.stderr || '{"messages":[]}') as {
      messages: VnuMessage[];
    };
    return messages.map(
      (message) =>
        `${labels.get(new URL(message.url).pathname) ?? message.url}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A page as the server sends it (through the page's own context, so with its cookies) and as its
 * DOM stands once it is interactive, each labelled for htmlErrors; and the status it was sent with.
 */
export async function servedAndInteractive(
  page: Page,
  path: string,
): Promise<{ status: number; documents: { label: string; html: string }[] }> {
  const served = await page.request.get(path);
  const documents = [{ label: `${path} as served`, html: await served.text() }];
  await page.goto(path, { waitUntil: 'networkidle' });
  documents.push({ label: `${path} interactive`, html: await page.content() });
  return { status: served.status(), documents };
}
