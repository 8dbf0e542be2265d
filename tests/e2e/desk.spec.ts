import fs from 'node:fs';
import { expect, test, type Cookie, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import {
  closeDeskDb,
  deskDb,
  deskDbUrl,
  deskLink,
  prepareDeskDb,
  seedDeadWebhook,
  seedOrder,
} from '../helpers/desk';
import { MailCatcher } from '../helpers/mail-catcher';
import { startServer } from '../helpers/second-server';
import { WebhookReceiver } from '../helpers/webhook-receiver';

// The provider's desk, signed in, on a server of its own with DESK_OWNERS, mail and a webhook.
// WebAuthn takes no IP address as the relying party: the browser reaches it as localhost.

const port = Number(process.env.E2E_PORT ?? 3100) + 5;
const site = `http://localhost:${port}`;
const OWNER = 'owner@example.com';
const ALERTS = 'alerts@example.com';
const settings = {
  DESK_OWNERS: `${OWNER}, second@example.com`,
  AUTH_SECRET: 'an-e2e-secret-that-is-long-enough-0123456789',
  SITE_URL: site,
  PORT: String(port),
};

test.describe.configure({ mode: 'serial' });
test.use({
  baseURL: site,
  launchOptions: {
    executablePath: fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-gpu',
      `--host-resolver-rules=MAP localhost 127.0.0.1`,
    ],
  },
});

const mail = new MailCatcher();
const hooks = new WebhookReceiver();
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  test.skip(!process.env.DATABASE_URL, 'The desk e2e tests run on PostgreSQL (DATABASE_URL).');
  test.setTimeout(150_000);
  const [smtp, webhook] = await Promise.all([mail.start(), hooks.start(), prepareDeskDb()]);
  // Counters of an earlier run of this file: its sign-ins came from this same client.
  await deskDb()`delete from desk_rate_limits`;
  server = await startServer({
    port,
    env: {
      ...settings,
      DATABASE_URL: deskDbUrl(),
      SMTP_URL: smtp,
      LEADS_NOTIFY_EMAIL: ALERTS,
      LEADS_WEBHOOK_URL: webhook,
      RATE_LIMIT_MAX: '1000',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await Promise.all([mail.stop(), hooks.stop(), closeDeskDb()]);
});

// One session for the tests that only need to be signed in: sign-in links are limited to a few
// per minute per client, and every test here is the same client.
let session: Cookie[] | undefined;

async function signIn(page: Page, fresh = false): Promise<void> {
  if (session && !fresh) {
    await page.context().addCookies(session);
    await page.goto('/desk');
  } else {
    const link = deskLink(OWNER, settings);
    if (!('url' in link)) throw new Error(`desk:link exited ${link.status}`);
    await page.goto(link.url);
    // A fresh session is the caller's own (one that signs out ends it).
    if (!fresh) session = await page.context().cookies();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('desk:link prints a single-use link for an owner and refuses anyone else', async ({
  page,
}) => {
  expect(deskLink('stranger@example.com', settings).status).toBe(2);
  const link = deskLink('Owner@Example.com', settings);
  expect(link.status).toBe(0);
  if (!('url' in link)) return;
  expect(link.url.startsWith(`${site}/desk/api/auth/desk-link?token=`)).toBe(true);

  await page.goto(link.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const cookies = await page.context().cookies();
  const sessionCookie = cookies.find((cookie) => cookie.name.includes('session_token'));
  expect(sessionCookie).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/desk',
  });
  expect(sessionCookie!.expires).toBeGreaterThan(Date.now() / 1000);

  // The same link again, from a browser without the session: used, so refused.
  await page.context().clearCookies();
  await page.goto(link.url);
  await expect(
    page.getByRole('alert').filter({ hasText: 'That sign-in link is not valid any more' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the desk' })).toBeVisible();
});

test('an order is worked to Won, with a note, and the record shows who did it', async ({
  page,
}) => {
  const order = await seedOrder({ email: `won-${Date.now()}@example.com` });
  await signIn(page);
  await page
    .getByRole('searchbox', { name: 'Name, e-mail, phone or reference' })
    .fill(order.reference);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name: order.reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: order.reference })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    /^mailto:won-/,
  );
  await expect(page.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/923001234567|^https:\/\/wa\.me\/03001234567/,
  );

  await page.getByLabel('Status').selectOption('contacted');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible();
  await expect(page.getByText(/^Changed status: contacted by owner@example\.com/)).toBeVisible();
  await page.getByLabel('Status').selectOption('won');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText(/^Changed status: won by owner@example\.com/)).toBeVisible();

  await page.getByLabel(/New note/).fill('Agreed the Standard plan on a call.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Agreed the Standard plan on a call.')).toBeVisible();
  await expect(page.getByText(`${OWNER}, `).first()).toBeVisible();

  const db = deskDb();
  const [row] = await db`select status from bot_orders where id = ${order.id}`;
  expect(row?.status).toBe('won');
  const events = await db`select actor, action, detail from desk_events
    where lead_type = 'order' and lead_id = ${order.id} order by id`;
  expect(events.map((event) => [event.actor, event.action, event.detail])).toEqual([
    [OWNER, 'status', 'contacted'],
    [OWNER, 'status', 'won'],
    [OWNER, 'note', null],
  ]);
  await page.goto('/desk/record');
  await expect(page.getByText('Changed status (won)').first()).toBeVisible();
});

