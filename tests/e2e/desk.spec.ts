import { expect, test, type Cookie, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import {
  closeDeskDb,
  deskDb,
  deskDbSettings,
  deskLink,
  deskOnEmbedded,
  prepareDeskDb,
  removeDeskDb,
  seedDeadWebhook,
  seedOrder,
  localhostLaunchOptions,
} from '../helpers/desk';
import { DeliveryCatcher } from '../helpers/delivery-catcher';
import { htmlErrors, servedAndInteractive } from '../helpers/vnu';
import { freePort } from '../helpers/free-port';
import { pageScripts } from '../helpers/page-scripts';
import { startServer } from '../helpers/second-server';
import { LINK_PATH, signLink } from '@/lib/auth-link.mjs';

// The provider's desk, signed in, on a server of its own with DESK_OWNERS, mail and a webhook:
// on PostgreSQL with DATABASE_URL (orders seeded in its database), and without it on a fresh
// embedded database of its own (orders posted through the public order form).
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
  launchOptions: localhostLaunchOptions,
});

const catcher = new DeliveryCatcher();
let server: Awaited<ReturnType<typeof startServer>>;
let serverEnv: Record<string, string>;

/** An order of `email`, as seedOrder makes it on this run's database. */
const newOrder = (email: string, spam: 'honeypot' | null = null) =>
  seedOrder({ email, spam, site: server.url });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const [{ smtpUrl, webhookUrl }] = await Promise.all([catcher.start(), prepareDeskDb()]);
  // Counters of an earlier run of this file that stopped before dropping its database: its
  // sign-ins came from this same client. (An embedded database is new on every run.)
  if (!deskOnEmbedded) await deskDb()`delete from desk_rate_limits`;
  serverEnv = {
    ...settings,
    ...deskDbSettings(),
    SMTP_URL: smtpUrl,
    LEADS_NOTIFY_EMAIL: ALERTS,
    LEADS_WEBHOOK_URL: webhookUrl,
    RATE_LIMIT_MAX: '1000',
    // Live demos off: the Demos page says so (demo-live.spec.ts has them on).
    DEMO_DAILY_TOKENS: '0',
  };
  server = await startServer({ port, env: serverEnv });
});

