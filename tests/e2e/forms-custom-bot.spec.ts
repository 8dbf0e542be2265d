import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { closeE2eDb, rowsWhere } from '../helpers/e2e-db';
import { expectHydrated, routeActions, submissionId, holdActions } from '../helpers/forms';

test.afterAll(closeE2eDb);

function uniqueBusiness(tag: string): string {
  return `E2E ${tag} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

async function openForm(page: Page, { hydrated = true } = {}): Promise<Locator> {
  await page.goto('/#custombot');
  const form = page.locator('#custombot-form');
  if (hydrated) await expectHydrated(form.getByRole('button', { name: 'Submit Request' }));
  return form;
}

async function fillRequest(form: Locator, businessName: string): Promise<void> {
  await form.getByLabel('Business name').fill(businessName);
  await form.getByLabel('Business category').selectOption({ label: 'Travel & Hospitality' });
  await form.getByLabel('Platform').selectOption({ label: 'WhatsApp' });
  await form.getByLabel('Business size').selectOption({ label: 'Small (11-50 employees)' });
  await form.getByLabel('Monthly budget').selectOption({ label: '$100 - $250/month' });
  await form.getByLabel('Order Management').check();
  await form.getByLabel('CRM Integration').check();
  await form.getByLabel('Requirements').fill('Sync bookings with our CRM');
  await fillContact(form);
}

/** Who gets the proposal (docs/rules.md#custom-bot-request-form): name, e-mail, optional phone. */
async function fillContact(form: Locator, phone = '+923001234567'): Promise<void> {
  await form.getByLabel('Your name').fill('Farah Siddiqui');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('farah@example.com');
  await form.getByLabel('Phone / WhatsApp').fill(phone);
}

test('every custom-bot message shows under its field and focus goes to the first', async ({
  page,
}) => {
  const form = await openForm(page);
  await form.getByLabel('Lead Generation').check();
  await form.getByRole('button', { name: 'Submit Request' }).click();

  const businessName = form.getByLabel('Business name');
  await expect(businessName).toBeFocused();
  await expect(businessName).toHaveAccessibleDescription('Business name is required');
  await expect(form.getByLabel('Business category')).toHaveAccessibleDescription(
    'Please select a category',
  );
  await expect(form.getByLabel('Platform')).toHaveAccessibleDescription('Please select a platform');
  await expect(form.getByLabel('Business size')).toHaveAccessibleDescription(
    'Please select a business size',
  );
  await expect(form.getByLabel('Monthly budget')).toHaveAccessibleDescription(
    'Please select a budget range',
  );
  await expect(form.getByLabel('Your name')).toHaveAccessibleDescription('Your name is required');
  await expect(
    form.getByRole('textbox', { name: 'Email', exact: true }),
  ).toHaveAccessibleDescription('Invalid email address');
  await expect(form.getByLabel('Phone / WhatsApp')).not.toHaveAttribute('aria-invalid');
  await expect(form.getByLabel('Lead Generation')).toBeChecked();
  await expectNoAxeViolations(page);

  await businessName.fill('Karachi Tours');
  await expect(form.getByText('Business name is required')).toBeHidden();
});

test('a failed call shows Error with the standard text and keeps the answers', async ({ page }) => {
  const form = await openForm(page);
  await fillRequest(form, 'Karachi Tours');
  await routeActions(page, (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Submit Request' }).click();

  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toHaveAccessibleDescription('Unexpected error occurred. Try again later.');
  await expect(error.getByRole('button', { name: 'OK' })).toBeVisible();
  await expect(error.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(form.getByLabel('Business name')).toHaveValue('Karachi Tours');
  await expect(form.getByLabel('CRM Integration')).toBeChecked();
});

test.describe('requests stored in PostgreSQL', () => {
  test('a request is stored once with codes and feature labels; Success closes itself', async ({
    page,
  }) => {
    const businessName = uniqueBusiness('custom');
    const form = await openForm(page);
    await expect.poll(() => submissionId(form)).not.toBe('');
    const id = await submissionId(form);
    await fillRequest(form, businessName);
    const release = await holdActions(page);
    await form.getByRole('button', { name: 'Submit Request' }).dblclick();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    const success = page.getByRole('dialog', { name: 'Success' });
    await expect(success).toHaveAccessibleDescription(
      'Your custom bot request has been submitted!',
    );
    await expect(success).toBeHidden({ timeout: 4_000 });
    await expect(form.getByLabel('Business name')).toHaveValue('');
    await expect(form.getByLabel('Business category')).toHaveValue('');
    await expect(form.getByLabel('CRM Integration')).not.toBeChecked();
    expect(await submissionId(form)).not.toBe(id);

    const rows = await rowsWhere('custom_bot_requests', 'business_name', businessName);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      category: 'travel',
      platform: 'whatsapp',
      business_size: 'small',
      budget: '100-250',
      features: ['Order Management', 'CRM Integration'],
      requirements: 'Sync bookings with our CRM',
      contact_name: 'Farah Siddiqui',
      email: 'farah@example.com',
      phone: '+923001234567',
      submission_id: id,
      spam_reason: null,
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts natively: errors keep the answers, then the success message', async ({
    page,
  }) => {
    const form = await openForm(page, { hydrated: false });
    await form.getByLabel('Business category').selectOption('finance');
    await form.getByLabel('Email Marketing').check();
    await form.getByLabel('Requirements').fill('Daily reports');
    await form.getByRole('button', { name: 'Submit Request' }).click();

    await expect(form.getByLabel('Business name')).toHaveAccessibleDescription(
      'Business name is required',
    );
    await expect(form.getByText('Please select a budget range')).toBeVisible();
    await expect(form.getByLabel('Your name')).toHaveAccessibleDescription('Your name is required');
    await expect(form.getByLabel('Business category')).toHaveValue('finance');
    await expect(form.getByLabel('Email Marketing')).toBeChecked();
    await expect(form.getByLabel('Requirements')).toHaveValue('Daily reports');

    const businessName = uniqueBusiness('custom-nojs');
    await form.getByLabel('Business name').fill(businessName);
    await form.getByLabel('Platform').selectOption('telegram');
    await form.getByLabel('Business size').selectOption('startup');
    await form.getByLabel('Monthly budget').selectOption('enterprise');
    await fillContact(form, '');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByRole('status')).toContainText('Success');
    await expect(form.getByRole('status')).toContainText(
      'Your custom bot request has been submitted!',
    );
    await expect(form.getByLabel('Business name')).toHaveValue('');
    const rows = await rowsWhere('custom_bot_requests', 'business_name', businessName);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      category: 'finance',
      platform: 'telegram',
      business_size: 'startup',
      budget: 'enterprise',
      features: ['Email Marketing'],
      contact_name: 'Farah Siddiqui',
      email: 'farah@example.com',
      phone: null,
    });
  });
});
