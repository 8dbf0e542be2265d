import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { expectHydrated } from '../helpers/forms';
import { faqs } from '@/content/faq';

const search = (page: Page) => page.getByRole('combobox', { name: 'Search bots by name' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search bots by name' });

test('the home page shows every section, in order, with its key texts', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find the Perfect Bot for your Business',
  );
  await expect(search(page)).toHaveAttribute('placeholder', 'Find your business bot...');
  await expect(page.getByRole('link', { name: 'Categories', exact: true }).first()).toHaveAttribute(
    'href',
    '/categories',
  );
  await expect(page.getByRole('link', { name: 'Explore Bots' })).toHaveAttribute(
    'href',
    '#ourServices',
  );

  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((s) => s.id));
  expect(
    ids.filter((id) =>
      ['ourServices', 'pricingpackage', 'custombot', 'faq', 'contact'].includes(id),
    ),
  ).toEqual(['ourServices', 'pricingpackage', 'custombot', 'faq', 'contact']);

  const services = page.locator('#ourServices');
  for (const path of [
    '/restaurant',
    '/ecommerce',
    '/realestate',
    '/healthcare',
    '/education',
    '/freelancing',
    '/finance',
    '/travel',
  ]) {
    await expect(services.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  await expect(services.getByRole('link', { name: 'Request Your Custom Bot' })).toHaveAttribute(
    'href',
    '#custombot',
  );

  const custom = page.locator('#custombot');
  await expect(custom.getByRole('heading', { name: 'Customize Your Perfect Bot' })).toBeVisible();
  await expect(custom.getByText('Bot Customization Request')).toBeVisible();
  await expect(custom.getByText('Why Choose Custom Bot Development?')).toBeVisible();
  const steps = [
    ['Requirements Analysis', '24-48 hours'],
    ['Custom Bot Development', '1-2 weeks'],
    ['Testing & Deployment', '2-3 days'],
    ['Training & Support', 'Ongoing'],
  ];
  for (const [step, duration] of steps) {
    await expect(custom.getByRole('listitem').filter({ hasText: step! })).toContainText(duration!);
  }
  await expect(custom.getByLabel('Business name')).toBeVisible();

  const contact = page.locator('#contact');
  await expect(contact.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  await expect(contact.getByText('Send us a Message')).toBeVisible();
  const cards = contact.locator('a[target="_blank"]');
  const hrefs = await cards.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  for (const scheme of [/^mailto:/, /^tel:/, /wa\.me/, /maps/])
    expect(hrefs.some((href) => scheme.test(href))).toBe(true);
  for (const rel of await cards.evaluateAll((links) =>
    links.map((link) => link.getAttribute('rel') ?? ''),
  )) {
    expect(rel).toContain('noopener');
  }
  await expect(contact.getByLabel('First name')).toBeVisible();
  await expect(page.locator('footer').getByText('Stay Updated with AI Trends')).toBeVisible();
});

test('search: case-insensitive matches; Bot not found in red; keyboard and button open a bot', async ({
  page,
}) => {
  await page.goto('/');
  await expectHydrated(search(page));
  await search(page).fill('BOT');
  await expect(search(page)).toHaveAttribute('aria-expanded', 'true');
  const options = results(page).getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) expect(name.toLowerCase()).toContain('bot');
  expect(await results(page).evaluate((list) => getComputedStyle(list).overflowY)).toMatch(
    /auto|scroll/,
  );

  // Nothing is called that, nor does it: the spec's message, in red.
  await search(page).fill('xylophone');
  const notFound = page.getByText('Bot not found', { exact: true });
  await expect(notFound).toBeVisible();
  const color = await notFound.evaluate((element) => getComputedStyle(element).color);
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  expect(r).toBeGreaterThan(150);
  expect(g! + b!).toBeLessThan(150);

  await search(page).fill('   ');
  await expect(notFound).toBeHidden();
  await expect(results(page)).toBeHidden();

  await search(page).fill('hr');
  await search(page).press('ArrowDown');
  await expect(search(page)).toHaveAttribute('aria-activedescendant', /.+/);
  await search(page).press('Enter');
  await expect(page).toHaveURL(/\/bots\/hrassistant$/);

  await page.goto('/');
  await expectHydrated(search(page));
  await search(page).fill('finance');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/bots\/finance$/);
});

test('packages: 3 at first, View All Bots shows 6, View Less goes back and scrolls to the list', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.locator('#pricingpackage');
  const cards = section.locator('#bots > li');
  const toggle = section.getByRole('button', { name: 'View All Bots' });
  await expectHydrated(toggle);
  await expect(cards.filter({ visible: true })).toHaveCount(3);
  await toggle.click();
  await expect(cards.filter({ visible: true })).toHaveCount(6);
  const links = await section
    .getByRole('link', { name: /View Details/ })
    .evaluateAll((all) => all.map((link) => link.getAttribute('href')));
  expect(links).toEqual([
    '/bots/restaurant',
    '/bots/ecommercebot',
    '/bots/realstate',
    '/bots/healthcare',
    '/bots/edumentor',
    '/bots/freelance',
  ]);
  const first = cards.first();
  await expect(first.getByRole('listitem')).toHaveCount(4);
  await section.getByRole('button', { name: 'View Less' }).click();
  await expect(cards.filter({ visible: true })).toHaveCount(3);
  await expect(section.locator('#bots')).toBeInViewport();
});

test('FAQ: one answer open at a time, closable, usable from the keyboard', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('#faq');
  const triggers = faq.locator('button[aria-expanded]');
  await expect(triggers).toHaveCount(10);
  await expectHydrated(triggers.first());
  await triggers.nth(0).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await triggers.nth(1).click();
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await triggers.nth(1).click();
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await triggers.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'false');
  for (const title of [
    'Need More Help?',
    'Live Chat Support',
    'Phone Support',
    'Help Center',
    'Quick Resources',
  ]) {
    await expect(faq.getByText(title, { exact: true }).first()).toBeVisible();
  }
  await expect(faq.getByRole('link', { name: /Browse Articles/ })).toHaveAttribute('href', '#faq');
});

test('JSON-LD: Organization and a FAQPage with the ten questions', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .flatMap((item) =>
      Array.isArray(item['@graph']) ? (item['@graph'] as Record<string, unknown>[]) : [item],
    );
  expect(data.some((item) => item['@type'] === 'Organization')).toBe(true);
  const faqPage = data.find((item) => item['@type'] === 'FAQPage');
  expect((faqPage?.mainEntity as unknown[]).length).toBe(10);
});

test('axe: home at load, with the accordion open and the search showing results', async ({
  page,
}) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  const trigger = page.locator('#faq button[aria-expanded]').first();
  await expectHydrated(trigger);
  await trigger.click();
  await expectHydrated(search(page));
  await search(page).fill('bot');
  await expect(results(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await search(page).fill('zzz');
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('all six packages are reachable and the toggle is not offered', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#bots article:visible')).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'View All Bots' })).toBeHidden();
  });

  test('every FAQ answer can be read, and no question pretends to open', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    for (const { question, answer } of faqs) {
      const item = faq.locator('div', { has: page.getByRole('button', { name: question }) }).last();
      await expect(item.getByText(answer, { exact: true })).toBeVisible();
      await expect(item.locator('svg')).toBeHidden();
    }
  });
});
