import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeE2eDb, rowsWhere, uniqueEmail } from '../helpers/e2e-db';
import { fillOrder } from '../helpers/forms';
import { pageScripts } from '../helpers/page-scripts';

// The forms are islands (components/ui/hydrate-on-interaction.tsx): a page ships their HTML
// and fetches their code when a visitor's pointer or focus reaches them.

test.afterAll(closeE2eDb);

const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

/** Every script the page asks for after it has loaded. */
function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test('a form fetches its code only when the visitor reaches it, keeping what was typed', async ({
  page,
}) => {
  await page.goto('/restaurant');
  await page.waitForLoadState('networkidle');
  const scripts = scriptsRequested(page);
  const card = page.getByRole('region', { name: 'Fill Order Details' });
  const name = card.getByLabel('Full name');
  await page.waitForTimeout(500);
  expect(await isHydrated(name)).toBe(false);
  expect(scripts).toEqual([]);

  await name.fill('Typed before the code');
  await expect.poll(() => isHydrated(name)).toBe(true);
  expect(scripts.length).toBeGreaterThan(0);
  await expect(name).toHaveValue('Typed before the code');
});

test("every script carries V8's compile hint: those a page starts with, and a form's code, fetched later", async ({
  page,
}) => {
  // scripts/compile-hints.mjs: Chromium compiles a marked script's functions while it downloads.
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const startsWithHint = async (url: string) =>
    (await (await page.request.get(url)).text()).startsWith(HINT);
  await page.goto('/restaurant');
  await page.waitForLoadState('networkidle');
  const startup = await page
    .locator('script[src^="/_next/static/"]:not([nomodule])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  expect(startup.length).toBeGreaterThan(3);
  for (const url of startup) expect(await startsWithHint(url), url).toBe(true);

  const later = scriptsRequested(page);
  const name = page.getByRole('region', { name: 'Fill Order Details' }).getByLabel('Full name');
  await name.focus();
  await expect.poll(() => isHydrated(name)).toBe(true);
  const formCode = later.filter((url) => !startup.includes(url));
  expect(formCode.length).toBeGreaterThan(0);
  for (const url of formCode) expect(await startsWithHint(url), url).toBe(true);
});

test('no page starts with lucide’s icon component, which only the islands and dialogs render', async ({
  request,
}) => {
  // The server draws its icons from data (components/ui/lucide-icons.ts): had it imported
  // lucide-react's client components, every page would fetch that code at start-up, unused.
  for (const path of ['/', '/restaurant', '/bots/finance', '/privacy-policy']) {
    const scripts = await pageScripts(request, path);
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const { src, code } of scripts) expect(code, `${path}: ${src}`).not.toContain('lucide');
  }
});

test('a submit made before the code arrives is held, then sent with JavaScript', async ({
  page,
}) => {
  await page.goto('/restaurant');
  await page.waitForLoadState('networkidle');
  // The form's code is held back until the visitor has clicked.
  let release = () => {};
  const clicked = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await clicked;
    await route.continue();
  });
  const posts: boolean[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push('next-action' in request.headers());
  });
  const card = page.getByRole('region', { name: 'Fill Order Details' });
  const email = uniqueEmail('island-held');
  // Values set without focus or pointer, then one click: the code is asked for only now.
  await card.locator('form').evaluate((form: HTMLFormElement, address) => {
    const set = (field: string, value: string) => {
      (form.elements.namedItem(field) as HTMLInputElement | HTMLSelectElement).value = value;
    };
    set('name', 'Held Click');
    set('email', address);
    set('phone', '03001234567');
    set('plan', 'basic');
    set('platform', 'whatsapp');
  }, email);
  await card.getByRole('button', { name: 'Place Order' }).click();
  expect(posts).toEqual([]);
  release();

  await expect(page.getByRole('dialog', { name: 'Order Placed!' })).toBeVisible();
  expect(posts).toEqual([true]);
  expect(page.url()).toMatch(/\/restaurant$/);
  expect(await rowsWhere('bot_orders', 'email', email)).toHaveLength(1);
});

test('a question pressed before the accordion code arrives opens once it has', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const trigger = page.locator('#faq button[aria-expanded]').first();
  expect(await isHydrated(trigger)).toBe(false);
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#faq [role="region"]').first()).toBeVisible();
});

test('if the code cannot be fetched, the form posts without it', async ({ page }) => {
  await page.goto('/restaurant');
  await page.waitForLoadState('networkidle');
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
  const card = page.getByRole('region', { name: 'Fill Order Details' });
  const email = uniqueEmail('island-offline');
  await fillOrder(card, email);
  await card.getByRole('button', { name: 'Place Order' }).click();

  await expect(card.getByRole('status')).toContainText('Order Placed!');
  expect(await rowsWhere('bot_orders', 'email', email)).toHaveLength(1);
});

test('a client navigation does not wait for a form no one has reached', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const search = page.getByRole('combobox', { name: 'Search bots by name' });
  await search.fill('hr');
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/bots\/hrassistant$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('HRMate');
});
