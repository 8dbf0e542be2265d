import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { expectHydrated } from '../helpers/forms';

const comparison = (page: Page) => page.getByRole('table');

test('two bots toggled while browsing appear side by side on /compare', async ({ page }) => {
  await page.goto('/bots/restaurant');
  const restaurant = page.getByRole('button', { name: 'Compare Restaurant Agent' });
  await expect(restaurant).toHaveAttribute('aria-pressed', 'false');
  await restaurant.click();
  await expect(restaurant).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Compare (1)' })).toBeVisible();

  await page.goto('/bots/finance');
  await page.getByRole('button', { name: 'Compare FinBot' }).click();
  await page.getByRole('link', { name: 'Compare (2)' }).click();

  await expect(page).toHaveURL(/\/compare\?bots=restaurant,finance$/);
  const table = comparison(page);
  await expect(table.getByRole('columnheader')).toHaveText([/Restaurant Agent/, /FinBot/]);
  // The plans are the same for every bot: said once, above the table, not in three rows.
  await expect(
    page.getByText(
      'Every bot comes on the same three plans: Basic $40/month, Standard $80/month, Premium $120/month.',
    ),
  ).toBeVisible();
  await expect(table.getByRole('row', { name: /^Premium/ })).toHaveCount(0);
  await expect(table.getByText('$120/month')).toHaveCount(0);
  // Each bot's platforms, as its page lists them.
  for (const name of ['Restaurant Agent', 'FinBot']) {
    await expect(
      table.getByRole('list', { name: `Platforms ${name} runs on` }).getByRole('listitem'),
    ).toHaveText([
      'Facebook',
      'WhatsApp',
      'Instagram',
      'Discord',
      'Telegram',
      'X (Twitter)',
      'LinkedIn',
    ]);
  }
  await expect(table.getByRole('row', { name: /^Category/ })).toContainText('Finance & Accounting');
  await expect(table.getByRole('button', { name: 'Choose Restaurant Agent' })).toHaveAttribute(
    'href',
    '/bots/restaurant/order',
  );
  await expect(table.getByRole('button', { name: 'Choose Standard : FinBot' })).toHaveAttribute(
    'href',
    '/bots/finance/order/standard',
  );
  await expectNoAxeViolations(page);
});

test("the comparison's Choose opens the order for that bot and plan", async ({ page }) => {
  await page.goto('/compare?bots=restaurant,finance');
  await page.getByRole('button', { name: 'Choose Standard : FinBot' }).click();
  let dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
  await expect(dialog.getByText('FinBot · Standard plan')).toBeVisible();
  await expect(dialog.getByLabel('Plan')).toHaveValue('Standard — $80/month');
  await expect(dialog.getByLabel('Bot category')).toHaveValue('Finance & Accounting');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Choose Restaurant Agent' }).click();
  dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
  await expect(dialog.getByLabel('Bot category')).toHaveValue('Restaurant');
  await expect(dialog.getByLabel('Plan')).toHaveValue('');
});

test('a comparison address opens the same comparison in a fresh browser', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/compare?bots=healthcare,edumentor');
  await expect(comparison(page).getByRole('columnheader')).toHaveText([
    /HealthCareGuide/,
    /EduMentor/,
  ]);
  await context.close();
});

test('three bots side by side on a phone scroll inside the table, not the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/compare?bots=restaurant,finance,leadgen');
  await expect(comparison(page).getByRole('columnheader')).toHaveCount(3);
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBe(0);
});

test('on a phone, a bot added from the list brings the comparison into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The bot that makes the comparison appear, picked far down the list: the table comes in above.
  for (const [start, picks, url] of [
    ['/compare', ['FreelanceFlow', 'EduMentor'], /\?bots=freelance,edumentor$/],
    ['/compare?bots=restaurant', ['FreelanceFlow'], /\?bots=restaurant,freelance$/],
  ] as const) {
    await page.goto('/');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(start);
    for (const name of picks) {
      const pick = page.getByRole('button', { name: `Compare ${name}` });
      await expectHydrated(pick);
      await pick.click();
    }
    await expect(page).toHaveURL(url);
    await expect(comparison(page)).toBeInViewport();
  }
  // A third, too.
  await page.getByRole('button', { name: 'Compare FinBot' }).click();
  await expect(comparison(page).getByRole('columnheader')).toHaveCount(3);
  await expect(comparison(page)).toBeInViewport();
});

test('on a phone, a long bot name breaks inside its column, its Remove inside it too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/compare?bots=restaurant,ecommercebot,realstate');
  const headers = comparison(page).getByRole('columnheader');
  await expect(headers).toHaveCount(3);
  for (const header of await headers.all()) {
    const cell = (await header.boundingBox())!;
    const remove = (await header.getByRole('button', { name: /^Remove / }).boundingBox())!;
    expect(remove.x).toBeGreaterThanOrEqual(cell.x);
    expect(remove.x + remove.width).toBeLessThanOrEqual(cell.x + cell.width);
  }
});

