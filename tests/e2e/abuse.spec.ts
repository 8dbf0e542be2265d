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

test('a form filled and sent in a blink, as autofill (or a test) does, is a lead like any other', async ({
  page,
}) => {
  await page.goto('/finance');
  const fast = await orderFromIndustryPage(page);
  expect(await rowsWhere('bot_orders', 'email', fast)).toMatchObject([{ spam_reason: null }]);
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
