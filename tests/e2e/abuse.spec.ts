import { expect, test, type Page } from '@playwright/test';
import { closeE2eDb, rowsWhere, uniqueEmail } from '../helpers/e2e-db';
import { expectHydrated, fillOrder } from '../helpers/forms';

test.afterAll(closeE2eDb);

/** Fills and sends the order card on an industry page; returns the e-mail that marks the row. */
async function orderFromIndustryPage(page: Page, before?: () => Promise<void>): Promise<string> {
  const email = uniqueEmail('abuse');
  const card = page.getByRole('region', { name: 'Fill Order Details' });
  await expectHydrated(card.getByLabel('Plan'));
  await fillOrder(card, email);
  await before?.();
  await card.getByRole('button', { name: 'Place Order' }).click();
  // A suspected bot is answered exactly like a person.
  await expect(page.getByRole('dialog', { name: 'Order Placed!' })).toBeVisible();
  return email;
}

test('a person filling at human speed is not marked; a form sent in a blink is kept but marked', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/finance');
  const human = await orderFromIndustryPage(page, () => page.clock.fastForward(10_000));
  expect(await rowsWhere('bot_orders', 'email', human)).toMatchObject([{ spam_reason: null }]);

  await page.goto('/finance');
  const fast = await orderFromIndustryPage(page);
  expect(await rowsWhere('bot_orders', 'email', fast)).toMatchObject([{ spam_reason: 'too_fast' }]);
});

test('the fill time counts from when the form was on screen, not from when its code arrived', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/finance');
  // The page has hydrated; the form's own code arrives only when the visitor reaches it.
  await expectHydrated(page.getByRole('region', { name: 'Fill Order Details' }));
  await page.clock.fastForward(10_000);
  const reader = await orderFromIndustryPage(page);
  expect(await rowsWhere('bot_orders', 'email', reader)).toMatchObject([{ spam_reason: null }]);
});

test('a filled honeypot is answered like success and kept, marked as spam', async ({ page }) => {
  await page.goto('/finance');
  const email = await orderFromIndustryPage(page, async () => {
    // What a form-filling bot does: it fills every input it finds, hidden or not.
    await page
      .locator('input[name="website"]')
      .first()
      .evaluate((input: HTMLInputElement) => {
        input.value = 'https://seo-deals.example';
      });
  });
  expect(await rowsWhere('bot_orders', 'email', email)).toMatchObject([
    { spam_reason: 'honeypot' },
  ]);
});
