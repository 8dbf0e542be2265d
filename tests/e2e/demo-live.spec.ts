import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import postgres from 'postgres';
import { demoCopy } from '@/content/demo-copy';
import { demoBotName, demoOf } from '@/content/demos';
import { expectNoAxeViolations } from '../helpers/axe';
import { encodeForm } from '../helpers/action-request';
import { DeliveryCatcher } from '../helpers/delivery-catcher';
import { deskLink, localhostLaunchOptions } from '../helpers/desk';
import { expectHydrated, fillOrder } from '../helpers/forms';
import { freePort } from '../helpers/free-port';
import { ModelServer } from '../helpers/model-server';
import { readDemoReply } from '../helpers/demo-reply';
import { send } from '../helpers/raw-http';
import { startServer } from '../helpers/second-server';

// The demos live, on a server of their own whose model is a loopback server speaking the OpenAI
// stream (tests/helpers/model-server.ts), with the desk on: streaming, Stop, Start over, Listen,
// each limit and each fault of the model ending in the recorded sample with its sentence, an
// order placed while a reply streams, and the desk's Demos page. TRUST_PROXY=1: each test is a
// client of its own, by the X-Forwarded-For it sends, as behind a proxy.

test.describe.configure({ mode: 'serial' });

const OWNER = 'owner@example.com';
const LIMIT = 3;
/** Live replies at once: as many as the faults test has visitors. */
const AT_ONCE = 4;
const RECORDED = 'Recorded sample conversation';
const LIVE = 'Live demo: replies are written by an AI model as you watch';
const DOWN = "The live demo isn't answering right now. Here is a recorded sample instead.";
const restaurant = demoOf('restaurant');
const REPLY =
  'Yes, we deliver to DHA within our five kilometre area. Delivery is PKR 150, and free on orders over PKR 3,000. It usually takes 35 to 45 minutes.';

let model: ModelServer;
let server: Awaited<ReturnType<typeof startServer>>;
let database: { url: string; drop: () => Promise<void> };
let env: Record<string, string>;
let site: string;

