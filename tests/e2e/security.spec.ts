import { expect, test, type Page } from '@playwright/test';
import { expectHydrated } from '../helpers/forms';
import { anActionId, sitePaths } from '../faults/hostile';
import { ACTION_BODY_LIMIT_BYTES } from '../../lib/http/body-limit';

/** Collects CSP violations the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('every response carries the security headers, with a CSP free of unsafe-inline and eval', async ({
  request,
}) => {
  for (const path of ['/', '/bots/finance', '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc =
      csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toContain("'self'");
    expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp, path).toContain(directive);
    }
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  }
});

test('no route breaks the policy, and pages still hydrate under it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  for (const path of await sitePaths(baseURL!)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(violations, path).toEqual([]);
  }

  // Hydrated under the policy: a dialog opens and a form validates in the browser.
  await page.goto('/bots/finance');
  await page.getByRole('button', { name: 'Choose Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /submit|place order/i }).click();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  expect(violations).toEqual([]);
});

test('a form posted natively is answered by a page that keeps to the policy and hydrates', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/restaurant');
  const form = page.getByRole('region', { name: 'Fill Order Details' }).locator('form');
  // Filled and posted the way a browser does before the form's code has arrived (or without
  // it): the values set directly, no pointer or focus to fetch the code, no submit event.
  const posted = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.evaluate((element: HTMLFormElement) => {
    const values = {
      name: 'Iqra Baig',
      email: `native-csp-${Date.now()}@example.com`,
      phone: '03001234567',
      plan: 'basic',
      platform: 'whatsapp',
    };
    for (const [name, value] of Object.entries(values)) {
      (element.elements.namedItem(name) as HTMLInputElement).value = value;
    }
    element.submit();
  });
  const scriptSrc =
    ((await posted).headers()['content-security-policy'] ?? '')
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/]{22}=*'/);
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);

  await expect(
    page.getByRole('region', { name: 'Fill Order Details' }).getByRole('status'),
  ).toContainText('Order Placed!');
  // Hidden at this width, yet a button only once React has taken the header over.
  await expectHydrated(page.locator('header button[aria-label="Menu"]'));
  expect(violations).toEqual([]);
});

test('an action body over the limit, or not a form, is refused for what it is, not with a 500', async ({
  request,
}) => {
  const headers = { 'Next-Action': anActionId() };
  const huge = await request.post('/finance', {
    headers,
    multipart: { '0': 'x'.repeat(ACTION_BODY_LIMIT_BYTES + 1) },
  });
  expect(huge.status()).toBe(413);
  for (const contentType of [
    'text/plain;charset=UTF-8',
    'application/json',
    'multipart/form-data',
  ]) {
    const odd = await request.post('/finance', {
      headers: { ...headers, 'Content-Type': contentType },
      data: '{}',
    });
    expect(odd.status(), contentType).toBe(400);
  }
});

test('a form post whose multipart body cannot be decoded is refused with a 400, not a 500', async ({
  request,
}) => {
  const boundary = '----WebKitFormBoundaryAbCdEf012345';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };
  const truncated = `${part('_1_email', 'ada@example.com')}--${boundary.slice(0, 10)}`;
  const withJavaScript = { ...headers, 'Next-Action': anActionId() };
  for (const [label, postHeaders, data] of [
    ['truncated, with JavaScript', withJavaScript, truncated],
    ['truncated, without JavaScript', headers, truncated],
    ['root part not JSON', withJavaScript, `${part('0', 'not json')}--${boundary}--\r\n`],
  ] as const) {
    const response = await request.post('/finance', { headers: postHeaders, data });
    expect(response.status(), label).toBe(400);
  }
});

test('the image optimiser is off: /_next/image is the not-found page, under the policy', async ({
  request,
}) => {
  // The site serves its images as they are; the optimiser would resize them for anyone.
  for (const url of ['/icon.svg', '/team/farhan-velani.svg', '/no-such.png']) {
    const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
    expect(response.status(), url).toBe(404);
    expect(response.headers()['content-security-policy'], url).toMatch(
      /script-src 'self' 'sha256-/,
    );
  }
});
