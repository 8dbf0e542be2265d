import { expect, type Locator, type Page, type Route } from '@playwright/test';

/**
 * Waits until React has hydrated the element, so a click runs its handler, not a native default.
 * The forms hydrate when the pointer or focus reaches them (components/ui/hydrate-on-interaction),
 * so the pointer is brought over the element first, as a visitor's would be.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await locator.dispatchEvent('pointerover');
      return locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      );
    })
    .toBe(true);
}

/** Intercepts the server-action calls the page makes with JavaScript (not page loads). */
export async function routeActions(
  page: Page,
  handler: (route: Route) => Promise<void> | void,
): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.method() === 'POST' && request.headers()['next-action']) await handler(route);
    else await route.fallback();
  });
}

/** The submission id a form will send next (its hidden field). */
export function submissionId(form: Locator): Promise<string> {
  return form.locator('input[name="submissionId"]').inputValue();
}

/**
 * Holds the page's action calls back until the returned function is called, so a test can see
 * the pending state for as long as it needs instead of waiting a fixed time.
 */
export async function holdActions(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await routeActions(page, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Fills an order form (an industry page's card, or the dialog) with a valid Basic order. */
export async function fillOrder(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Full name').fill('Iqra Baig');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('03001234567');
  await form.getByLabel('Plan').selectOption('basic');
  await form.getByLabel('Platform').selectOption('whatsapp');
}
