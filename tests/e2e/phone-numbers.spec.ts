import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeE2eDb, rowsWhere, uniqueEmail } from '../helpers/e2e-db';
import { expectHydrated } from '../helpers/forms';

/**
 * Phone numbers as people write them (docs/rules.md#phone-numbers): spaces, dashes, dots and
 * brackets are accepted, the field keeps what was typed, and the row holds the number without
 * them. Each form, with and without JavaScript.
 */
test.afterAll(closeE2eDb);
test.skip(!process.env.DATABASE_URL, 'reads rows back from PostgreSQL');

async function fillOrder(form: Locator, email: string, phone: string): Promise<void> {
  await form.getByLabel('Full name').fill('Ayesha Khan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill(phone);
  await form.getByLabel('Platform').selectOption('whatsapp');
}

async function fillContact(form: Locator, email: string, phone: string): Promise<void> {
  await form.getByLabel('First name').fill('Hamza');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill(phone);
  await form.getByLabel('Inquiry type').selectOption('sales_inquiry');
  await form.getByLabel('Message').fill('Can your bot answer in Urdu?');
}

async function fillCustomBot(form: Locator, business: string, phone: string): Promise<void> {
  await form.getByLabel('Business name').fill(business);
  await form.getByLabel('Business category').selectOption({ label: 'Travel & Hospitality' });
  await form.getByLabel('Platform').selectOption({ label: 'WhatsApp' });
  await form.getByLabel('Business size').selectOption({ label: 'Small (11-50 employees)' });
  await form.getByLabel('Monthly budget').selectOption({ label: '$100 - $250/month' });
  await form.getByLabel('Your name').fill('Farah Siddiqui');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('farah@example.com');
  await form.getByLabel('Phone / WhatsApp').fill(phone);
}

const uniqueBusiness = (tag: string) =>
  `E2E ${tag} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function openHome(page: Page, form: string, button: string, hydrated: boolean) {
  await page.goto(`/#${form.replace('-form', '')}`);
  const scope = page.locator(`#${form}`);
  if (hydrated) await expectHydrated(scope.getByRole('button', { name: button }));
  return scope;
}

test.describe('with JavaScript', () => {
  test('the order dialog takes "+92 300 1234567" as typed and stores +923001234567', async ({
    page,
  }) => {
    await page.goto('/bots/finance');
    const trigger = page.getByRole('button', { name: 'Get Bot' }).first();
    await expectHydrated(trigger);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
    await expectHydrated(dialog.getByRole('button', { name: 'Place Order' }));
    const email = uniqueEmail('phone-order');
    await fillOrder(dialog, email, '+92 300 1234567');
    await dialog.getByLabel('Plan').selectOption('basic');
    // An error elsewhere leaves the number as it was typed, and unmarked.
    await dialog.getByLabel('Full name').fill('');
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await expect(dialog.getByLabel('Full name')).toHaveAccessibleDescription(
      'Full name is required',
    );
    const phone = dialog.getByLabel('Phone number');
    await expect(phone).toHaveValue('+92 300 1234567');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Full name').fill('Ayesha Khan');
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order Placed!' })).toBeVisible();
    const rows = await rowsWhere('bot_orders', 'email', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bot_slug: 'finance', phone_number: '+923001234567' });
  });

  test('a wrong number reads the order message with real-length examples', async ({ page }) => {
    await page.goto('/bots/finance');
    const trigger = page.getByRole('button', { name: 'Get Bot' }).first();
    await expectHydrated(trigger);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
    await expectHydrated(dialog.getByRole('button', { name: 'Place Order' }));
    await fillOrder(dialog, uniqueEmail('phone-short'), '0300 123');
    await expect(dialog.getByLabel('Phone number')).toHaveValue('0300 123');
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription(
      'Invalid phone number (e.g., 0300 1234567 or +92 300 1234567)',
    );
    await expect(dialog.getByLabel('Phone number')).toHaveValue('0300 123');
  });

  test('the contact form and the custom-bot request store the number without separators', async ({
    page,
  }) => {
    const contact = await openHome(page, 'contact-form', 'Send Message', true);
    const email = uniqueEmail('phone-contact');
    await fillContact(contact, email, '+92 300 1234567');
    await contact.getByLabel('Company').fill('Hamza Traders');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
    const messages = await rowsWhere('contact_messages', 'email', email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ phone: '+923001234567' });

    const custom = await openHome(page, 'custombot-form', 'Submit Request', true);
    const business = uniqueBusiness('phone');
    await fillCustomBot(custom, business, '0300-123 4567');
    await custom.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
    const requests = await rowsWhere('custom_bot_requests', 'business_name', business);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ phone: '03001234567' });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the order page keeps "0300 1234567" as typed after an error and stores 03001234567', async ({
    page,
  }) => {
    await page.goto('/bots/healthcare/order/standard');
    const form = page.locator('#order-form');
    const email = uniqueEmail('phone-order-nojs');
    await fillOrder(form, email, '0300 1234567');
    await form.getByLabel('Full name').fill('');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('Full name is required');
    await expect(form.getByLabel('Phone number')).toHaveValue('0300 1234567');
    await expect(form.getByLabel('Phone number')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Full name').fill('Bilal Ahmed');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByRole('status')).toContainText('Order Placed!');
    const rows = await rowsWhere('bot_orders', 'email', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bot_slug: 'healthcare', phone_number: '03001234567' });
  });

  test('the contact form and the custom-bot request store the number without separators', async ({
    page,
  }) => {
    const contact = await openHome(page, 'contact-form', 'Send Message', false);
    const email = uniqueEmail('phone-contact-nojs');
    await fillContact(contact, email, '(0300) 123.4567');
    await contact.getByLabel('Company').fill('Hamza Traders');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByRole('status')).toContainText('Message Sent!');
    const messages = await rowsWhere('contact_messages', 'email', email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ phone: '03001234567' });

    const custom = await openHome(page, 'custombot-form', 'Submit Request', false);
    const business = uniqueBusiness('phone-nojs');
    await fillCustomBot(custom, business, '+92 300 1234567');
    await custom.getByRole('button', { name: 'Submit Request' }).click();
    await expect(custom.getByRole('status')).toContainText('Success');
    const requests = await rowsWhere('custom_bot_requests', 'business_name', business);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ phone: '+923001234567' });
  });
});