test('wrong input gets a clear message and writes nothing', async ({ page }) => {
  const order = await seedOrder({ email: `bad-${Date.now()}@example.com` });
  await signIn(page);
  await page.goto(`/desk/leads/order/${order.id}`);
  // A status of another kind of lead, and a note over 2,000 characters, forged in the form.
  await page.getByLabel('Status').evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Replied', 'replied'));
    select.value = 'replied';
  });
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'That status does not exist for this lead.' }),
  ).toBeVisible();
  await page.getByLabel(/New note/).evaluate((area: HTMLTextAreaElement) => {
    area.removeAttribute('maxlength');
    area.value = 'x'.repeat(2001);
  });
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'A note needs between 1 and 2,000 characters.' }),
  ).toBeVisible();
  // A lead that does not exist, named by a forged id.
  await page
    .locator('input[name="id"]')
    .first()
    .evaluate((input: HTMLInputElement) => {
      input.value = '999999999';
    });
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is no such lead.' })).toBeVisible();

  const db = deskDb();
  const [row] = await db`select status from bot_orders where id = ${order.id}`;
  expect(row?.status).toBe('pending');
  const [notes] = await db`select count(*)::int as n from desk_notes where lead_id = ${order.id}`;
  expect(notes?.n).toBe(0);
});