/** A database of this file alone: a PostgreSQL one beside DATABASE_URL's, or a fresh embedded one. */
async function ownDatabase(): Promise<typeof database & { settings: Record<string, string> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'botbazaar-demo-e2e-'));
    const port = await freePort();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      settings: { PGLITE_DIR: dir, EMBEDDED_DB_PORT: String(port) },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_demo_e2e`;
  url.pathname = `/${name}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  execFileSync('npx', ['drizzle-kit', 'migrate'], {
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: 'ignore',
  });
  return {
    url: url.toString(),
    settings: { DATABASE_URL: url.toString() },
    drop: async () => {
      const admin = postgres(base, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

let db: postgres.Sql;
let clients = 0;
/** The order placed after a demo, which the desk then shows with it, and its alert's link there. */
let ordered: { email: string; conversation: string; alertLink: string } | undefined;
/** The provider's inbox and the order's alert in it, on a real SMTP server. */
const catcher = new DeliveryCatcher();
const PROVIDER = 'leads@botbazaar.example';

/** A visitor's page, as a client of its own. */
async function visitor(browser: Browser, pagePath = '/bots/restaurant'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${(clients += 1)}` },
  });
  await context.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, { spoken });
    Object.defineProperty(window, 'speechSynthesis', {
      value: { speak: (utterance: { text: string }) => spoken.push(utterance.text), cancel() {} },
    });
  });
  const page = await context.newPage();
  await page.goto(pagePath);
  return page;
}

const log = (page: Page) => page.getByRole('log');
const panel = (page: Page) => page.locator('#demo');

/** Sends a message once the panel's code runs; resolves to when it was sent. */
/** A link a visitor may paste, with no place to break it but anywhere. */
const LONG_LINK = `https://example.com/${'x'.repeat(400)}`;

/** How far the page scrolls sideways, in pixels. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function ask(page: Page, message: string): Promise<number> {
  const input = page.getByLabel('Your message');
  await expectHydrated(input);
  await input.fill(message);
  const sent = Date.now();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  return sent;
}

test.use({
  launchOptions: localhostLaunchOptions,
});

test.beforeAll(async () => {
  test.setTimeout(150_000);
  model = await ModelServer.start();
  const [port, own, { smtpUrl }] = await Promise.all([freePort(), ownDatabase(), catcher.start()]);
  database = own;
  site = `http://localhost:${port}`;
  env = {
    ...own.settings,
    DEMO_LLM_BASE_URL: model.url,
    DEMO_LLM_MODEL: 'e2e-model',
    DEMO_LLM_API_KEY: 'sk-e2e',
    DEMO_MESSAGES_PER_HOUR: String(LIMIT),
    DEMO_MAX_CONCURRENT: String(AT_ONCE),
    TRUST_PROXY: '1',
    RATE_LIMIT_MAX: '1000',
    DESK_OWNERS: OWNER,
    AUTH_SECRET: 'a-demo-e2e-secret-that-is-long-enough-0123',
    SITE_URL: site,
    PORT: String(port),
    SMTP_URL: smtpUrl,
    LEADS_NOTIFY_EMAIL: PROVIDER,
  };
  server = await startServer({ port, env });
  db = postgres(database.url, { max: 2, onnotice: () => {} });
});

test.afterAll(async () => {
  await db?.end({ timeout: 5 });
  await server?.stop();
  await model?.stop();
  await catcher.stop();
  await database?.drop();
});

test.beforeEach(() => {
  model.fault = 'none';
  model.tokensPerSecond = 0;
  model.reply = () => REPLY;
});

test('a live reply streams in as the model writes it; Listen reads it with the device’s voice', async ({
  browser,
}) => {
  model.tokensPerSecond = 8;
  const page = await visitor(browser);
  await ask(page, 'Do you deliver to DHA?');
  // Words are on screen while the reply is still coming: Stop is there until it ends.
  await expect(log(page)).toContainText('Yes, we deliver');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(log(page)).not.toContainText('35 to 45 minutes');
  await expect(panel(page)).toContainText(LIVE);
  await expect(log(page)).toContainText(REPLY, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden();
  // The model got the question alone from the browser; the server added the business card.
  const sent = model.requests.at(-1)?.body;
  expect(sent?.model).toBe('e2e-model');
  expect(sent?.messages?.at(-1)).toEqual({ role: 'user', content: 'Do you deliver to DHA?' });
  expect(sent?.messages?.[0]?.content).toContain(restaurant.business.name);
  await log(page).getByRole('button', { name: "Listen with your device's voice" }).last().click();
  expect(await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toEqual([
    REPLY,
  ]);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('the model’s words are shown as text: no markup, no link, no image', async ({ browser }) => {
  const hostile =
    'Try <img src=x onerror="window.pwned=1"> or <b>bold</b> and [our offer](https://evil.example/) at https://evil.example';
  model.reply = () => hostile;
  const page = await visitor(browser);
  await ask(page, 'Any offers?');
  await expect(log(page)).toContainText('[our offer](https://evil.example/)');
  await expect(log(page)).toContainText('<img src=x onerror="window.pwned=1">');
  await expect(log(page).locator('img, b, a')).toHaveCount(0);
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
  await page.context().close();
});

test('Stop keeps what came, Start over begins again with the recorded sample', async ({
  browser,
}) => {
  model.tokensPerSecond = 4;
  const page = await visitor(browser);
  await ask(page, 'Tell me about delivery');
  await expect(log(page)).toContainText('Yes, we');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(log(page)).toContainText('Stopped.');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  // Stop sends nothing more: the empty field is not submitted under the press.
  await page.waitForTimeout(300);
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
  const kept = await log(page).innerText();
  expect(kept).not.toContain('35 to 45 minutes');
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(panel(page)).toContainText(RECORDED);
  await expect(log(page)).toContainText(restaurant.sample[0]?.bot ?? '?');
  await expect(log(page)).not.toContainText('Stopped.');
  await page.context().close();
});

test('Stop on the last message’s reply ends the demo, as its end would have', async ({
  browser,
}) => {
  const page = await visitor(browser);
  // Seven messages before the page runs its script (posted natively, answered with the recorded
  // sample, none of them live), so the eighth is this client's first live one. The page that
  // answers the seventh runs it.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await page.goto('/bots/restaurant');
  const question = restaurant.suggested[0]!;
  for (let sent = 1; sent <= 7; sent += 1) {
    if (sent === 7) await page.unroute('**/_next/static/chunks/**');
    await panel(page).getByRole('button', { name: question.question }).click();
    await expect(log(page).getByText(question.answer)).toHaveCount(sent);
  }
  model.tokensPerSecond = 4;
  await ask(page, 'And the last question?');
  await expect(log(page)).toContainText('Yes, we');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(log(page)).toContainText('Stopped.');
  await expect(panel(page)).toContainText(demoCopy.ended(demoBotName(restaurant)));
  await expect(page.getByLabel('Your message')).toBeDisabled();
  await expect(panel(page).getByRole('button', { name: question.question })).toBeDisabled();
  await page.context().close();
});

test('a suggested question answered live streams as a typed one does, and Stop marks it; focus stays in the panel', async ({
  browser,
}) => {
  model.tokensPerSecond = 4;
  const page = await visitor(browser);
  const question = page.getByRole('button', { name: restaurant.suggested[0]!.question });
  await expectHydrated(page.getByLabel('Your message'));
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(log(page)).toContainText('Yes, we');
  // Still coming: its cursor, and no Listen on half a reply (the greeting's is the one).
  await expect(log(page)).toContainText('▍');
  await expect(log(page).getByRole('button', { name: /^Listen/ })).toHaveCount(1);
  await expect(question).toBeFocused();
  // Enter in the field while the reply comes sends nothing yet, and keeps what was typed.
  const input = page.getByLabel('Your message');
  await input.fill('And on Sundays?');
  await input.press('Enter');
  await expect(input).toHaveValue('And on Sundays?');
  await expect(log(page)).not.toContainText('And on Sundays?');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(log(page)).toContainText('Stopped.');
  await expect(page.getByLabel('Your message')).toBeFocused();
  // Stop reached from the keyboard and left alone: when the reply ends it goes, and focus goes
  // to the field, not to the page.
  await input.press('Enter');
  await expect(log(page)).toContainText('And on Sundays?');
  const stop = page.getByRole('button', { name: 'Stop' });
  await stop.focus();
  await expect(stop).toBeHidden({ timeout: 15_000 });
  await expect(input).toBeFocused();
  await page.context().close();
});

/**
 * A visitor asking as the model fails: the recorded sample with its sentence within the deadline
 * of decisions.md (8 s to the first chunk, 25 s in all), the message answered as the recorded
 * sample answers typing, and the page still working: a suggested question gets its answer.
 */
async function expectFallback(page: Page, message: string, deadline: number) {
  const sent = await ask(page, message);
  await expect(panel(page).getByRole('status')).toHaveText(DOWN, { timeout: deadline + 5_000 });
  expect(Date.now() - sent).toBeLessThan(deadline + 5_000);
  await expect(panel(page)).toContainText(RECORDED);
  await expect(log(page)).toContainText(restaurant.sample[0]?.bot ?? '?');
  await expectTypingAnswered(page, message);
  await page.getByRole('button', { name: restaurant.suggested[3].question }).click();
  await expect(log(page)).toContainText(REPLY);
}

/** A typed message that fell back: in the log, answered with the recorded sample's sentence for typing. */
async function expectTypingAnswered(page: Page, message: string) {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The message, then the bot's answer to it (each bubble names its speaker to a screen reader).
  await expect(log(page)).toContainText(
    new RegExp(`${escaped(message)}\\s*Restaurant Agent: ${escaped(demoCopy.scriptedTyping)}`),
  );
  await expect(page.getByLabel('Your message')).toHaveValue('');
}

test('the model refusing connections: the recorded sample with its sentence, in time, the message answered', async ({
  browser,
}) => {
  await model.down();
  const page = await visitor(browser);
  await ask(page, 'Are you open on Friday?');
  await expect(panel(page).getByRole('status')).toHaveText(DOWN, { timeout: 13_000 });
  await model.up();
  await expectTypingAnswered(page, 'Are you open on Friday?');
  await page.getByRole('button', { name: restaurant.suggested[3].question }).click();
  await expect(log(page)).toContainText(REPLY);
  await page.context().close();
});

test('the model answering 429 or 500, or stalling before its first chunk or in mid-reply: the recorded sample with its sentence, in time, the message answered', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  // Four visitors at once, the fault each meets named in what they ask.
  model.faultOf = (request) =>
    (/\((429|500|stall-first|stall-mid)\)$/.exec(
      request.body.messages?.at(-1)?.content ?? '',
    )?.[1] as 'none') ?? 'none';
  model.tokensPerSecond = 10;
  const pages = await Promise.all([1, 2, 3, 4].map(() => visitor(browser)));
  const stalled = pages[3]!;
  await Promise.all([
    expectFallback(pages[0]!, 'Are you open on Friday? (429)', 8_000),
    expectFallback(pages[1]!, 'Are you open on Friday? (500)', 8_000),
    expectFallback(pages[2]!, 'Are you open on Friday? (stall-first)', 8_000),
    (async () => {
      const waiting = expectFallback(stalled, 'Are you open on Friday? (stall-mid)', 25_000);
      // Mid-reply, its words are on screen and Stop is there, until the deadline takes them.
      await expect(log(stalled)).toContainText('Yes, we deliver');
      await expect(stalled.getByRole('button', { name: 'Stop' })).toBeVisible();
      await waiting;
    })(),
  ]);
  model.faultOf = () => model.fault;
  await Promise.all(pages.map((page) => page.context().close()));
});

test('a fallback after live replies brings the recorded sample back below them, labelled as recorded', async ({
  browser,
}) => {
  const page = await visitor(browser);
  await ask(page, 'Are you open on Sunday?');
  await expect(log(page)).toContainText(REPLY);
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  model.fault = '500';
  await ask(page, 'Do you cater weddings?');
  await expect(panel(page).getByRole('status')).toHaveText(DOWN);
  await expect(log(page)).toContainText(demoCopy.scriptedTyping);
  // The panel still says its replies were live; the log says where the recorded sample begins.
  await expect(panel(page).getByText(LIVE)).toBeVisible();
  const text = await log(page).innerText();
  const at = (part: string) => text.indexOf(part);
  expect(at(REPLY)).toBeGreaterThan(-1);
  expect(at(RECORDED)).toBeGreaterThan(at(REPLY));
  expect(at(restaurant.sample[0]?.bot ?? '?')).toBeGreaterThan(at(RECORDED));
  expect(at('Do you cater weddings?')).toBeGreaterThan(at(restaurant.sample[0]?.bot ?? '?'));
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('past the hourly limit of one client, the recorded sample with its sentence; another client goes on', async ({
  browser,
}) => {
  const page = await visitor(browser);
  for (let sent = 1; sent <= LIMIT; sent += 1) {
    await ask(page, `Question ${sent}`);
    await expect(log(page).getByText(REPLY)).toHaveCount(sent);
  }
  await ask(page, 'One more');
  await expect(panel(page).getByRole('status')).toHaveText(
    "You've used this hour's demo messages. Here is a recorded sample instead.",
  );
  const other = await visitor(browser);
  await ask(other, 'My first question');
  await expect(log(other)).toContainText(REPLY);
  await page.context().close();
  await other.context().close();
});

test('the day’s budget spent: the recorded sample with its sentence, and no model call', async ({
  browser,
}) => {
  await db`insert into demo_token_days (day, tokens)
    values ((now() at time zone 'Asia/Karachi')::date, 200000)
    on conflict (day) do update set tokens = 200000`;
  const calls = model.requests.length;
  const page = await visitor(browser);
  await ask(page, 'Anything left today?');
  await expect(panel(page).getByRole('status')).toHaveText(
    "Today's live demos are used up. Here is a recorded sample instead.",
  );
  expect(model.requests.length).toBe(calls);
  await db`delete from demo_token_days`;
  await page.context().close();
});

test('past the replies at once, the recorded sample with its sentence: busy', async ({
  browser,
}) => {
  model.tokensPerSecond = 2;
  const streaming = await Promise.all(Array.from({ length: AT_ONCE }, () => visitor(browser)));
  await Promise.all(
    streaming.map(async (page) => {
      await ask(page, 'A long question');
      await expect(log(page)).toContainText('Yes, we');
    }),
  );
  const oneMore = await visitor(browser);
  await ask(oneMore, 'At the same time');
  await expect(panel(oneMore).getByRole('status')).toHaveText(
    'The live demo is busy. Here is a recorded sample instead.',
  );
  // Nor does the same path written otherwise, which Next.js routes as it: each is busy too, and
  // the model is asked nothing more.
  const calls = model.requests.length;
  const { body, contentType } = await encodeForm([
    ['page', '/bots/restaurant'],
    ['message', 'Another way in'],
  ]);
  for (const target of ['/demo/./reply', '/bots/../demo/reply', '/demo/reply#more']) {
    const answer = await send(new URL(site), {
      method: 'POST',
      path: target,
      headers: {
        'content-type': contentType,
        origin: site,
        'x-forwarded-for': `203.0.113.${(clients += 1)}`,
      },
      body,
    });
    expect(answer.status, target).toBe(200);
    expect(readDemoReply(answer.body.toString()).events, target).toContainEqual({
      t: 'fallback',
      reason: 'busy',
    });
  }
  expect(model.requests.length).toBe(calls);
  await Promise.all([...streaming, oneMore].map((page) => page.context().close()));
});

test('an order placed while a reply streams goes through, and names the demo', async ({
  browser,
}) => {
  model.tokensPerSecond = 3;
  const page = await visitor(browser);
  // With a link too long to break at a space: the desk must wrap it (below).
  await ask(page, `What is in the family deal? ${LONG_LINK}`);
  await expect(log(page)).toContainText('Yes, we');
  const get = page.getByRole('button', { name: 'Get Restaurant Agent' });
  await expectHydrated(get);
  await get.click();
  const dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
  const email = `demo-live-${Date.now()}@example.com`;
  await fillOrder(dialog, email);
  await dialog.getByLabel('Requirements').fill(`Like this: ${LONG_LINK}`);
  await page.waitForTimeout(3000);
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed!' })).toBeVisible();
  // The reply was still streaming while the order went through.
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  const conversation = await page.evaluate(() => sessionStorage.getItem('botbazaar:demo'));
  const [row] =
    await db`select demo_conversation_id, reference from bot_orders where email = ${email}`;
  expect(row?.demo_conversation_id).toBe(conversation);
  // The provider's alert says the visitor tried the bot first, and links the conversation.
  const alert = async () =>
    (await catcher.to(PROVIDER)).find((mail) => mail.subject?.includes(String(row?.reference)));
  await expect.poll(alert, { timeout: 15_000 }).toBeDefined();
  const alertLink = `${site}/desk/demos/${conversation}`;
  expect((await alert())?.text).toContain(
    `Tried the demo first: Read the conversation in the desk: ${alertLink}`,
  );
  expect((await alert())?.html).toContain(`href="${alertLink}"`);
  ordered = { email, conversation: String(conversation), alertLink };
  await page.context().close();
});

test('the desk shows the demos and each transcript, and a lead its demo; nothing without a session', async ({
  browser,
}) => {
  const { email, conversation, alertLink } = ordered ?? {
    email: '',
    conversation: '',
    alertLink: '',
  };
  const stranger = await browser.newContext({ baseURL: site });
  for (const path of ['/desk/demos', `/desk/demos/${conversation}`]) {
    const page = await stranger.newPage();
    await page.goto(path);
    await expect(page).toHaveURL(/\/desk\/sign-in$/);
    await expect(page.locator('body')).not.toContainText('What is in the family deal?');
  }
  await stranger.close();

  const context = await browser.newContext({ baseURL: site });
  const page = await context.newPage();
  const link = deskLink(OWNER, env);
  if (!('url' in link)) throw new Error(`desk:link exited with ${link.status}`);
  await page.goto(link.url);
  await page.goto('/desk/demos');
  await expect(page.getByRole('heading', { name: 'Demos', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tokens today' })).toContainText(
    'of 200,000 (DEMO_DAILY_TOKENS)',
  );
  const perDay = page.getByRole('region', { name: /Conversations per bot and day/ });
  await expect(perDay.getByRole('row', { name: /Restaurant Agent/ })).toBeVisible();
  const fallbacks = page.getByRole('region', { name: /Recorded sample instead of live/ });
  for (const reason of [
    'Model not answering, erring or too slow',
    'Hourly limit of a visitor',
    'Daily budget spent',
    'Too many live replies at once',
  ]) {
    await expect(fallbacks).toContainText(reason);
  }
  const [order] = await db`select id from bot_orders where email = ${email}`;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The alert's link is the transcript's page.
    await page.goto(alertLink);
    await expect(
      page.getByRole('list', { name: 'Transcript with Restaurant Agent' }),
    ).toContainText('What is in the family deal?');
    // The visitor's unbroken link wraps inside its bubble: the page does not scroll sideways.
    expect(await sidewaysScroll(page), `transcript at ${width} px`).toBe(0);
    await expectNoAxeViolations(page);
    await page.goto(`/desk/leads/order/${order?.id}`);
    await expect(page.getByRole('region', { name: 'The demo they tried first' })).toContainText(
      'What is in the family deal?',
    );
    await expect(page.getByRole('region', { name: 'What they sent' })).toContainText(LONG_LINK);
    expect(await sidewaysScroll(page), `lead at ${width} px`).toBe(0);
    await page.goto('/desk/demos');
    expect(await sidewaysScroll(page), `demos at ${width} px`).toBe(0);
    await expectNoAxeViolations(page);
  }
  await context.close();
});
