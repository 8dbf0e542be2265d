import { expect, test, type Locator, type Page } from '@playwright/test';
import { bots } from '@/content/bots';
import { BOT_PLATFORMS, platformLabel } from '@/content/form-options';
import { getIndustry } from '@/content/industries';
import { plans } from '@/content/plans';
import { expectNoAxeViolations } from '../helpers/axe';
import { expectHydrated } from '../helpers/forms';

const search = (page: Page) => page.getByRole('combobox', { name: /Search bots/ });
const options = (page: Page) =>
  page.getByRole('listbox', { name: /Search bots/ }).getByRole('option');

/** The visible names of the search results for a query. */
async function searchFor(page: Page, query: string): Promise<string[]> {
  await search(page).fill(query);
  await expect(options(page).first()).toBeVisible();
  return options(page).locator('span.text-slate-900').allTextContents();
}

test('search finds a bot by the word a buyer types: name, category, industry or need', async ({
  page,
}) => {
  await page.goto('/');
  await expectHydrated(search(page));
  expect(await searchFor(page, 'restaurant')).toEqual([
    'Restaurant Agent',
    'Restaurant & Food Bot',
  ]);
  expect(await searchFor(page, 'real estate')).toEqual(['Real Estate Bot', 'PropertyAssist']);
  expect(await searchFor(page, 'FinBot')).toEqual(['FinBot']);
  // One result per page: the search entry 'Finance & Accounting Bot' and FinBot are one bot.
  expect(await searchFor(page, 'FINANCE')).toEqual([
    'Finance & Accounting Bot',
    'Finance & Trading Bot',
  ]);
  // Industries and needs a buyer names, and one slip of the finger.
  expect(await searchFor(page, 'travel')).toEqual(['Travel & Hospitality Bot']);
  expect(await searchFor(page, 'hotel')).toEqual(['Travel & Hospitality Bot']);
  expect(await searchFor(page, 'hottel')).toEqual(['Travel & Hospitality Bot']);
  expect(await searchFor(page, 'crm')).toEqual(['Lead Generation Bot']);
  expect(await searchFor(page, 'lawyer')).toEqual(['FreelanceFlow', 'Freelancing & Services Bot']);
  // Each result says what it is.
  await search(page).fill('restaurant');
  await expect(options(page).nth(0)).toContainText('Bot · Restaurant');
  await expect(options(page).nth(1)).toContainText('Industry page · Restaurants & Food');

  await search(page).fill('hotel');
  await search(page).press('Enter');
  await expect(page).toHaveURL(/\/travel$/);
  await page.goBack();
  await expectHydrated(search(page));

  await search(page).fill('zzz');
  const notFound = page.getByText('Bot not found', { exact: true });
  await expect(notFound).toBeVisible();
  await search(page).fill('  ');
  await expect(notFound).toBeHidden();
  await expect(options(page)).toHaveCount(0);

  // Enter opens the first result: here the industry page, named for the words typed.
  await search(page).fill('real estate');
  await search(page).press('Enter');
  await expect(page).toHaveURL(/\/realestate$/);
});