test("'Not spam' clears the flag and sends the alert and webhook, not the confirmation", async ({
  page,
}) => {
  const email = `flagged-${Date.now()}@example.com`;
  const order = await seedOrder({ email, spam: 'honeypot' });
  await signIn(page);
  await page.getByRole('link', { name: 'Suspected spam' }).click();
  await page.getByRole('link', { name: order.reference }).click();
  await page.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as not spam.' })).toBeVisible();

  await expect
    .poll(() => mail.to(ALERTS).filter((m) => m.subject?.includes(order.reference)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  await expect
    .poll(() => hooks.received.filter((hook) => hook.body.includes(order.reference)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const hook = hooks.received.find((received) => received.body.includes(order.reference));
  expect(JSON.parse(hook!.body)).toMatchObject({ reference: order.reference, spam_reason: null });
  expect(mail.to(email)).toHaveLength(0);

  const [row] = await deskDb()`select spam_reason from bot_orders where id = ${order.id}`;
  expect(row?.spam_reason).toBeNull();
  // And back: 'Spam' on the now clean lead flags it by hand.
  await page.getByRole('button', { name: 'Spam', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as spam.' })).toBeVisible();
  const [flagged] = await deskDb()`select spam_reason from bot_orders where id = ${order.id}`;
  expect(flagged?.spam_reason).toBe('manual');
});

test('a dead webhook is retried into the same outbox row and delivered once', async ({ page }) => {
  const email = `dead-${Date.now()}@example.com`;
  const order = await seedOrder({ email });
  const deliveryId = await seedDeadWebhook(order.reference, email);
  await signIn(page);
  await page.goto(`/desk/leads/order/${order.id}`);
  await expect(page.getByText('Last error: HTTP 500')).toBeVisible();
  await page.getByRole('button', { name: 'Retry webhook' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The delivery is queued again.' }),
  ).toBeVisible();
  await expect
    .poll(() => hooks.received.filter((hook) => hook.body.includes(order.reference)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  await expect
    .poll(
      async () =>
        (await deskDb()`select state from lead_deliveries where id = ${deliveryId}`)[0]?.state,
      {
        timeout: 10_000,
      },
    )
    .toBe('sent');
  const rows = await deskDb()`select id from lead_deliveries where reference = ${order.reference}`;
  expect(rows).toHaveLength(1);
});

test('an address is erased after confirmation, the count shown, nothing of it recorded', async ({
  page,
}) => {
  const email = `erase-${Date.now()}@example.com`;
  const order = await seedOrder({ email });
  await seedDeadWebhook(order.reference, email);
  const db = deskDb();
  await db`insert into newsletter_subscriptions (email) values (${email.toUpperCase()})`;
  await signIn(page);
  await page.getByRole('link', { name: 'Erasure' }).click();
  await page.getByLabel('E-mail address to erase').fill(email);
  await page.getByLabel('Type the address again to confirm').fill(`other-${email}`);
  await page.getByRole('button', { name: 'Erase everything of this address' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Type the address again to confirm the erasure.' }),
  ).toBeVisible();
  expect(await db`select id from bot_orders where id = ${order.id}`).toHaveLength(1);

  await page.getByLabel('E-mail address to erase').fill(email);
  await page.getByLabel('Type the address again to confirm').fill(email);
  await page.getByRole('button', { name: 'Erase everything of this address' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Erased 1 leads, 1 subscriptions and 1 deliveries.' }),
  ).toBeVisible();
  expect(await db`select id from bot_orders where lower(email) = ${email}`).toHaveLength(0);
  expect(
    await db`select id from newsletter_subscriptions where lower(email) = ${email}`,
  ).toHaveLength(0);
  expect(
    await db`select id from lead_deliveries where reference = ${order.reference}`,
  ).toHaveLength(0);
  const [event] =
    await db`select actor, detail from desk_events where action = 'erasure' order by id desc limit 1`;
  expect(event).toEqual({ actor: OWNER, detail: '1 leads, 1 subscriptions, 1 deliveries' });
});

test('a passkey is added, then signs in; sign-out ends the session', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await signIn(page, true);
  await page.getByRole('link', { name: 'Passkeys' }).click();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added.' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  await page.goto('/desk');
  await expect(page).toHaveURL(/\/desk\/sign-in$/);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const [signIns] = await deskDb()`select count(*)::int as n from desk_events
    where action = 'sign_in' and actor = ${OWNER}`;
  expect(signIns?.n).toBeGreaterThanOrEqual(2);
});

test('without a session every desk path and action is refused and changes nothing', async ({
  page,
  playwright,
}) => {
  const order = await seedOrder({ email: `replay-${Date.now()}@example.com` });
  await signIn(page);
  await page.goto(`/desk/leads/order/${order.id}`);
  // The status form as the browser would post it without script, its action id included.
  const fields = await page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save status' }) })
    .evaluate((form: HTMLFormElement) =>
      Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)])),
    );
  fields.status = 'lost';

  const anonymous = await playwright.request.newContext({ baseURL: site, maxRedirects: 0 });
  const replay = await anonymous.post(`/desk/leads/order/${order.id}`, { multipart: fields });
  expect([303, 307, 401, 404]).toContain(replay.status());
  if (replay.status() >= 300 && replay.status() < 400) {
    expect(replay.headers().location).toContain('/desk/sign-in');
  }
  const [row] = await deskDb()`select status from bot_orders where id = ${order.id}`;
  expect(row?.status).toBe('pending');

  for (const path of [
    '/desk',
    '/desk/spam',
    `/desk/leads/order/${order.id}`,
    '/desk/numbers',
    '/desk/export?form=order',
    '/desk/record',
  ]) {
    const response = await anonymous.get(path);
    expect(response.status(), path).toBe(307);
    expect(response.headers().location, path).toContain('/desk/sign-in');
    expect(response.headers()['cache-control'], path).toContain('no-store');
    expect(response.headers()['x-robots-tag'], path).toContain('noindex');
  }
  const forged = await anonymous.get('/desk', {
    headers: { cookie: '__Secure-desk.session_token=forged.value' },
  });
  expect(forged.status()).toBe(307);
  await anonymous.dispose();
});

test('desk answers carry a nonce CSP without unsafe-inline scripts, and are not in the sitemap', async ({
  page,
}) => {
  await signIn(page);
  const response = await page.goto('/desk/numbers');
  const headers = response!.headers();
  const scriptSrc = headers['content-security-policy']
    ?.split(';')
    .find((d) => d.trim().startsWith('script-src'));
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  expect(headers['cache-control']).toContain('no-store');
  expect(headers['x-robots-tag']).toContain('noindex');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/desk');
});

for (const width of [390, 1280]) {
  test(`axe finds nothing on the desk's pages at ${width} px`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const order = await seedOrder({ email: `axe-${Date.now()}@example.com`, spam: 'too_fast' });
    await page.goto('/desk/sign-in');
    await expectNoAxeViolations(page);
    await screenshot(page, `sign-in-${width}`);
    await signIn(page);
    for (const [name, path] of [
      ['inbox', '/desk'],
      ['spam', '/desk/spam'],
      ['lead', `/desk/leads/order/${order.id}`],
      ['numbers', '/desk/numbers'],
      ['subscribers', '/desk/subscribers'],
      ['erase', '/desk/erase'],
      ['record', '/desk/record'],
      ['account', '/desk/account'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `${name}-${width}`);
    }
  });
}

test('without DESK_OWNERS the desk is off, and public pages carry no auth code', async ({
  playwright,
}) => {
  // The suite's own server runs without DESK_OWNERS.
  const main = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
    maxRedirects: 0,
  });
  for (const path of ['/desk', '/desk/sign-in', '/desk/spam', '/desk/api/auth/desk-link?token=x']) {
    expect((await main.get(path)).status(), path).toBe(404);
  }
  const home = await (await main.get('/')).text();
  const scripts = [...home.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const code = await (await main.get(src)).text();
    expect(code, src).not.toContain('generate-authenticate-options');
    expect(code, src).not.toContain('/desk/api/auth');
  }
  await main.dispose();
});
