import { expect, test, type Page, type Request } from '@playwright/test';
import { failureMessages } from '../../content/messages';
import { expectNoAxeViolations } from '../helpers/axe';
import { expectHydrated, submissionId } from '../helpers/forms';
import { startServer } from '../helpers/second-server';

/**
 * Every form against a server whose database refuses connections: each must answer with its
 * curated failure, keep what was typed, and retry with the same submission id. The server is
 * a second server (server.mjs) of the production build; E2E_BROKEN_BASE_URL points at one already
 * running instead (a dev server started with the same broken DATABASE_URL).
 */
const external = process.env.E2E_BROKEN_BASE_URL;
const port = Number(process.env.E2E_BROKEN_PORT ?? 3199);
const baseURL = external ?? `http://127.0.0.1:${port}`;

test.skip(!!process.env.E2E_BASE_URL && !external, 'needs the production build');
test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

let server: Awaited<ReturnType<typeof startServer>> | undefined;

test.beforeAll(async () => {
  if (external) return;
  test.setTimeout(90_000);
  server = await startServer({
    port,
    env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', DB_TIMEOUT_MS: '2000' },
  });
});

test.afterAll(() => server?.stop());

/** The bodies of the server-action calls the page makes, to compare the ids they carry. */
function actionBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) {
      bodies.push(request.postData() ?? '');
    }
  });
  return bodies;
}

test('an order: Oops... with the curated message, every field kept, the retry reuses its id', async ({
  page,
}) => {
  const bodies = actionBodies(page);
  await page.goto('/restaurant');
  const card = page.getByRole('region', { name: 'Fill Order Details' });
  await expectHydrated(card.getByLabel('Plan'));
  await card.getByLabel('Full name').fill('Ayesha Khan');
  await card.getByLabel('Email').fill('ayesha@example.com');
  await card.getByLabel('Phone number').fill('03001234567');
  await card.getByLabel('Plan').selectOption('premium');
  await card.getByLabel('Platform').selectOption('other');
  await card.getByLabel('Requirements').fill('Table bookings');
  const id = await submissionId(card);

  for (const attempt of [1, 2]) {
    await card.getByRole('button', { name: 'Place Order' }).click();
    const oops = page.getByRole('dialog', { name: 'Oops...' });
    await expect(oops).toHaveAccessibleDescription(failureMessages.order.unavailable);
    if (attempt === 1) await expectNoAxeViolations(page);
    await oops.getByRole('button', { name: 'OK' }).click();
    await expect(oops).toBeHidden();
  }
  await expect(card.getByLabel('Full name')).toHaveValue('Ayesha Khan');
  await expect(card.getByLabel('Platform')).toHaveValue('other');
  await expect(card.getByLabel('Requirements')).toHaveValue('Table bookings');
  expect(bodies).toHaveLength(2);
  for (const body of bodies) expect(body).toContain(id);
  expect(await submissionId(card)).toBe(id);
});

test('a custom-bot request: Error with the message, an OK and a close button, answers kept', async ({
  page,
}) => {
  await page.goto('/#custombot');
  const form = page.locator('#custombot-form');
  await expectHydrated(form.getByRole('button', { name: 'Submit Request' }));
  await form.getByLabel('Business name').fill('Karachi Tours');
  await form.getByLabel('Business category').selectOption('travel');
  await form.getByLabel('Platform').selectOption('whatsapp');
  await form.getByLabel('Business size').selectOption('small');
  await form.getByLabel('Monthly budget').selectOption('50-100');
  await form.getByLabel('Payment Processing').check();
  await form.getByLabel('Your name').fill('Saad Rehman');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('saad@example.com');
  await form.getByRole('button', { name: 'Submit Request' }).click();

  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toHaveAccessibleDescription(failureMessages.customBot.unavailable);
  await expect(error.getByRole('button', { name: 'OK' })).toBeVisible();
  await error.getByRole('button', { name: 'Close' }).click();
  await expect(error).toBeHidden();
  await expect(form.getByLabel('Business name')).toHaveValue('Karachi Tours');
  await expect(form.getByLabel('Monthly budget')).toHaveValue('50-100');
  await expect(form.getByLabel('Payment Processing')).toBeChecked();
});

test('a contact message and a subscription: Oops... with the spec texts', async ({ page }) => {
  await page.goto('/#contact');
  const contact = page.locator('#contact-form');
  await expectHydrated(contact.getByRole('button', { name: 'Send Message' }));
  await contact.getByLabel('First name').fill('Hamza');
  await contact.getByLabel('Email').fill('hamza@example.com');
  await contact.getByLabel('Phone number').fill('+923001234567');
  await contact.getByLabel('Company').fill('Hamza Traders');
  await contact.getByLabel('Inquiry type').selectOption('technical_support');
  await contact.getByLabel('Message').fill('The bot stopped replying');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  const oops = page.getByRole('dialog', { name: 'Oops...' });
  await expect(oops).toHaveAccessibleDescription('Something went wrong. Please try again later.');
  await page.keyboard.press('Escape');
  await expect(contact.getByLabel('Message')).toHaveValue('The bot stopped replying');

  const newsletter = page.locator('#newsletter-form');
  await newsletter.getByLabel('Email address').fill('reader@example.com');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(oops).toHaveAccessibleDescription('Subscription failed. Please try again later.');
  await page.keyboard.press('Escape');
  await expect(newsletter.getByLabel('Email address')).toHaveValue('reader@example.com');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the industry order card shows the failure on the returned page, values kept', async ({
    page,
  }) => {
    await page.goto('/finance');
    const card = page.getByRole('region', { name: 'Fill Order Details' });
    await card.getByLabel('Full name').fill('Bilal Ahmed');
    await card.getByLabel('Email').fill('bilal@example.com');
    await card.getByLabel('Phone number').fill('+923001234567');
    await card.getByLabel('Plan').selectOption('basic');
    await card.getByLabel('Platform').selectOption('telegram');
    await card.getByRole('button', { name: 'Place Order' }).click();

    await expect(card.getByRole('status')).toContainText('Oops...');
    await expect(card.getByRole('status')).toContainText(failureMessages.order.unavailable);
    await expect(card.getByLabel('Full name')).toHaveValue('Bilal Ahmed');
    await expect(card.getByLabel('Platform')).toHaveValue('telegram');
    // No id is made up for a page that had none: the retry is recognised by what it sends, so
    // it cannot write a second row even if the first try did land (lead-integrity.spec.ts).
    expect(await submissionId(card)).toBe('');
    await card.getByRole('button', { name: 'Place Order' }).click();
    await expect(card.getByRole('status')).toContainText('Oops...');
    await expect(card.getByLabel('Full name')).toHaveValue('Bilal Ahmed');
  });
});