test('every bot is two clicks from home: the header, the footer and the packages lead to all twelve', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Main' });
  await expect(header.getByRole('link', { name: 'Bots', exact: true })).toHaveAttribute(
    'href',
    '/bots',
  );
  await expect(header.getByRole('link', { name: 'Compare', exact: true })).toHaveAttribute(
    'href',
    '/compare',
  );
  await expect(
    page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name: 'All Bots' }),
  ).toHaveAttribute('href', '/bots');
  await expect(
    page.locator('#pricingpackage').getByRole('link', { name: /See all 12 bots/ }),
  ).toHaveAttribute('href', '/bots');

  await header.getByRole('link', { name: 'Bots', exact: true }).click();
  await expect(page).toHaveURL(/\/bots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All AI Bots' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  for (const bot of bots) {
    const card = cards.filter({ has: page.getByRole('heading', { name: bot.name, exact: true }) });
    await expect(card).toContainText(bot.category);
    await expect(card).toContainText('From $40/month');
    await expect(card.getByRole('link', { name: `View Details : ${bot.name}` })).toHaveAttribute(
      'href',
      `/bots/${bot.slug}`,
    );
    await expect(card.getByRole('button', { name: `Compare ${bot.name}` })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // The second click lands on the bot, and its compare toggle works from the catalogue.
  await cards.filter({ hasText: 'HRMate' }).getByRole('button', { name: 'Compare HRMate' }).click();
  await expect(page.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
  await page.getByRole('link', { name: 'View Details : AdMagnet' }).click();
  await expect(page).toHaveURL(/\/bots\/marketingads$/);
});

test('the compare page explains the Compare buttons a buyer can actually find', async ({
  page,
}) => {
  await page.goto('/compare');
  await expect(page.getByText(/press "Compare" on any bot below/)).toBeVisible();
  await expect(page.getByText(/package card/)).toHaveCount(0);
});

/** The choices of a select, without its empty first option. */
async function choices(select: Locator): Promise<string[]> {
  return (await select.locator('option').allTextContents()).slice(1);
}

test('the plan select shows each monthly price, and the chosen plan what it includes', async ({
  page,
}) => {
  await page.goto('/restaurant');
  const card = page.getByRole('region', { name: 'Fill Order Details' });
  const plan = card.getByLabel('Plan');
  await expectHydrated(plan);
  expect(await choices(plan)).toEqual(plans.map((p) => `${p.name} — ${p.price}/month`));
  for (const chosen of plans) {
    await plan.selectOption(chosen.code);
    await expect(plan).toHaveAccessibleDescription(chosen.inclusions.join(' · '));
    await expect(card.getByText(chosen.inclusions.join(' · '))).toBeVisible();
  }
});

for (const bot of bots) {
  test(`${bot.name}'s order offers exactly the platforms its page lists`, async ({ page }) => {
    await page.goto(`/bots/${bot.slug}`);
    const badges = page.getByRole('list', { name: 'Supported platforms' }).getByRole('listitem');
    const listed = await badges.allTextContents();
    expect(listed, bot.slug).toEqual(BOT_PLATFORMS.map((code) => platformLabel(code)));
    const opener = page.getByRole('button', { name: 'Choose Basic' });
    await expectHydrated(opener);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
    await expect(dialog).toBeVisible();
    expect(await choices(dialog.getByLabel('Platform')), bot.slug).toEqual(listed);
  });
}

test("the travel page names X 'Twitter (X)' on its badges and in its order form", async ({
  page,
}) => {
  const travel = getIndustry('travel')!;
  await page.goto('/travel');
  const badges = page.getByRole('list', { name: 'Supported platforms' }).getByRole('listitem');
  const expected = travel.platforms.map((code) => platformLabel(code, travel.platformLabels));
  expect(expected).toContain('Twitter (X)');
  await expect(badges).toHaveText(expected);
  const platform = page.getByRole('region', { name: 'Fill Order Details' }).getByLabel('Platform');
  await expectHydrated(platform);
  expect(await choices(platform)).toEqual(expected);
});

/** Whether each control of a form shows its placeholder or chosen text without clipping it. */
async function clippedTexts(form: Locator): Promise<string[]> {
  return form.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')!;
    const clipped: string[] = [];
    for (const control of element.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'input:not([type=hidden]):not([type=checkbox]), select',
    )) {
      const style = getComputedStyle(control);
      if (style.display === 'none' || control.offsetParent === null) continue;
      const text =
        control instanceof HTMLSelectElement
          ? (control.selectedOptions[0]?.text ?? '')
          : control.value || control.placeholder;
      context.font = style.font;
      const room =
        control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(text).width > room) clipped.push(`${control.id}: ${text}`);
    }
    return clipped;
  });
}

