import { expect, test } from '@playwright/test';
import { closeE2eDb, rowsWhere, uniqueEmail } from '../helpers/e2e-db';

test.afterAll(closeE2eDb);

/** `count` characters of four UTF-8 bytes each, the widest a visitor can type. */
const emoji = (count: number) => '🙂'.repeat(count);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an order with every field at its longest, in emoji, reaches validation twice and is placed', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/bots/finance/order');
    const form = page.locator('#order-form');
    await form.getByLabel('Full name').fill(emoji(100));
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByLabel('Phone number').fill('03001234567');
    await form.getByLabel('Plan').selectOption('basic');
    await form.getByLabel('Platform').selectOption('whatsapp');
    await form.getByLabel('Requirements').fill(emoji(5000));
    await form.getByLabel('Additional information').fill(emoji(5000));
    await form.getByRole('button', { name: 'Place Order' }).click();

    // Not a bare 413: the form comes back with the field to fix, every character kept.
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
    await expect(form.getByLabel('Requirements')).toHaveValue(emoji(5000));
    await expect(form.getByLabel('Full name')).not.toHaveAttribute('aria-invalid');

    // The second post also carries the first answer's state: the values again.
    const email = uniqueEmail('longest');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByRole('status')).toContainText('Order Placed!');
    const [row] = await rowsWhere('bot_orders', 'email', email);
    expect([...String(row?.requirements)]).toHaveLength(5000);
    expect([...String(row?.user_name)]).toHaveLength(100);
  });
});
