import { expect, test, type Page } from '@playwright/test';
import { closeE2eDb, rowsWhere, uniqueEmail } from '../helpers/e2e-db';
import { expectHydrated, fillOrder } from '../helpers/forms';

test.afterAll(closeE2eDb);

const CAMPAIGN = '?utm_source=facebook&utm_medium=cpc&utm_campaign=eid-sale&utm_content=video';

/** Goes on to the home page by its link, and sends a message from its contact form. */
async function sendMessageFromHome(page: Page, email: string) {
  await page.getByRole('link', { name: 'Home' }).first().click();
  await page.waitForURL('/');
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await expectHydrated(form.getByRole('button', { name: 'Send Message' }));
  await form.getByLabel('First name').fill('Tariq');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('03001234567');
  await form.getByLabel('Company').fill('Tariq Foods');
  await form.getByLabel('Inquiry type').selectOption('sales_inquiry');
  await form.getByLabel('Message').fill('Please send prices.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
}

test('a lead remembers the first page of its visit, the campaign and the referring site', async ({
  page,
}) => {
  const email = uniqueEmail('attribution');
  await page.goto(`/restaurant${CAMPAIGN}`, { referer: 'https://l.facebook.com/some/path?x=1' });
  // The first page notes the visit once it runs (components/layout/visit-attribution.tsx).
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('botbazaar:visit')))
    .toContain('eid-sale');
  // The visitor reads on, then writes from another page of the same visit.
  await sendMessageFromHome(page, email);
  expect(await rowsWhere('contact_messages', 'email', email)).toMatchObject([
    {
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: 'eid-sale',
      utm_term: null,
      utm_content: 'video',
      referrer: 'https://l.facebook.com',
      landing_path: `/restaurant${CAMPAIGN}`,
    },
  ]);
  // Nothing of it is a cookie.
  expect(await page.context().cookies()).toEqual([]);
});

test('a visitor who leaves the first page before its code has run still brings its campaign', async ({
  page,
}) => {
  const email = uniqueEmail('attribution-early');
  // The first page's scripts do not arrive before the visitor moves on (a slow phone, a quick
  // click): the page alone, read and left.
  const scripts = '**/_next/static/**/*.js';
  await page.route(scripts, (route) => route.abort());
  await page.goto(`/restaurant${CAMPAIGN}`, { referer: 'https://l.facebook.com/some/path?x=1' });
  await page.unroute(scripts);
  // Its link is followed as a page of its own (no script has taken it over).
  await sendMessageFromHome(page, email);
  expect(await rowsWhere('contact_messages', 'email', email)).toMatchObject([
    {
      utm_source: 'facebook',
      utm_campaign: 'eid-sale',
      referrer: 'https://l.facebook.com',
      landing_path: `/restaurant${CAMPAIGN}`,
    },
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the campaign is read from the page the form was posted from', async ({ page }) => {
    const email = uniqueEmail('attribution-nojs');
    await page.goto(`/finance${CAMPAIGN}`);
    const card = page.getByRole('region', { name: 'Fill Order Details' });
    await fillOrder(card, email);
    await card.getByRole('button', { name: 'Place Order' }).click();
    await expect(card.getByRole('status')).toContainText('Order Placed!');
    expect(await rowsWhere('bot_orders', 'email', email)).toMatchObject([
      { utm_source: 'facebook', utm_campaign: 'eid-sale', landing_path: `/finance${CAMPAIGN}` },
    ]);
  });

  test('the campaign survives a mistake: the page showing it again sends it with the fix', async ({
    page,
  }) => {
    const email = uniqueEmail('attribution-nojs-retry');
    await page.goto(`/finance${CAMPAIGN}`);
    const card = page.getByRole('region', { name: 'Fill Order Details' });
    await fillOrder(card, email);
    await card.getByLabel('Phone number').fill('12');
    await card.getByRole('button', { name: 'Place Order' }).click();
    // Answered at the page's own address, without the campaign in it.
    await expect(card.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(new URL(page.url()).search).toBe('');
    await card.getByLabel('Phone number').fill('03001234567');
    await card.getByRole('button', { name: 'Place Order' }).click();
    await expect(card.getByRole('status')).toContainText('Order Placed!');
    expect(await rowsWhere('bot_orders', 'email', email)).toMatchObject([
      { utm_source: 'facebook', utm_content: 'video', landing_path: `/finance${CAMPAIGN}` },
    ]);
  });
});