test.afterAll(async () => {
  await closeDeskDb();
  await server?.stop();
  await catcher.stop();
  await removeDeskDb();
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

/** The webhooks received for a lead. */
const hooksOf = (reference: string) =>
  catcher.received().hooks.filter((hook) => hook.body.includes(reference)).length;

/** Until none of a lead's deliveries is waiting or being sent. */
async function deliveriesSettled(reference: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await deskDb()`select count(*)::int as n from lead_deliveries
            where reference = ${reference} and state not in ('sent', 'skipped', 'dead')`
        )[0]?.n,
      { timeout: 15_000 },
    )
    .toBe(0);
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

/** Asks for a sign-in link on the sign-in page: the answer the page then shows, and its role. */
async function askForLink(page: Page, email: string): Promise<{ role: string; text: string }> {
  await page.goto('/desk/sign-in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page.waitForURL(/notice=/);
  const answer = page.locator('[role=status], [role=alert]').filter({ hasText: 'sign-in link' });
  return { role: (await answer.getAttribute('role')) ?? '', text: await answer.innerText() };
}

const ON_ITS_WAY = {
  role: 'status',
  text: 'If this address may sign in, a sign-in link is on its way. It works once, within 15 minutes.',
};

test('a link asked for on the sign-in page is mailed to an owner alone; both read the same answer', async ({
  page,
}) => {
  expect(await askForLink(page, 'stranger@example.com')).toEqual(ON_ITS_WAY);
  expect(await askForLink(page, 'Owner@Example.com')).toEqual(ON_ITS_WAY);
  await expect.poll(async () => (await catcher.to(OWNER)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await catcher.to(OWNER);
  expect(mail!.subject).toBe('Your sign-in link for the BotBazaar desk');
  expect(mail!.headers.get('auto-submitted')).toBe('auto-generated');
  const url = mail!.text?.match(/https?:\/\/\S+/)?.[0];
  expect(url?.startsWith(`${site}/desk/api/auth/`)).toBe(true);
  expect(await catcher.to('stranger@example.com')).toHaveLength(0);

  await page.goto(url!);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.context().clearCookies();
  await page.goto(url!);
  await expect(
    page.getByRole('alert').filter({ hasText: 'That sign-in link is not valid any more' }),
  ).toBeVisible();
});

test('with its mail server down, or without mail, owner and stranger read the same answer', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const restart = async (env: Record<string, string>, log = false) => {
    await server.stop();
    server = await startServer({ port, env, log });
  };
  const mailed = catcher.received().mails.length;
  try {
    // Nothing listens where the mail should go: the owner's e-mail fails in the background.
    await restart({ ...serverEnv, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }, true);
    const logged: string[] = [];
    server.process.stderr?.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
    expect(await askForLink(page, OWNER)).toEqual(ON_ITS_WAY);
    expect(await askForLink(page, 'stranger@example.com')).toEqual(ON_ITS_WAY);
    await expect
      .poll(() => logged.join(''), { timeout: 30_000 })
      .toContain('[desk] the sign-in e-mail could not be sent');

    const { SMTP_URL: _smtp, ...withoutMail } = serverEnv;
    await restart(withoutMail);
    const mailOff = {
      role: 'alert',
      text: 'This server sends no e-mail, so no sign-in link can be mailed. Its operator can print one with npm run desk:link.',
    };
    expect(await askForLink(page, OWNER)).toEqual(mailOff);
    expect(await askForLink(page, 'stranger@example.com')).toEqual(mailOff);
    expect(catcher.received().mails.length).toBe(mailed);
  } finally {
    await restart(serverEnv);
  }
});

/** The server started again with `env`, for as long as `work` runs; then as before. */
async function restartedWith(env: Record<string, string>, work: () => Promise<void>) {
  await server.stop();
  server = await startServer({ port, env });
  try {
    await work();
  } finally {
    await server.stop();
    server = await startServer({ port, env: serverEnv });
  }
}

test("Better Auth's own endpoint for e-mailed links is not there: no mail, no row, for anyone", async ({
  playwright,
}) => {
  const direct = await playwright.request.newContext({ baseURL: site, maxRedirects: 0 });
  const db = deskDb();
  const [before] = await db`select count(*)::int as n from desk_verifications`;
  const mailed = (await catcher.to(OWNER)).length;
  const answers: number[] = [];
  for (let i = 0; i < 7; i++) {
    const answer = await direct.post('/desk/api/auth/sign-in/magic-link', {
      headers: { Origin: site },
      data: { email: i % 2 ? OWNER : `stranger-${i}@example.com`, callbackURL: '/desk' },
    });
    answers.push(answer.status());
  }
  expect(answers).toEqual(Array(7).fill(404));
  // The mail would go out in the background: give it the time the sign-in page's link takes.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(await catcher.to(OWNER)).toHaveLength(mailed);
  const [after] = await db`select count(*)::int as n from desk_verifications`;
  expect(after?.n).toBe(before?.n);
  // Nor any other path under the auth endpoint that the desk does not use.
  for (const path of ['/desk/api/auth/get-session', '/desk/api/auth/ok', '/desk/api/auth/x']) {
    expect((await direct.get(path)).status(), path).toBe(404);
  }
  await direct.dispose();
});

test('behind TRUST_PROXY=1, a flood from one forwarded client leaves another client signing in', async ({
  playwright,
}) => {
  test.setTimeout(150_000);
  await restartedWith({ ...serverEnv, TRUST_PROXY: '1' }, async () => {
    const from = (address: string, headers: Record<string, string> = {}) =>
      playwright.request.newContext({
        baseURL: site,
        maxRedirects: 0,
        extraHTTPHeaders: { 'X-Forwarded-For': address, ...headers },
      });
    const flooder = await from('198.51.100.7');
    const limited: boolean[] = [];
    for (let i = 0; i < 12; i++) {
      // A header naming some other client, as the flooder would try: it is not read.
      const answer = await flooder.get('/desk/api/auth/desk-link?token=not.one', {
        headers: { 'X-BotBazaar-Client-Address': `203.0.113.${i}` },
      });
      limited.push(
        answer.status() === 429 || /notice=link-limited/.test(answer.headers().location ?? ''),
      );
    }
    expect(limited.slice(-3)).toEqual([true, true, true]);
    await flooder.dispose();

    const owner = await from('198.51.100.8');
    const link = deskLink(OWNER, settings);
    if (!('url' in link)) throw new Error(`desk:link exited ${link.status}`);
    const answer = await owner.get(link.url);
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toMatch(/\/desk$/);
    await owner.dispose();
  });
});

test('asks for the owner’s address from many clients shut strangers out, not a browser the owner has signed in on', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  await restartedWith({ ...serverEnv, TRUST_PROXY: '1' }, async () => {
    const client = (address: string) =>
      browser.newContext({ baseURL: site, extraHTTPHeaders: { 'X-Forwarded-For': address } });
    /** The notice the sign-in page answers an ask for the owner's link with. */
    const ask = async (page: Page) => {
      await page.goto('/desk/sign-in');
      await page.getByLabel('E-mail address').fill(OWNER);
      await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
      await page.waitForURL(/notice=/);
      return new URL(page.url()).searchParams.get('notice');
    };
    // The owner signed in once on this browser, and has signed out.
    const owners = await client('198.51.100.30');
    const ownerPage = await owners.newPage();
    const link = deskLink(OWNER, settings);
    if (!('url' in link)) throw new Error(`desk:link exited ${link.status}`);
    await ownerPage.goto(link.url);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const kept = (await owners.cookies()).filter(({ name }) => !name.includes('session'));
    const device = kept.find(({ name }) => name.endsWith('desk.device'));
    expect(device, 'the device cookie').toBeDefined();
    await owners.clearCookies();
    await owners.addCookies(kept);
    // Strangers, five asks each from clients of their own, until the address's count for the
    // hour is spent (each ask before that mails the owner; tests before this one asked too).
    const mailed = (await catcher.to(OWNER)).length;
    let sent = 0;
    for (let stranger = 1, spent = false; !spent; stranger += 1) {
      expect(stranger, 'the hourly count is spent by five clients at most').toBeLessThanOrEqual(5);
      const context = await client(`203.0.113.${70 + stranger}`);
      const page = await context.newPage();
      for (let i = 0; i < 5 && !spent; i += 1) {
        if ((await ask(page)) === 'link-sent') sent += 1;
        else spent = true;
      }
      await context.close();
    }
    const fifth = await client('203.0.113.80');
    expect(await ask(await fifth.newPage())).toBe('limited');
    await fifth.close();
    // A forged device cookie is no owner's browser.
    const forger = await client('203.0.113.81');
    await forger.addCookies([{ ...device!, value: `${device!.value.split('.')[0]}.forged` }]);
    expect(await ask(await forger.newPage())).toBe('limited');
    await forger.close();
    await expect
      .poll(async () => (await catcher.to(OWNER)).length, { timeout: 15_000 })
      .toBe(mailed + sent);
    // The owner's browser is counted on its own: the link is sent.
    expect(await ask(ownerPage)).toBe('link-sent');
    await expect
      .poll(async () => (await catcher.to(OWNER)).length, { timeout: 15_000 })
      .toBe(mailed + sent + 1);
    await owners.close();
  });
});

test('an owner taken out of DESK_OWNERS keeps no session and no passkey', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: site });
  const page = await context.newPage();
  const link = deskLink('second@example.com', settings);
  if (!('url' in link)) throw new Error(`desk:link exited ${link.status}`);
  await page.goto(link.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const options = '/desk/api/auth/passkey/generate-register-options';
  expect((await context.request.get(options)).status()).toBe(200);
  const db = deskDb();
  await db`insert into desk_passkeys (id, name, public_key, user_id, credential_id, counter,
      device_type, backed_up)
    select 'second-passkey', 'Desk passkey', 'key', id, 'credential', 0, 'singleDevice', false
    from desk_users where email = 'second@example.com'`;

  await restartedWith({ ...serverEnv, DESK_OWNERS: OWNER }, async () => {
    expect((await context.request.get(options)).status()).toBe(401);
    await page.goto('/desk');
    await expect(page).toHaveURL(/\/desk\/sign-in$/);
    expect(await db`select id from desk_users where email = 'second@example.com'`).toEqual([]);
    expect(await db`select id from desk_passkeys where id = 'second-passkey'`).toEqual([]);
  });
  await context.close();
});

