import { expect, test, type Page } from '@playwright/test';
import { demoOf } from '@/content/demos';
import { expectNoAxeViolations } from '../helpers/axe';
import { closeE2eDb, queryRows, uniqueEmail } from '../helpers/e2e-db';
import { expectHydrated, fillOrder } from '../helpers/forms';
import { htmlErrors } from '../helpers/vnu';

/**
 * The bot demos in their recorded-sample mode (the suite's server has no model set up), as a
 * visitor uses them with and without JavaScript, on a bot page and an industry page. The live
 * mode runs against a model of the tests' own: demo-live.spec.ts.
 */

const RECORDED = 'Recorded sample conversation';
const LINE =
  "AI demo · sample business · it can make mistakes · please don't share personal details";
const TYPING =
  'This preview answers the suggested questions. Order the bot to try it on your own business.';

const finance = demoOf('finance');
const travel = demoOf('travel');
const education = demoOf('edumentor');

test.afterAll(closeE2eDb);

const demo = (page: Page) => page.locator('#demo');
const log = (page: Page) => page.getByRole('log');
/** The panel runs once its code has arrived: its replies offer Listen then. */
const panelRuns = (page: Page) =>
  expect(
    log(page)
      .getByRole('button', { name: /^Listen/ })
      .first(),
  ).toBeAttached();

test('the reply endpoint takes posts only, and says so', async ({ request }) => {
  for (const method of ['GET', 'HEAD'] as const) {
    const answer = await request.fetch('/demo/reply', { method });
    expect(answer.status(), method).toBe(405);
    expect(answer.headers()['allow'], method).toBe('POST');
  }
});

