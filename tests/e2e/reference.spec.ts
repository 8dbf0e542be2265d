import { expect, test, type Locator } from '@playwright/test';
import { closeE2eDb, rowsWhere, uniqueEmail } from '../helpers/e2e-db';
import { expectHydrated, fillOrder } from '../helpers/forms';

test.afterAll(closeE2eDb);

const REFERENCE = /BB-[0-9A-HJKMNP-TV-Z]{6}/;

/** The reference a success shows, and that its 'Continue on WhatsApp' link carries. */
async function shownReference(scope: Locator): Promise<string> {
  const line = scope.getByText(/Your reference:/);
  await expect(line).toContainText(REFERENCE);
  const reference = (await line.textContent())?.match(REFERENCE)?.[0] ?? '';
  const chat = scope.getByRole('link', { name: 'Continue on WhatsApp' });
  await expect(chat).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`),
  );
  return reference;
}

test('an order shows its reference in the success dialog, and keeps it in view once the dialog has closed', async ({
  page,
}) => {
  const email = uniqueEmail('reference');
  await page.goto('/travel');
  const card = page.getByRole('region', { name: 'Fill Order Details' });
  await expectHydrated(card.getByLabel('Plan'));
  await fillOrder(card, email);
  await card.getByRole('button', { name: 'Place Order' }).click();

  const placed = page.getByRole('dialog', { name: 'Order Placed!' });
  await expect(placed).toHaveAccessibleDescription('Your order has been submitted successfully.');
  const reference = await shownReference(placed);
  await expect(placed).toBeHidden({ timeout: 4_000 });

  const kept = card.getByRole('status');
  await expect(kept).toContainText('Order Placed!');
  expect(await shownReference(kept)).toBe(reference);
  expect(await rowsWhere('bot_orders', 'email', email)).toMatchObject([{ reference }]);
});

test('on a bot page the reference stays beside the button once the order dialog has closed', async ({
  page,
}) => {
  const email = uniqueEmail('reference-dialog');
  await page.goto('/bots/leadgen');
  const trigger = page.getByRole('button', { name: 'Get Bot' }).first();
  await expectHydrated(trigger);
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
  await fillOrder(dialog, email);
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed!' })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const [row] = await rowsWhere('bot_orders', 'email', email);
  const kept = page.getByRole('status').filter({ hasText: 'Order Placed!' });
  expect(await shownReference(kept)).toBe(row?.reference);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the returned page shows the reference with the success text', async ({ page }) => {
    const email = uniqueEmail('reference-nojs');
    await page.goto('/');
    const form = page.locator('#contact-form');
    await form.getByLabel('First name').fill('Asma');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone number').fill('03001234567');
    await form.getByLabel('Company').fill('Asma Bakers');
    await form.getByLabel('Inquiry type').selectOption('general_information');
    await form.getByLabel('Message').fill('Do you support Urdu?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const status = form.getByRole('status');
    await expect(status).toContainText('Message Sent!');
    const reference = await shownReference(status);
    expect(await rowsWhere('contact_messages', 'email', email)).toMatchObject([{ reference }]);
  });
});