test('on the All Bots page the limit is said once, above the cards it refuses', async ({
  page,
}) => {
  await page.goto('/bots');
  for (const name of ['Restaurant Agent', 'FinBot', 'SupportAI']) {
    const toggle = page.getByRole('button', { name: `Compare ${name}` });
    await expectHydrated(toggle);
    await toggle.click();
  }
  const limit = 'You can compare up to 3 bots. Remove one to add another.';
  await expect(page.getByText(limit)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Compare HRMate' })).toHaveAccessibleDescription(
    limit,
  );
  await expect(page.getByRole('link', { name: 'Compare (3)' })).toBeVisible();
});

test('a fourth bot is refused with an explanation; removing bots works', async ({ page }) => {
  await page.goto('/compare?bots=restaurant,finance,leadgen');
  await expect(comparison(page).getByRole('columnheader')).toHaveCount(3);

  const fourth = page.getByRole('button', { name: 'Compare HRMate' });
  await expect(fourth).toBeDisabled();
  await expect(fourth).toHaveAccessibleDescription(
    'You can compare up to 3 bots. Remove one to add another.',
  );
  await fourth.click({ force: true });
  await expect(page).toHaveURL(/bots=restaurant,finance,leadgen$/);

  // The limit also holds on a bot page, where the choice comes from this tab's storage.
  await page.goto('/bots/hrassistant');
  const onBotPage = page.getByRole('button', { name: 'Compare HRMate' });
  await expect(onBotPage).toBeDisabled();
  await expect(page.getByText('You can compare up to 3 bots.')).toBeVisible();
  await page.getByRole('link', { name: 'Compare (3)' }).click();

  await page.getByRole('button', { name: 'Remove FinBot from comparison' }).click();
  await expect(page).toHaveURL(/\/compare\?bots=restaurant,leadgen$/);
  await expect(comparison(page).getByRole('columnheader')).toHaveText([
    /Restaurant Agent/,
    /LeadGenie/,
  ]);

  await page.getByRole('button', { name: 'Remove LeadGenie from comparison' }).click();
  await expect(page).toHaveURL(/\/compare\?bots=restaurant$/);
  await expect(comparison(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pick bots to compare' })).toBeVisible();
  await page.getByRole('button', { name: 'Compare SupportAI' }).click();
  await expect(page).toHaveURL(/\/compare\?bots=restaurant,customersupport$/);
  await expect(comparison(page).getByRole('columnheader')).toHaveCount(2);
});

test('with fewer than two bots the page explains how to pick and lists all twelve', async ({
  page,
}) => {
  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'Pick bots to compare' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Compare / })).toHaveCount(12);
  await expectNoAxeViolations(page);
});

test('on the narrowest phone the compare bar and the scroll-to-top button never overlap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/bots');
  for (const name of ['Compare Restaurant Agent', 'Compare FinBot']) {
    const toggle = page.getByRole('button', { name });
    await expectHydrated(toggle);
    await toggle.click();
  }
  const bar = page.getByRole('region', { name: 'Compare bots' });
  await expect(bar.getByRole('link', { name: 'Compare (2)' })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  const toTop = page.getByRole('link', { name: 'Scroll to top' });
  await expect(toTop).toBeVisible();
  const a = (await bar.boundingBox())!;
  const b = (await toTop.boundingBox())!;
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `bar ${JSON.stringify(a)} and button ${JSON.stringify(b)}`).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared comparison is in the page as served, and its links add and take out bots', async ({
    page,
  }) => {
    const answer = await page.goto('/compare?bots=healthcare,edumentor');
    expect(answer?.status()).toBe(200);
    await expect(comparison(page).getByRole('columnheader')).toHaveText([
      /HealthCareGuide/,
      /EduMentor/,
    ]);
    // A third bot from the list below: a link to the comparison with it.
    await page.getByRole('link', { name: 'Compare FinBot' }).click();
    await expect(page).toHaveURL(/\/compare\?bots=healthcare,edumentor,finance$/);
    await expect(comparison(page).getByRole('columnheader')).toHaveCount(3);
    // Full: no fourth is offered; one taken out from its column.
    await expect(page.getByRole('link', { name: 'Compare Restaurant Agent' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Remove EduMentor from comparison' }).click();
    await expect(page).toHaveURL(/\/compare\?bots=healthcare,finance$/);
    await expect(comparison(page).getByRole('columnheader')).toHaveText([
      /HealthCareGuide/,
      /FinBot/,
    ]);
    // Down to one bot: the page explains how to pick, and offers every other bot.
    await page.getByRole('link', { name: 'Remove FinBot from comparison' }).click();
    await expect(page).toHaveURL(/\/compare\?bots=healthcare$/);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Compare HealthCareGuide/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare EduMentor' })).toBeVisible();
  });

  test("a bot page's Compare starts a comparison with that bot, and the list's with its own", async ({
    page,
  }) => {
    await page.goto('/bots/finance');
    await page.getByRole('link', { name: 'Compare FinBot' }).click();
    await expect(page).toHaveURL(/\/compare\?bots=finance$/);
    await page.getByRole('link', { name: 'Compare EduMentor' }).click();
    await expect(comparison(page).getByRole('columnheader')).toHaveText([/FinBot/, /EduMentor/]);

    await page.goto('/bots');
    await page.getByRole('link', { name: 'Compare Restaurant Agent' }).click();
    await expect(page).toHaveURL(/\/compare\?bots=restaurant$/);
  });
});
