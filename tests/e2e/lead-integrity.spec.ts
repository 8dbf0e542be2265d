import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { closeE2eDb, rowsWhere, uniqueEmail, type SubmissionTable } from '../helpers/e2e-db';
import { expectHydrated, fillOrder } from '../helpers/forms';

// Every test reads its rows back from PostgreSQL.
test.afterAll(closeE2eDb);

/** The text zod answers with when a form hands it what a schema does not expect. */
const FRAMEWORK_MESSAGE = /Invalid input/i;

async function fillCustomBotRequired(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Business name').fill('Quetta Dry Fruits');
  await form.getByLabel('Business category').selectOption('ecommerce');
  await form.getByLabel('Platform').selectOption('instagram');
  await form.getByLabel('Business size').selectOption('startup');
  await form.getByLabel('Monthly budget').selectOption('under-50');
  await form.getByLabel('Your name').fill('Gul Khan');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
}

async function fillContactRequired(form: Locator, email: string): Promise<void> {
  await form.getByLabel('First name').fill('Rabia');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('03001234567');
  await form.getByLabel('Company').fill('Rabia Textiles');
  await form.getByLabel('Inquiry type').selectOption('general_information');
  await form.getByLabel('Message').fill('Can the bot answer in Urdu?');
}

test.describe('with JavaScript, every optional field left empty', () => {
  test('a custom-bot request with no feature ticked is sent and stored with an empty list', async ({
    page,
  }) => {
    const email = uniqueEmail('no-features');
    await page.goto('/#custombot');
    const form = page.locator('#custombot-form');
    await expectHydrated(form.getByRole('button', { name: 'Submit Request' }));
    await fillCustomBotRequired(form, email);
    await form.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
    await expect(page.getByText(FRAMEWORK_MESSAGE)).toHaveCount(0);
    expect(await rowsWhere('custom_bot_requests', 'email', email)).toMatchObject([
      { features: [], requirements: null, phone: null, contact_name: 'Gul Khan' },
    ]);
  });

  test('ticking and unticking features sends exactly the ones left ticked', async ({ page }) => {
    const email = uniqueEmail('two-features');
    await page.goto('/#custombot');
    const form = page.locator('#custombot-form');
    // The first thing the visitor does is tick a box: the click that loads the form's code.
    await form.getByLabel('Payment Processing').check();
    await form.getByLabel('Lead Generation').check();
    await form.getByLabel('Inventory Tracking').check();
    await form.getByLabel('Inventory Tracking').uncheck();
    await fillCustomBotRequired(form, email);
    await form.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
    expect(await rowsWhere('custom_bot_requests', 'email', email)).toMatchObject([
      { features: ['Payment Processing', 'Lead Generation'] },
    ]);
    await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(0);
  });

  test('an order without requirements or additional information is placed', async ({ page }) => {
    const email = uniqueEmail('order-optional');
    await page.goto('/education');
    const card = page.getByRole('region', { name: 'Fill Order Details' });
    await expectHydrated(card.getByLabel('Plan'));
    await fillOrder(card, email);
    await card.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order Placed!' })).toBeVisible();
    expect(await rowsWhere('bot_orders', 'email', email)).toMatchObject([
      { requirements: null, additional_info: null },
    ]);
  });

  test('a contact message without a last name is sent', async ({ page }) => {
    const email = uniqueEmail('contact-optional');
    await page.goto('/#contact');
    const form = page.locator('#contact-form');
    await expectHydrated(form.getByRole('button', { name: 'Send Message' }));
    await fillContactRequired(form, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
    expect(await rowsWhere('contact_messages', 'email', email)).toMatchObject([
      { last_name: null },
    ]);
  });
});

test.describe('without JavaScript, the same post sent again', () => {
  test.use({ javaScriptEnabled: false });

  /** Sends the form natively and returns the browser's request, to be sent again byte for byte. */
  async function postNatively(page: Page, form: Locator, button: string): Promise<Request> {
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await form.getByRole('button', { name: button }).click();
    const request = await posted;
    await page.waitForLoadState();
    return request;
  }

  /** What a refresh, a double click or back-and-resend does: the same request, again. */
  async function resend(page: Page, request: Request, times: number) {
    const { 'content-length': _length, ...headers } = request.headers();
    const send = () =>
      page.request.fetch(request.url(), {
        method: 'POST',
        headers,
        data: request.postDataBuffer() ?? undefined,
        maxRedirects: 0,
      });
    const answers = await Promise.all(Array.from({ length: times }, send));
    return Promise.all(
      answers.map(async (answer) => ({ status: answer.status(), body: await answer.text() })),
    );
  }

  const cases: {
    name: string;
    path: string;
    form: string;
    button: string;
    table: SubmissionTable;
    fill: (form: Locator, email: string) => Promise<void>;
    success: string;
  }[] = [
    {
      name: 'order',
      path: '/healthcare',
      form: '#order-form',
      button: 'Place Order',
      table: 'bot_orders',
      fill: fillOrder,
      success: 'Your order has been submitted successfully.',
    },
    {
      name: 'custom-bot request',
      path: '/',
      form: '#custombot-form',
      button: 'Submit Request',
      table: 'custom_bot_requests',
      fill: fillCustomBotRequired,
      success: 'Your custom bot request has been submitted!',
    },
    {
      name: 'contact message',
      path: '/',
      form: '#contact-form',
      button: 'Send Message',
      table: 'contact_messages',
      fill: fillContactRequired,
      success: 'Your message has been sent successfully.',
    },
    {
      name: 'newsletter subscription',
      path: '/about',
      form: '#newsletter-form',
      button: 'Subscribe',
      table: 'newsletter_subscriptions',
      fill: (form, email) => form.getByLabel('Email address').fill(email),
      success: 'You have successfully subscribed',
    },
  ];

  for (const { name, path, form: selector, button, table, fill, success } of cases) {
    test(`${name}: sent three more times, it is still one row`, async ({ page }) => {
      const email = uniqueEmail(`resend-${table}`);
      await page.goto(path);
      const form = page.locator(selector);
      await fill(form, email);
      const request = await postNatively(page, form, button);
      await expect(form.getByRole('status')).toContainText(success);

      const answers = await resend(page, request, 3);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).not.toMatch(FRAMEWORK_MESSAGE);
      }
      // Orders, requests and messages answer a resend as the success it was; a second
      // subscription of an address is 'Already Subscribed'.
      if (table !== 'newsletter_subscriptions') {
        for (const answer of answers) expect(answer.body).toContain(success);
      }
      expect(await rowsWhere(table, 'email', email)).toHaveLength(1);
    });
  }
});