for (const width of [1280, 1024, 768, 390]) {
  test(`the industry order card shows every placeholder and choice whole at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/restaurant');
    const form = page.getByRole('region', { name: 'Fill Order Details' }).locator('form');
    const plan = form.getByLabel('Plan');
    await expectHydrated(plan);
    await plan.selectOption('premium');
    await form.getByLabel('Platform').selectOption('instagram');
    expect(await clippedTexts(form)).toEqual([]);
    await plan.selectOption('');
    await form.getByLabel('Platform').selectOption('');
    expect(await clippedTexts(form)).toEqual([]);
  });
}

test.describe('with JavaScript, the order openers are buttons that open a dialog', () => {
  test('announced as buttons with a dialog popup; Enter and Space open it', async ({ page }) => {
    await page.goto('/bots/leadgen');
    const getBot = page.getByRole('button', { name: 'Get Bot' });
    await expectHydrated(getBot);
    await expect(getBot).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(page.getByRole('link', { name: 'Get Bot' })).toHaveCount(0);
    const standard = page.getByRole('button', { name: 'Choose Standard' });
    await expect(standard).toHaveAttribute('aria-haspopup', 'dialog');

    await standard.focus();
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(standard).toBeFocused();
    await getBot.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Plan')).toHaveValue('');
  });

  test("the dialog's code arrives while the page is idle, before any click", async ({ page }) => {
    const requested: string[] = [];
    const finished = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(request.url());
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') finished.add(request.url());
    });
    await page.goto('/bots/leadgen');
    // Hydrated (it is a button only then), with no pointer or focus near it: only the idle
    // prefetch can fetch the dialog's code. `networkidle` does not mean the browser has been
    // idle: wait for an idle callback queued after the page's own, then for every script it
    // asked for to have arrived.
    const opener = page.getByRole('button', { name: 'Get Bot' });
    await expect(opener).toBeVisible();
    await page.waitForLoadState('load');
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))),
    );
    await expect.poll(() => requested.every((url) => finished.has(url))).toBe(true);
    const beforeClick = requested.length;
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Fill Order Details' })).toBeVisible();
    expect(requested.slice(beforeClick)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the order openers are links to the order pages', async ({ page }) => {
    await page.goto('/bots/leadgen');
    await expect(page.getByRole('link', { name: 'Get Bot' })).toHaveAttribute(
      'href',
      '/bots/leadgen/order',
    );
    await expect(page.getByRole('link', { name: 'Choose Premium' })).toHaveAttribute(
      'href',
      '/bots/leadgen/order/premium',
    );
    await expect(page.locator('[aria-haspopup]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Choose Premium' }).click();
    await expect(page).toHaveURL(/\/bots\/leadgen\/order\/premium$/);
    await expect(page.getByLabel('Plan')).toHaveValue('Premium — $120/month');
  });

  test('the phone menu opens, leads somewhere, and closes on a link to a section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(menu).toBeVisible();
    // Opening it scrolls nothing: the menu hangs from the fixed header.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(menu).toBeHidden();
    // Nothing covers the section it jumped to: its first field takes a tap.
    await page.locator('#contact-form').getByLabel('First name').click();
    await expect(page.locator('#contact-form').getByLabel('First name')).toBeFocused();

    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('link', { name: 'Close menu', exact: true }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await menu.getByRole('link', { name: 'Bots', exact: true }).click();
    await expect(page).toHaveURL(/\/bots$/);
  });

  test('a posted form answers with a page that opens at its answer, without sliding there', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.locator('#contact-form');
    await form.getByLabel('First name').fill('Hina');
    await form.getByLabel('Email').fill('hina@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForLoadState('load');
    const first = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(400);
    const settled = await page.evaluate(() => window.scrollY);
    expect(first).toBeGreaterThan(1000);
    expect(settled).toBe(first);
    await expect(form.getByLabel('First name')).toBeInViewport();
  });

  test('search without JavaScript: /bots?q= lists what the server finds, or Bot not found', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: /Search bots/ }).fill('finbot');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/bots\?q=finbot$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “finbot”');
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results).toHaveCount(1);
    await expect(results.getByRole('link')).toHaveAttribute('href', '/bots/finance');
    await expect(results).toContainText('Bot · Finance & Accounting');

    // The results page searches again, with the same matcher as the search box.
    const again = page.getByRole('searchbox', { name: /Search bots/ });
    await expect(again).toHaveValue('finbot');
    await again.fill('hotel');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/bots\?q=hotel$/);
    await expect(results).toHaveCount(1);
    await expect(results.getByRole('link')).toHaveAttribute('href', '/travel');
    await expect(results).toContainText('Industry page · Travel & Hospitality');

    await again.fill('zzz');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Bot not found');
    await expect(results).toHaveCount(0);

    // Rewritten to the results page inside the server, not proxied to itself over HTTP.
    const answer = await page.request.get('/bots?q=hotel');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-middleware-rewrite']).toBe('/bots/search?q=hotel');

    // A blank query: the page of every bot, as prerendered.
    await page.goto('/bots?q=%20');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All AI Bots');
    await expect(page.getByRole('article')).toHaveCount(12);
  });
});