test.describe('with JavaScript', () => {
  test('a bot page shows its bot at work in a sample business, and answers its suggested questions', async ({
    page,
  }) => {
    // The device's own voice, stubbed: headless Chromium may have none.
    await page.addInitScript(() => {
      const spoken: string[] = [];
      Object.assign(window, { spoken });
      Object.defineProperty(window, 'speechSynthesis', {
        value: { speak: (utterance: { text: string }) => spoken.push(utterance.text), cancel() {} },
      });
    });
    await page.goto('/bots/finance');
    await expect(page.getByRole('heading', { level: 2, name: 'Try FinBot' })).toBeVisible();
    await expect(demo(page)).toContainText(
      `A demo at ${finance.business.name}, a sample business. Ask what your customers would ask.`,
    );
    await expect(demo(page)).toContainText(RECORDED);
    await expect(demo(page)).toContainText(LINE);
    await expect(demo(page)).toContainText(finance.caution ?? '');
    // The whole recorded sample, turn by turn.
    for (const turn of finance.sample) await expect(log(page)).toContainText(turn.bot);

    const [question] = finance.suggested;
    await page.getByRole('button', { name: question.question }).click();
    await expect(log(page)).toContainText(question.answer);
    await expect(demo(page)).toContainText(RECORDED);
    // The answer's Listen button reads it with the device's voice.
    const listens = log(page).getByRole('button', { name: "Listen with your device's voice" });
    await listens.last().click();
    expect(await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toEqual([
      question.answer,
    ]);

    // Free typing in the recorded sample says plainly what it knows.
    await page.getByLabel('Your message').fill('Can you do my taxes for 2025?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(log(page)).toContainText('Can you do my taxes for 2025?');
    await expect(log(page).getByText(TYPING)).toBeVisible();
    await expect(page.getByLabel('Your message')).toHaveValue('');

    // An empty message is not sent, and says why.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(demo(page).getByRole('alert')).toHaveText('Type a question first.');

    // The panel as it stands, answers and refusal in it, is valid HTML.
    const errors = await htmlErrors([{ label: 'demo in use', html: await page.content() }]);
    expect(errors, errors.join('\n')).toEqual([]);

    // Start over: the recorded sample as the page began.
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(log(page)).not.toContainText(question.answer);
    await expect(log(page)).toContainText(finance.sample[0]?.bot ?? '?');
  });

  test('an industry page shows the demo of its bot, and its Get button leads to its order form', async ({
    page,
  }) => {
    await page.goto('/travel');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Try Travel & Hospitality Bot' }),
    ).toBeVisible();
    await expect(demo(page)).toContainText(travel.business.name);
    await expect(demo(page)).not.toContainText('Not medical advice');
    const [, second] = travel.suggested;
    await page.getByRole('button', { name: second.question }).click();
    await expect(log(page)).toContainText(second.answer);
    await page.getByRole('link', { name: 'Get Travel & Hospitality Bot' }).click();
    await expect(page).toHaveURL(/\/travel#order$/);
    await expect(page.getByRole('heading', { name: 'Fill Order Details' })).toBeInViewport();
  });

  test('an order placed after a demo, in the same visit, names the demo', async ({ page }) => {
    await page.goto('/bots/finance');
    await page.getByRole('button', { name: finance.suggested[1].question }).click();
    await expect(log(page)).toContainText(finance.suggested[1].answer);
    const conversation = await page.evaluate(() => sessionStorage.getItem('botbazaar:demo'));
    expect(conversation).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const email = uniqueEmail('demo-order');
    const get = page.getByRole('button', { name: 'Get FinBot' });
    await expectHydrated(get);
    await get.click();
    const dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
    await fillOrder(dialog, email);
    // A person takes a few seconds to fill a form in; faster is read as a bot.
    await page.waitForTimeout(3000);
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order Placed!' })).toBeVisible();
    const [row] = await queryRows('select demo_conversation_id from bot_orders where email = $1', [
      email,
    ]);
    expect(row).toEqual({ demo_conversation_id: conversation });
    const [kept] = await queryRows(
      'select demo_id, page, visitor_messages from demo_conversations where id = $1',
      [String(conversation)],
    );
    expect(kept).toEqual({ demo_id: 'finance', page: '/bots/finance', visitor_messages: 1 });
  });

  test('what a visitor types is never lost: typed before the code arrives, or refused as too long', async ({
    page,
  }) => {
    await page.goto('/bots/healthcare');
    await page.waitForLoadState('networkidle');
    // A slow connection: the panel's code, asked for when the visitor reaches it, takes a while.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const input = page.getByLabel('Your message');
    await input.click();
    await input.pressSequentially('Do you see children on Saturdays?', { delay: 20 });
    await panelRuns(page);
    await expect(input).toHaveValue('Do you see children on Saturdays?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(log(page)).toContainText('Do you see children on Saturdays?');
    await expect(log(page).getByText(TYPING)).toBeVisible();

    // Too long: said, and kept to shorten.
    const long = 'Can I book a visit for my mother and my two sons? '.repeat(11);
    await input.fill(long);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(demo(page).getByRole('alert')).toHaveText(
      'Keep your message to 500 characters or fewer.',
    );
    await expect(input).toHaveValue(long);
  });

  test('from the keyboard, focus stays in the panel: on the question pressed, on Start over at the end, on the field once Start over is used', async ({
    page,
  }) => {
    await page.goto('/bots/edumentor');
    const question = page.getByRole('button', { name: education.suggested[0]!.question });
    await question.hover();
    await panelRuns(page);
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(log(page)).toContainText(education.suggested[0]!.answer);
    await expect(question).toBeFocused();
    // The last message used: the field and the questions are disabled, and focus was in them.
    const input = page.getByLabel('Your message');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    for (let turn = 2; turn <= 8; turn += 1) {
      // Each reply come whole first: Send is back.
      await expect(send).toBeVisible();
      await input.fill(`Question ${turn}`);
      await input.press('Enter');
      await expect(log(page)).toContainText(`Question ${turn}`);
    }
    await expect(input).toBeDisabled();
    const endStartOver = demo(page).getByRole('button', { name: 'Start over' }).last();
    await expect(endStartOver).toBeFocused();
    // Used, the Start over buttons are gone: focus goes to the field, not to the page.
    await page.keyboard.press('Enter');
    await expect(demo(page).getByRole('button', { name: 'Start over' })).toHaveCount(0);
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
    // The header's Start over, mid-conversation, the same.
    await input.fill('Question 1');
    await input.press('Enter');
    await expect(log(page)).toContainText('Question 1');
    await demo(page).getByRole('button', { name: 'Start over' }).focus();
    await page.keyboard.press('Enter');
    await expect(demo(page).getByRole('button', { name: 'Start over' })).toHaveCount(0);
    await expect(input).toBeFocused();
  });

  test('a page does not hydrate its demo when it loads: panel and card wait for the visitor', async ({
    page,
  }) => {
    // What a page hydrates at load is its start-up cost; the demo adds none of it (docs/demo.md).
    const hydrated = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((elements) =>
          elements.map((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
        );
    await page.goto('/restaurant');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const card = '#demo aside, #demo aside *';
    const panel = '#demo [role="log"], #demo [role="log"] *';
    expect(await hydrated('#demo h2')).toEqual([true]);
    expect(new Set([...(await hydrated(card)), ...(await hydrated(panel))])).toEqual(
      new Set([false]),
    );
    await log(page).hover();
    await expect.poll(async () => new Set(await hydrated(card))).toEqual(new Set([true]));
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px nothing in the demo moves when its code arrives`, async ({ page }) => {
      // A visitor reaching for a question is what fetches the panel's code: a button that moved
      // then would take their click on the gap beside it, and the log they read would jump.
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/bots/restaurant');
      await page.waitForLoadState('networkidle');
      const questions = demo(page).getByRole('list').getByRole('button');
      // Where each question is on the screen, and how far the page and the log are scrolled.
      const where = () =>
        page.evaluate(() => ({
          questions: [...document.querySelectorAll('#demo ul button')].map((button) => {
            const { left, top, width, height } = button.getBoundingClientRect();
            return [left, top, width, height];
          }),
          page: window.scrollY,
          log: document.querySelector('#demo [role="log"]')?.scrollTop,
        }));
      await questions.first().scrollIntoViewIfNeeded();
      const before = await where();
      expect(before.questions).toHaveLength(4);
      await questions.first().hover();
      await panelRuns(page);
      expect(await where()).toEqual(before);
    });

    test(`the demo has no accessibility violation at ${width} px, its transcript a log`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/bots/restaurant');
      await page.getByRole('button', { name: demoOf('restaurant').suggested[2].question }).click();
      await expect(log(page)).toContainText(demoOf('restaurant').suggested[2].answer);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(demo(page).getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a suggested question posts, and the page shows its answer; typing and limits are told', async ({
    page,
  }) => {
    await page.goto('/education');
    await expect(page.getByRole('heading', { level: 2, name: 'Try Education Bot' })).toBeVisible();
    await expect(demo(page)).toContainText(RECORDED);
    for (const turn of education.sample) await expect(log(page)).toContainText(turn.visitor);
    const [, , third] = education.suggested;
    await page.getByRole('button', { name: third.question }).click();
    await expect(log(page)).toContainText(third.answer);
    // The page opens on its answer, not on the recorded sample above it.
    await expect(log(page).getByText(third.question)).toBeInViewport();
    await expect(log(page).getByText(third.answer)).toBeInViewport();
    await expect(demo(page)).toContainText(RECORDED);
    const conversation = await page
      .locator('#demo input[name="conversation"]')
      .first()
      .getAttribute('value');
    expect(conversation).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // The page answering the post is valid HTML too.
    const errors = await htmlErrors([{ label: 'demo answered', html: await page.content() }]);
    expect(errors, errors.join('\n')).toEqual([]);

    await page.getByLabel('Your message').fill('Do you teach chemistry on Sundays?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(log(page)).toContainText(TYPING);
    await expect(log(page).getByText(TYPING)).toBeInViewport();
    const [kept] = await queryRows(
      'select visitor_messages from demo_conversations where id = $1',
      [String(conversation)],
    );
    expect(kept).toEqual({ visitor_messages: 2 });

    const long = 'Can I book '.repeat(50);
    await page.getByLabel('Your message').fill(long);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(demo(page).getByRole('alert')).toHaveText(
      'Keep your message to 500 characters or fewer.',
    );
    await expect(demo(page).getByRole('alert')).toBeInViewport();
    // What was typed is kept.
    await expect(page.getByLabel('Your message')).toHaveValue(long);
  });

  /** The conversation a page answering a demo's post carries, for its next question. */
  const conversationOf = async (page: Page) => {
    const conversation = await page
      .locator('#demo input[name="conversation"]')
      .first()
      .getAttribute('value');
    expect(conversation).toMatch(/^[A-Za-z0-9_-]{22}$/);
    return String(conversation);
  };
  const demoOfOrder = async (email: string) =>
    queryRows('select demo_conversation_id, landing_path from bot_orders where email = $1', [
      email,
    ]);

  test('an order placed after a demo names it: Get leads to the order page with the conversation, kept through a mistake', async ({
    page,
  }) => {
    await page.goto('/bots/finance');
    await page.getByRole('button', { name: finance.suggested[0].question }).click();
    await expect(log(page)).toContainText(finance.suggested[0].answer);
    const conversation = await conversationOf(page);
    await page.getByRole('link', { name: 'Get FinBot' }).click();
    await expect(page).toHaveURL(`/bots/finance/order?demo=${conversation}`);

    const email = uniqueEmail('demo-order-nojs');
    const form = page.locator('#order-form');
    await fillOrder(form, email);
    await form.getByLabel('Phone number').fill('12');
    await form.getByRole('button', { name: 'Place Order' }).click();
    // Answered at the form's own address, which no longer names the demo.
    await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(new URL(page.url()).search).toBe('');
    await form.getByLabel('Phone number').fill('03001234567');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByRole('status')).toContainText('Order Placed!');
    // The demo is not taken for a campaign.
    expect(await demoOfOrder(email)).toEqual([
      { demo_conversation_id: conversation, landing_path: '/bots/finance/order' },
    ]);
  });

  test('the conversation stays on the page as it goes on, and Start over begins a new one, at its end too', async ({
    page,
  }) => {
    await page.goto('/travel');
    const [first, second] = travel.suggested;
    await page.getByRole('button', { name: first.question }).click();
    await expect(log(page)).toContainText(first.answer);
    const conversation = await conversationOf(page);
    await page.getByRole('button', { name: second.question }).click();
    // Both exchanges, the page opened on the latest.
    await expect(log(page)).toContainText(first.answer);
    await expect(log(page)).toContainText(second.answer);
    await expect(log(page).getByText(second.answer)).toBeInViewport();
    // A refused message keeps the conversation on the page too.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(demo(page).getByRole('alert')).toBeVisible();
    await expect(log(page)).toContainText(second.answer);
    expect(await conversationOf(page)).toBe(conversation);

    // Start over loads the demo afresh: the recorded sample alone, a new conversation.
    await demo(page).getByRole('link', { name: 'Start over' }).click();
    await expect(page).toHaveURL(/\/travel\?start-over#demo$/);
    await expect(log(page)).not.toContainText(second.answer);
    await expect(demo(page).locator('input[name="conversation"]')).toHaveCount(0);
    await page.getByRole('button', { name: first.question }).click();
    await expect(log(page)).toContainText(first.answer);
    const again = await conversationOf(page);
    expect(again).not.toBe(conversation);

    // At its end, Start over is beside Get, and begins again too.
    for (let turn = 2; turn <= 8; turn += 1) {
      await page.getByRole('button', { name: second.question }).click();
      await expect(page.locator('#demo-latest')).toBeAttached();
    }
    await expect(log(page)).toContainText(
      "That's the end of this demo. Start over, or get Travel & Hospitality Bot for your business.",
    );
    await expect(page.getByRole('button', { name: second.question })).toBeDisabled();
    const end = demo(page).getByRole('link', { name: 'Start over' }).last();
    await expect(end).toBeInViewport();
    await end.click();
    await expect(page.getByRole('button', { name: second.question })).toBeEnabled();
    await expect(page.getByLabel('Your message')).toBeEnabled();
    await page.getByRole('button', { name: second.question }).click();
    await expect(log(page)).toContainText(second.answer);
    expect(await conversationOf(page)).not.toBe(again);
  });

  test("an industry page's Get leads to its order card with the conversation, and the order names it", async ({
    page,
  }) => {
    await page.goto('/travel');
    await page.getByRole('button', { name: travel.suggested[3].question }).click();
    await expect(log(page)).toContainText(travel.suggested[3].answer);
    const conversation = await conversationOf(page);
    await page.getByRole('link', { name: 'Get Travel & Hospitality Bot' }).click();
    await expect(page).toHaveURL(`/travel?demo=${conversation}#order`);
    const card = page.getByRole('region', { name: 'Fill Order Details' });
    await expect(card).toBeInViewport();
    const email = uniqueEmail('demo-industry-nojs');
    await fillOrder(card, email);
    await card.getByRole('button', { name: 'Place Order' }).click();
    await expect(card.getByRole('status')).toContainText('Order Placed!');
    expect(await demoOfOrder(email)).toEqual([
      { demo_conversation_id: conversation, landing_path: '/travel' },
    ]);
  });

  test("an order page's address naming a demo there never was links none", async ({ page }) => {
    // Another visitor's is refused alike (the suite's clients are all one: demo-suite.ts).
    const email = uniqueEmail('demo-order-forged');
    await page.goto(`/bots/finance/order?demo=${'A'.repeat(22)}`);
    const form = page.locator('#order-form');
    await fillOrder(form, email);
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByRole('status')).toContainText('Order Placed!');
    expect(await demoOfOrder(email)).toEqual([
      { demo_conversation_id: null, landing_path: '/bots/finance/order' },
    ]);
  });

  test('a bot page carries its caution line, and its Get button is a link to the order page', async ({
    page,
  }) => {
    await page.goto('/bots/healthcare');
    await expect(demo(page)).toContainText(demoOf('healthcare').caution ?? '?');
    await page.getByRole('link', { name: 'Get HealthCareGuide' }).click();
    await expect(page).toHaveURL(/\/bots\/healthcare\/order$/);
  });
});
