import { expect, test } from '@playwright/test';
import { closeE2eDb, rowsWhere, uniqueEmail } from '../helpers/e2e-db';

test.afterAll(closeE2eDb);

/** The order forms posted natively: bot order pages (where plan buttons lead) and industry cards. */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the order page shows errors with the values kept, then the success message', async ({
    page,
  }) => {
    await page.goto('/bots/healthcare/order/standard');
    const form = page.locator('#order-form');
    await expect(page.getByRole('heading', { level: 1, name: 'Fill Order Details' })).toBeVisible();
    await expect(page.getByText('HealthCareGuide · Standard plan')).toBeVisible();
    await expect(form.getByLabel('Plan')).toHaveValue('Standard — $80/month');
    // The plan is fixed here, so the page knows 'Other' cannot be chosen with it.
    await expect(form.getByLabel('Platform').locator('option[value="other"]')).toHaveCount(0);
    await form.getByLabel('Full name').fill('Bilal Ahmed');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Requirements').fill('Remind patients a day before');
    await form.getByRole('button', { name: 'Place Order' }).click();

    await expect(form.getByText('Invalid email address')).toBeVisible();
    await expect(form.getByLabel('Phone number')).toHaveAccessibleDescription(
      /Invalid phone number/,
    );
    await expect(form.getByLabel('Platform')).toHaveAccessibleDescription(
      'Please select a platform',
    );
    await expect(form.getByLabel('Full name')).toHaveValue('Bilal Ahmed');
    await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(form.getByLabel('Requirements')).toHaveValue('Remind patients a day before');
    await expect(form.getByLabel('Plan')).toHaveValue('Standard — $80/month');

    const email = uniqueEmail('order-nojs');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone number').fill('03001234567');
    await form.getByLabel('Platform').selectOption('telegram');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByRole('status')).toContainText('Order Placed!');
    await expect(form.getByRole('status')).toContainText(
      'Your order has been submitted successfully.',
    );
    await expect(form.getByLabel('Full name')).toHaveValue('');
    const rows = await rowsWhere('bot_orders', 'email', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      bot_slug: 'healthcare',
      plan: 'standard',
      platform: 'telegram',
    });
  });

  test('a plan changed on its way to the server is named under the plan field', async ({
    page,
  }) => {
    await page.goto('/bots/finance/order/premium');
    const form = page.locator('#order-form');
    await form.locator('input[type="hidden"][name="plan"]').evaluate((input: HTMLInputElement) => {
      input.value = 'gold';
    });
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByLabel('Plan')).toHaveAccessibleDescription(/Please select a plan/);
  });

  test("a Premium order page offers 'Other'", async ({ page }) => {
    await page.goto('/bots/healthcare/order/premium');
    const platform = page.locator('#order-form').getByLabel('Platform');
    await expect(platform.locator('option[value="other"]')).toHaveText('Other');
  });

  test("an industry card shows 'Other' only while Premium is chosen, though it cannot change its list", async ({
    page,
  }) => {
    await page.goto('/restaurant');
    const card = page.getByRole('region', { name: 'Fill Order Details' });
    const other = card.getByLabel('Platform').locator('option[value="other"]');
    const shown = () => other.evaluate((option) => getComputedStyle(option).display !== 'none');
    expect(await shown()).toBe(false);
    await card.getByLabel('Plan').selectOption('premium');
    expect(await shown()).toBe(true);
    await card.getByLabel('Plan').selectOption('basic');
    expect(await shown()).toBe(false);
  });

  test('the industry order card posts natively, keeping values on error', async ({ page }) => {
    await page.goto('/restaurant');
    const card = page.getByRole('region', { name: 'Fill Order Details' });
    await card.getByLabel('Full name').fill('Sara Malik');
    await card.getByLabel('Plan').selectOption('standard');
    await card.getByLabel('Platform').selectOption('other');
    await card.getByRole('button', { name: 'Place Order' }).click();

    await expect(card.getByLabel('Platform')).toHaveAccessibleDescription(
      "'Other' is available with the Premium plan only",
    );
    await expect(card.getByText('Invalid email address')).toBeVisible();
    await expect(card.getByLabel('Full name')).toHaveValue('Sara Malik');
    await expect(card.getByLabel('Plan')).toHaveValue('standard');

    const email = uniqueEmail('order-industry-nojs');
    await card.getByLabel('Email').fill(email);
    await card.getByLabel('Phone number').fill('0300123456');
    await card.getByLabel('Platform').selectOption('instagram');
    await card.getByRole('button', { name: 'Place Order' }).click();
    await expect(card.getByRole('status')).toContainText('Order Placed!');
    const rows = await rowsWhere('bot_orders', 'email', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      bot_slug: 'restaurant-&-food-bot',
      bot_category: 'Restaurants & Food Bot',
      plan: 'standard',
      platform: 'instagram',
    });
  });
});
