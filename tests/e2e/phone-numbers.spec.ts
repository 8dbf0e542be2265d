import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeE2eDb, rowsWhere, uniqueEmail, type SubmissionTable } from '../helpers/e2e-db';
import { expectHydrated } from '../helpers/forms';

/**
 * Phone numbers as people write them (docs/rules.md#phone-numbers): spaces, dashes, dots and
 * brackets are accepted, the field keeps what was typed, and the row holds the number without
 * them. Each form, with and without JavaScript.
 */
test.afterAll(closeE2eDb);

/** A form with a phone number, and where its row is found. */
type PhoneForm = {
  title: string;
  /** Opens it, hydrated when `js`. */
  open: (page: Page, js: boolean) => Promise<Locator>;
  /** Fills its required fields, the number as typed; resolves with what its row is found by. */
  fill: (form: Locator, phone: string) => Promise<string>;
  phoneLabel: string;
  submit: string;
  /** The result dialog's name; without JavaScript, what the page's status says. */
  success: string;
  table: SubmissionTable;
  findBy: string;
  phoneColumn: string;
  /** More of its row, as the form was opened with or without JavaScript. */
  row?: (js: boolean) => Record<string, string>;
  /** A required field: left empty first, the number must stay as typed, and unmarked. */
  required?: { label: string; message: string };
};

const uniqueBusiness = (tag: string) =>
  `E2E ${tag} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function openHome(page: Page, form: string, button: string, hydrated: boolean) {
  await page.goto(`/#${form.replace('-form', '')}`);
  const scope = page.locator(`#${form}`);
  if (hydrated) await expectHydrated(scope.getByRole('button', { name: button }));
  return scope;
}

const NAME = 'Ayesha Khan';

const ORDER: PhoneForm = {
  title: 'the order form',
  // With JavaScript the finance bot's dialog, on the Basic plan; without, the healthcare bot's
  // order page for the Standard plan.
  open: async (page, js) => {
    if (!js) {
      await page.goto('/bots/healthcare/order/standard');
      return page.locator('#order-form');
    }
    await page.goto('/bots/finance');
    const trigger = page.getByRole('button', { name: 'Get Bot' }).first();
    await expectHydrated(trigger);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
    await expectHydrated(dialog.getByRole('button', { name: 'Place Order' }));
    await dialog.getByLabel('Plan').selectOption('basic');
    return dialog;
  },
  fill: async (form, phone) => {
    const email = uniqueEmail('phone-order');
    await form.getByLabel('Full name').fill(NAME);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone number').fill(phone);
    await form.getByLabel('Platform').selectOption('whatsapp');
    return email;
  },
  phoneLabel: 'Phone number',
  submit: 'Place Order',
  success: 'Order Placed!',
  table: 'bot_orders',
  findBy: 'email',
  phoneColumn: 'phone_number',
  row: (js) => ({ bot_slug: js ? 'finance' : 'healthcare' }),
  required: { label: 'Full name', message: 'Full name is required' },
};

const CONTACT: PhoneForm = {
  title: 'the contact form',
  open: (page, js) => openHome(page, 'contact-form', 'Send Message', js),
  fill: async (form, phone) => {
    const email = uniqueEmail('phone-contact');
    await form.getByLabel('First name').fill('Hamza');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone number').fill(phone);
    await form.getByLabel('Inquiry type').selectOption('sales_inquiry');
    await form.getByLabel('Message').fill('Can your bot answer in Urdu?');
    await form.getByLabel('Company').fill('Hamza Traders');
    return email;
  },
  phoneLabel: 'Phone number',
  submit: 'Send Message',
  success: 'Message Sent!',
  table: 'contact_messages',
  findBy: 'email',
  phoneColumn: 'phone',
};

const CUSTOM_BOT: PhoneForm = {
  title: 'the custom-bot request',
  open: (page, js) => openHome(page, 'custombot-form', 'Submit Request', js),
  fill: async (form, phone) => {
    const business = uniqueBusiness('phone');
    await form.getByLabel('Business name').fill(business);
    await form.getByLabel('Business category').selectOption({ label: 'Travel & Hospitality' });
    await form.getByLabel('Platform').selectOption({ label: 'WhatsApp' });
    await form.getByLabel('Business size').selectOption({ label: 'Small (11-50 employees)' });
    await form.getByLabel('Monthly budget').selectOption({ label: '$100 - $250/month' });
    await form.getByLabel('Your name').fill('Farah Siddiqui');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('farah@example.com');
    await form.getByLabel('Phone / WhatsApp').fill(phone);
    return business;
  },
  phoneLabel: 'Phone / WhatsApp',
  submit: 'Submit Request',
  success: 'Success',
  table: 'custom_bot_requests',
  findBy: 'business_name',
  phoneColumn: 'phone',
};

/** Each form, with and without JavaScript: a number written one way, and as its row holds it. */
const CASES: { form: PhoneForm; js: boolean; typed: string; stored: string }[] = [
  { form: ORDER, js: true, typed: '+92 300 1234567', stored: '+923001234567' },
  { form: CONTACT, js: true, typed: '+92 300 1234567', stored: '+923001234567' },
  { form: CUSTOM_BOT, js: true, typed: '0300-123 4567', stored: '03001234567' },
  { form: ORDER, js: false, typed: '0300 1234567', stored: '03001234567' },
  { form: CONTACT, js: false, typed: '(0300) 123.4567', stored: '03001234567' },
  { form: CUSTOM_BOT, js: false, typed: '+92 300 1234567', stored: '+923001234567' },
];

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js });

    for (const { form: phoneForm, typed, stored } of CASES.filter((both) => both.js === js)) {
      const { title, required } = phoneForm;
      test(`${title} takes "${typed}" as typed and stores ${stored}`, async ({ page }) => {
        const form = await phoneForm.open(page, js);
        const key = await phoneForm.fill(form, typed);
        const submit = form.getByRole('button', { name: phoneForm.submit });
        const phone = form.getByLabel(phoneForm.phoneLabel);
        if (required) {
          const field = form.getByLabel(required.label);
          await field.fill('');
          await submit.click();
          await expect(field).toHaveAccessibleDescription(required.message);
          await expect(phone).toHaveValue(typed);
          await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
          await field.fill(NAME);
        }
        await submit.click();
        if (js) await expect(page.getByRole('dialog', { name: phoneForm.success })).toBeVisible();
        else await expect(form.getByRole('status')).toContainText(phoneForm.success);
        const rows = await rowsWhere(phoneForm.table, phoneForm.findBy, key);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ ...phoneForm.row?.(js), [phoneForm.phoneColumn]: stored });
      });
    }
  });
}

test('a wrong number reads the order message with real-length examples', async ({ page }) => {
  const dialog = await ORDER.open(page, true);
  await ORDER.fill(dialog, '0300 123');
  await expect(dialog.getByLabel('Phone number')).toHaveValue('0300 123');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription(
    'Invalid phone number (e.g., 0300 1234567 or +92 300 1234567)',
  );
  await expect(dialog.getByLabel('Phone number')).toHaveValue('0300 123');
});