test('a refused sign-in link lands on the sign-in page, saying why and when to try again', async ({
  page,
}) => {
  const signInPage = async (url: string, text: string) => {
    await page.context().clearCookies();
    await page.goto(url);
    await expect(page).toHaveURL(/\/desk\/sign-in\?notice=/);
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  };
  const expired = signLink(settings.AUTH_SECRET, OWNER, Date.now() - 16 * 60_000);
  await signInPage(
    `${site}${LINK_PATH}?token=${expired}`,
    'That sign-in link has expired: a link works for 15 minutes. Ask for a new one now.',
  );
  // An e-mailed link cut short, its errorCallbackURL lost: the same page, not the home page.
  await signInPage(
    `${site}/desk/api/auth/magic-link/verify?token=not-one`,
    'That sign-in link is not valid any more',
  );
  // Sign-in links opened from one client in a minute: five, then the sixth waits.
  await deskDb()`delete from desk_rate_limits`;
  const links = Array.from({ length: 6 }, () => deskLink(OWNER, settings));
  for (const link of links.slice(0, 5)) {
    if (!('url' in link)) throw new Error(`desk:link exited ${link.status}`);
    await page.context().clearCookies();
    await page.goto(link.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  }
  const sixth = links[5]!;
  if (!('url' in sixth)) throw new Error(`desk:link exited ${sixth.status}`);
  await signInPage(
    sixth.url,
    'Too many sign-in links were opened from here in a short while. Wait a minute, then open the link again: it works until it expires.',
  );
  await deskDb()`delete from desk_rate_limits`;
});

test('the session cookie is renewed by the pages the owner reads, not only by the actions', async ({
  page,
}) => {
  await signIn(page, true);
  const expiry = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name.endsWith('desk.session_token'))
      ?.expires ?? 0;
  const first = await expiry();
  expect(first).toBeGreaterThan(Date.now() / 1000 + 11 * 60 * 60);
  await page.waitForTimeout(2_100);
  await page.getByRole('link', { name: 'Subscribers' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' }),
  ).toBeVisible();
  await page.reload();
  expect(await expiry()).toBeGreaterThanOrEqual(first + 2);
});

test('the inbox finds a phone number typed as people write it, separators, country code and all', async ({
  page,
}) => {
  const order = await newOrder(`phone-${Date.now()}@example.com`);
  await signIn(page);
  const search = page.getByRole('searchbox', { name: 'Name, e-mail, phone or reference' });
  // Stored as 03001234567: the same number written with Pakistan's code finds it too.
  for (const typed of ['0300 123-4567', '(0300) 1234567', '+92 300 1234567', '00923001234567']) {
    await search.fill(typed);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('link', { name: order.reference })).toBeVisible();
  }
});

