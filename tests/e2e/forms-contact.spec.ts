import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { closeE2eDb, rowsWhere, uniqueEmail } from '../helpers/e2e-db';
import { expectHydrated, routeActions, submissionId, holdActions } from '../helpers/forms';

test.afterAll(closeE2eDb);

async function openForm(page: Page, { hydrated = true } = {}): Promise<Locator> {
  await page.goto('/#contact');
  const form = page.locator('#contact-form');
  if (hydrated) await expectHydrated(form.getByRole('button', { name: 'Send Message' }));
  return form;
}

async function fillMessage(form: Locator, email: string): Promise<void> {
  await form.getByLabel('First name').fill('Hamza');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('+923001234567');
  await form.getByLabel('Company').fill('Hamza Traders');
  await form.getByLabel('Inquiry type').selectOption({ label: 'Press & Media' });
  await form.getByLabel('Message').fill('Can we interview your founders?');
}

test('every contact message shows under its field and focus goes to the first', async ({
  page,
}) => {
  const form = await openForm(page);
  await form.getByRole('button', { name: 'Send Message' }).click();

  const firstName = form.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription('First name is required');
  await expect(form.getByLabel('Last name')).not.toHaveAttribute('aria-invalid');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
  await expect(form.getByLabel('Phone number')).toHaveAccessibleDescription(
    'Phone number is required',
  );
  await expect(form.getByLabel('Company')).toHaveAccessibleDescription('Company name is required');
  await expect(form.getByLabel('Inquiry type')).toHaveAccessibleDescription(
    'Please select an inquiry type',
  );
  await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Message is required');
  await expectNoAxeViolations(page);

  await form.getByLabel('Phone number').fill('0300-123 456x');
  await expect(form.getByLabel('Phone number')).toHaveAccessibleDescription(
    'Phone number must contain only numbers',
  );
  await expect(form.getByLabel('Phone number')).toHaveValue('0300-123 456x');
});

test('a failed call shows Error with the standard text and keeps the message', async ({ page }) => {
  const form = await openForm(page);
  await fillMessage(form, 'hamza@example.com');
  await routeActions(page, (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Send Message' }).click();

  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toHaveAccessibleDescription('Unexpected error occurred. Try again later.');
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await expect(form.getByLabel('Message')).toHaveValue('Can we interview your founders?');
});

test.describe('messages stored in PostgreSQL', () => {
  test('a message is stored once with its inquiry code; Message Sent! closes itself', async ({
    page,
  }) => {
    const email = uniqueEmail('contact');
    const form = await openForm(page);
    await expect.poll(() => submissionId(form)).not.toBe('');
    await fillMessage(form, email);
    const release = await holdActions(page);
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();

    const sent = page.getByRole('dialog', { name: 'Message Sent!' });
    await expect(sent).toHaveAccessibleDescription(
      "Your message has been sent successfully. We'll reply within 24 hours.",
    );
    await expectNoAxeViolations(page);
    await expect(sent).toBeHidden({ timeout: 4_000 });
    await expect(form.getByLabel('First name')).toHaveValue('');
    // The form is as new: the field left last, emptied, shows no message for it.
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(form.getByText('Message is required')).toHaveCount(0);

    const rows = await rowsWhere('contact_messages', 'email', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Hamza',
      last_name: null,
      phone: '+923001234567',
      company: 'Hamza Traders',
      inquiry_type: 'press_&_media',
      message: 'Can we interview your founders?',
    });
  });

  test('a message of 5,000 characters with line breaks is taken, and stored as typed', async ({
    page,
  }) => {
    const email = uniqueEmail('contact-lines');
    const form = await openForm(page);
    await fillMessage(form, email);
    await form.getByLabel('Message').fill(LONGEST);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
    expect(await rowsWhere('contact_messages', 'email', email)).toMatchObject([
      { message: LONGEST },
    ]);
  });
});

/** As long as a message may be, with line breaks: a browser posts each as CR LF. */
const LONGEST = `${'a'.repeat(2000)}\n${'b'.repeat(1998)}\n\n${'c'.repeat(999)}`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts natively: errors keep the text, then the success message', async ({
    page,
  }) => {
    const form = await openForm(page, { hydrated: false });
    await form.getByLabel('First name').fill('Hamza');
    await form.getByLabel('Phone number').fill('abc');
    await form.getByLabel('Message').fill('Pricing for 3 branches?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByLabel('Phone number')).toHaveAccessibleDescription(
      'Phone number must contain only numbers',
    );
    await expect(form.getByText('Company name is required')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Hamza');
    await expect(form.getByLabel('Phone number')).toHaveValue('abc');
    await expect(form.getByLabel('Message')).toHaveValue('Pricing for 3 branches?');

    const email = uniqueEmail('contact-nojs');
    await form.getByLabel('Last name').fill('Siddiqui');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone number').fill('03001234567');
    await form.getByLabel('Company').fill('Siddiqui Foods');
    await form.getByLabel('Inquiry type').selectOption('sales_inquiry');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toContainText('Message Sent!');
    const rows = await rowsWhere('contact_messages', 'email', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ last_name: 'Siddiqui', inquiry_type: 'sales_inquiry' });
  });

  test('a message of 5,000 characters with line breaks is taken, and stored as typed', async ({
    page,
  }) => {
    const email = uniqueEmail('contact-lines-nojs');
    const form = await openForm(page, { hydrated: false });
    await fillMessage(form, email);
    await form.getByLabel('Message').fill(LONGEST);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toContainText('Message Sent!');
    expect(await rowsWhere('contact_messages', 'email', email)).toMatchObject([
      { message: LONGEST },
    ]);
  });
});