test('an order is worked to Won, with a note, and the record shows who did it', async ({
  page,
}) => {
  const order = await newOrder(`won-${Date.now()}@example.com`);
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

test('without JavaScript a lead is worked from its page: the forms post to the page itself', async ({
  browser,
}) => {
  const order = await newOrder(`nojs-${Date.now()}@example.com`);
  const signedIn = await browser.newPage();
  await signIn(signedIn);
  const cookies = await signedIn.context().cookies();
  await signedIn.close();
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const leadPath = `/desk/leads/order/${order.id}`;
  await page.goto(leadPath);
  await page.getByLabel('Status').selectOption('won');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page).toHaveURL(`${site}${leadPath}?notice=status-saved`);
  await expect(page.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible();
  await page.getByLabel(/New note/).fill('Called back without scripts.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called back without scripts.')).toBeVisible();
  const [row] = await deskDb()`select status from bot_orders where id = ${order.id}`;
  expect(row?.status).toBe('won');
  await context.close();
});

test('wrong input gets a clear message and writes nothing', async ({ page }) => {
  const order = await newOrder(`bad-${Date.now()}@example.com`);
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
  // The lead's own id written another way (0x…) names no lead: it once saved it.
  await page.goto(`/desk/leads/order/${order.id}`);
  await page
    .locator('input[name="id"]')
    .first()
    .evaluate(
      (input: HTMLInputElement, hex) => {
        input.value = hex;
      },
      `0x${order.id.toString(16)}`,
    );
  await page.getByLabel('Status').selectOption('won');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is no such lead.' })).toBeVisible();

  const db = deskDb();
  const [row] = await db`select status from bot_orders where id = ${order.id}`;
  expect(row?.status).toBe('pending');
  const [notes] = await db`select count(*)::int as n from desk_notes where lead_id = ${order.id}`;
  expect(notes?.n).toBe(0);
});

test('two owners on one lead: a page older than the other’s change does not overwrite it, and a status unchanged is no change', async ({
  browser,
}) => {
  const order = await newOrder(`two-owners-${Date.now()}@example.com`);
  const [first, second] = [await browser.newPage(), await browser.newPage()];
  await signIn(first);
  await signIn(second);
  const leadPath = `/desk/leads/order/${order.id}`;
  await first.goto(leadPath);
  await second.goto(leadPath);
  await first.getByLabel('Status').selectOption('won');
  await first.getByRole('button', { name: 'Save status' }).click();
  await expect(first.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible();
  // The second page still shows Pending: its Lost would undo the first owner's Won unseen.
  await second.getByLabel('Status').selectOption('lost');
  await second.getByRole('button', { name: 'Save status' }).click();
  await expect(
    second
      .getByRole('alert')
      .filter({ hasText: 'Someone else changed this lead’s status after your page was shown.' }),
  ).toBeVisible();
  await expect(second.getByLabel('Status')).toHaveValue('won');
  // Won again, from the page that now shows it: nothing to record.
  await second.getByRole('button', { name: 'Save status' }).click();
  await expect(
    second
      .getByRole('status')
      .filter({ hasText: 'The lead had that status already. Nothing was changed.' }),
  ).toBeVisible();
  const db = deskDb();
  const [row] = await db`select status from bot_orders where id = ${order.id}`;
  expect(row?.status).toBe('won');
  const events = await db`select detail from desk_events
    where lead_type = 'order' and lead_id = ${order.id} and action = 'status' order by id`;
  expect(events.map((event) => event.detail)).toEqual(['won']);
  await first.close();
  await second.close();
});

test('a verdict for a lead that does not exist says so; a note counts characters, not code units', async ({
  page,
}) => {
  const order = await newOrder(`forged-${Date.now()}@example.com`, 'honeypot');
  await signIn(page);
  await page.goto(`/desk/leads/order/${order.id}`);
  await page
    .locator('form:has(input[name="verdict"]) input[name="id"]')
    .evaluate((input: HTMLInputElement) => {
      input.value = '999999999';
    });
  await page.getByRole('button', { name: 'Not spam' }).click();
  await expect(page).toHaveURL(`${site}/desk?notice=no-lead`);
  await expect(page.getByRole('alert').filter({ hasText: 'There is no such lead.' })).toBeVisible();
  // 2,000 emoji are 2,000 characters (4,000 of JavaScript's units): a note within the limit the
  // page states, though a browser's maxlength, which counts those units, stops at 1,000.
  await page.goto(`/desk/leads/order/${order.id}`);
  await page.getByLabel(/New note/).evaluate((area: HTMLTextAreaElement) => {
    area.removeAttribute('maxlength');
  });
  await page.getByLabel(/New note/).fill('👍'.repeat(2000));
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  const [note] = await deskDb()`select body from desk_notes where lead_id = ${order.id}`;
  expect([...(note?.body ?? '')]).toHaveLength(2000);
  const [row] = await deskDb()`select spam_reason from bot_orders where id = ${order.id}`;
  expect(row?.spam_reason).toBe('honeypot');
});

test('a link with a NUL in its search is answered, the CSV too, and a lead is named by its digits alone', async ({
  page,
}) => {
  const email = `nul-${Date.now()}@example.com`;
  const order = await newOrder(email);
  await signIn(page);
  // Links anyone can send the owner: the inbox was a 500, the download never ended.
  expect((await page.goto(`/desk?q=%00${email}`))?.status()).toBe(200);
  await expect(page.getByRole('link', { name: order.reference })).toBeVisible();
  const csv = await page.request.get(`/desk/export?form=order&q=${email}%00`, { timeout: 15_000 });
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(email);
  // 0x…, 1e…, an id with spaces: another lead's address, once read as its number.
  for (const id of [`0x${order.id.toString(16)}`, ` ${order.id}`, `${order.id}.0`]) {
    expect((await page.goto(`/desk/leads/order/${encodeURIComponent(id)}`))?.status(), id).toBe(
      404,
    );
  }
  expect((await page.goto(`/desk/leads/order/${order.id}`))?.status()).toBe(200);
  // Values PostgreSQL refuses, which the page's own date field allows, or a page's key forged.
  const badKey = Buffer.from(JSON.stringify(['2026-02-30 00:00:00+00', 0, 1])).toString(
    'base64url',
  );
  for (const path of [
    '/desk?to=9999-12-31',
    '/desk/spam?from=0000-01-01',
    `/desk?after=${badKey}`,
    '/desk/demos?before=1|x',
    `/desk/demos?before=${encodeURIComponent('2026-01-01T00:00:00Z|a\u0000b')}`,
  ])
    expect((await page.goto(path))?.status(), path).toBe(200);
  const far = await page.request.get('/desk/export?form=order&to=9999-12-31', { timeout: 15_000 });
  expect(far.status()).toBe(200);
  expect(await far.text()).toContain(email);
  // A NUL in a note is left out of it, not a 500.
  await page.goto(`/desk/leads/order/${order.id}`);
  await page.getByLabel(/New note/).evaluate((area: HTMLTextAreaElement) => {
    area.value = 'Called\u0000 back';
  });
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called back', { exact: true })).toBeVisible();
  const notes = await deskDb()`select body from desk_notes where lead_id = ${order.id}`;
  expect(notes.map((note) => note.body)).toEqual(['Called back']);
});

test("'Not spam' clears the flag and sends the alert and webhook, not the confirmation", async ({
  page,
}) => {
  const email = `flagged-${Date.now()}@example.com`;
  const order = await newOrder(email, 'honeypot');
  await signIn(page);
  await page.getByRole('link', { name: 'Suspected spam' }).click();
  await page.getByRole('link', { name: order.reference }).click();
  await page.getByRole('button', { name: 'Not spam' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Marked as not spam. Its alert and webhook are on their way.',
    }),
  ).toBeVisible();

  const alerts = await catcher.waitForMails({ reference: order.reference, to: ALERTS });
  expect(alerts.map((alert) => alert.channel)).toEqual(['alert']);
  const [hook, ...more] = await catcher.waitForHooks({ key: order.reference });
  expect(more).toEqual([]);
  expect(JSON.parse(hook!.body)).toMatchObject({ reference: order.reference, spam_reason: null });
  expect(await catcher.to(email)).toHaveLength(0);

  const [row] = await deskDb()`select spam_reason from bot_orders where id = ${order.id}`;
  expect(row?.spam_reason).toBeNull();
  // And back: 'Spam' on the now clean lead flags it by hand.
  await page.getByRole('button', { name: 'Spam', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as spam.' })).toBeVisible();
  const [flagged] = await deskDb()`select spam_reason from bot_orders where id = ${order.id}`;
  expect(flagged?.spam_reason).toBe('manual');
  // Not spam once more: its clean alert and webhook went out already, and go out once.
  await page.getByRole('button', { name: 'Not spam' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText:
        'Marked as not spam. Its alert went out before it was flagged, and is not sent again.',
    }),
  ).toBeVisible();
  await deliveriesSettled(order.reference);
  await page.waitForTimeout(1_000);
  expect(
    (await catcher.to(ALERTS)).filter((mail) => mail.subject?.includes(order.reference)),
  ).toHaveLength(1);
  expect(await catcher.waitForHooks({ key: order.reference })).toHaveLength(1);
});

test('the Demos page with live demos off, and a transcript no longer kept, say so', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/desk/demos');
  await expect(page.getByRole('region', { name: 'Tokens today' })).toContainText(
    /^Tokens today[\d,]+ today; live demos are off \(DEMO_DAILY_TOKENS is 0\), so no more are spent\.$/,
  );
  await expect(page.getByRole('region', { name: 'Tokens today' })).not.toContainText('% of');
  // The link an alert gave, once its conversation is gone (30 days, or an erasure).
  const gone = await page.goto('/desk/demos/AAAAAAAAAAAAAAAAAAAAAA');
  expect(gone?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo transcript');
  await expect(page.getByRole('main')).toContainText(
    'This conversation is no longer kept: a demo is deleted 30 days after it began',
  );
});

test('a dead webhook is retried into the same outbox row and delivered once', async ({ page }) => {
  const email = `dead-${Date.now()}@example.com`;
  const order = await newOrder(email);
  // A lead posted through the form (the embedded run) has deliveries of its own: sent first.
  await deliveriesSettled(order.reference);
  const deliveryId = await seedDeadWebhook(order.reference, email);
  const hooksBefore = hooksOf(order.reference);
  const rowsBefore = await deskDb()`select id from lead_deliveries
    where reference = ${order.reference}`;
  await signIn(page);
  await page.goto(`/desk/leads/order/${order.id}`);
  await expect(page.getByText('Last error: HTTP 500')).toBeVisible();
  // A dead letter is tried no more: it names no next time.
  await expect(page.getByText(/^\d+ attempts?$/)).toBeVisible();
  await page.getByRole('button', { name: 'Retry webhook' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The delivery is queued again.' }),
  ).toBeVisible();
  await expect
    .poll(() => hooksOf(order.reference), {
      timeout: 15_000,
    })
    .toBe(hooksBefore + 1);
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
  expect(rows).toHaveLength(rowsBefore.length);
  expect(rows).toHaveLength(deskOnEmbedded ? 3 : 1);
});

test('the subscribers page counts suspected spam apart: it is not a subscriber yet', async ({
  page,
}) => {
  const db = deskDb();
  await db`insert into newsletter_subscriptions (email, spam_reason)
    values (${`flagged-${Date.now()}@example.com`}, 'honeypot')`;
  const [counts] = await db`select count(*) filter (where spam_reason is null)::int as clean,
    count(*) filter (where spam_reason is not null)::int as flagged from newsletter_subscriptions`;
  await signIn(page);
  await page.goto('/desk/subscribers');
  const clean = counts!.clean === 1 ? '1 subscriber' : `${counts!.clean} subscribers`;
  await expect(page.getByRole('main')).toContainText(
    `${clean} and ${counts!.flagged} suspected spam`,
  );
});

test('an address is erased after confirmation, the count shown, nothing of it recorded', async ({
  page,
}) => {
  const email = `erase-${Date.now()}@example.com`;
  const order = await newOrder(email);
  await deliveriesSettled(order.reference);
  await seedDeadWebhook(order.reference, email);
  const db = deskDb();
  await db`insert into newsletter_subscriptions (email) values (${email.toUpperCase()})`;
  // Seeded: its dead webhook; posted through the form (embedded): also its alert and
  // confirmation.
  const deliveries = deskOnEmbedded ? 3 : 1;
  const sent = deliveries === 1 ? '1 delivery' : `${deliveries} deliveries`;
  expect(
    await db`select id from lead_deliveries where reference = ${order.reference}`,
  ).toHaveLength(deliveries);
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
      .filter({ hasText: `Erased 1 lead, 1 subscription, ${sent} and 0 demo conversations.` }),
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
  expect(event).toEqual({
    actor: OWNER,
    detail: `1 lead, 1 subscription, ${sent}, 0 demo conversations`,
  });
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
  // The button is itself again on the page it led to, not left waiting for the device.
  await expect(page.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();

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
  const order = await newOrder(`replay-${Date.now()}@example.com`);
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
    const order = await newOrder(`axe-${Date.now()}@example.com`, 'honeypot');
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

test("the desk's pages are valid HTML as served and once interactive, every form with an action", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = `valid-${Date.now()}@example.com`;
  // A flagged lead with a webhook that gave up: its page has every form a lead can have.
  const order = await newOrder(email, 'honeypot');
  await deliveriesSettled(order.reference);
  await seedDeadWebhook(order.reference, email);
  await deskDb()`insert into newsletter_subscriptions (email) values (${email})`;
  const documents: { label: string; html: string }[] = [];
  const visit = async (path: string) => {
    const { status, documents: ofPage } = await servedAndInteractive(page, path);
    expect(status, path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const form of await page.locator('form').all()) {
      // A bare server action would leave it empty: not valid, and no address to post to.
      expect(await form.getAttribute('action'), `a form on ${path}`).toMatch(/^\/desk/);
    }
    documents.push(...ofPage);
  };
  await visit('/desk/sign-in');
  await signIn(page);
  await visit(`/desk/leads/order/${order.id}`);
  for (const button of ['Save status', 'Not spam', 'Add note', 'Retry webhook']) {
    await expect(page.getByRole('button', { name: button })).toBeVisible();
  }
  for (const path of [
    '/desk',
    '/desk/spam',
    '/desk/numbers',
    '/desk/erase',
    '/desk/record',
    '/desk/account',
  ]) {
    await visit(path);
  }
  await visit('/desk/subscribers');
  await expect(page.getByRole('button', { name: `Remove ${email}` })).toBeVisible();
  const errors = await htmlErrors(documents);
  expect(errors, errors.join('\n')).toEqual([]);
});

test("an owner's session survives a restart of the server", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await server.stop();
  server = await startServer({ port, env: serverEnv });
  await page.goto('/desk');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});

test('an expired session, and one deleted, are sent to sign in and change nothing', async ({
  page,
}) => {
  // The last test of the shared session: it ends it.
  const order = await newOrder(`expired-${Date.now()}@example.com`);
  await signIn(page);
  await page.goto(`/desk/leads/order/${order.id}`);
  const cookie = (await page.context().cookies()).find((c) => c.name.includes('session_token'));
  const token = decodeURIComponent(cookie!.value).split('.')[0]!;
  const db = deskDb();
  const expired = await db`update desk_sessions set expires_at = now() - interval '1 minute'
    where token = ${token} returning id`;
  expect(expired).toHaveLength(1);

  // The page was open before the session ended: its form is sent, and refused.
  await page.getByLabel('Status').selectOption('lost');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the desk' })).toBeVisible();
  await page.goto(`/desk/leads/order/${order.id}`);
  await expect(page).toHaveURL(/\/desk\/sign-in$/);

  // The same cookie once its row is gone (as after a sign-out elsewhere).
  await page.context().addCookies([cookie!]);
  await db`delete from desk_sessions where token = ${token}`;
  await page.goto('/desk');
  await expect(page).toHaveURL(/\/desk\/sign-in$/);

  const [row] = await db`select status from bot_orders where id = ${order.id}`;
  expect(row?.status).toBe('pending');
  const [events] = await db`select count(*)::int as n from desk_events
    where lead_type = 'order' and lead_id = ${order.id}`;
  expect(events?.n).toBe(0);
  session = undefined;
});

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
  const scripts = await pageScripts(main, '/');
  expect(scripts.length).toBeGreaterThan(0);
  for (const { src, code } of scripts) {
    expect(code, src).not.toContain('generate-authenticate-options');
    expect(code, src).not.toContain('/desk/api/auth');
  }
  await main.dispose();
});
