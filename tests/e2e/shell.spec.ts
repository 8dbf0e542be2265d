import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { expectHydrated } from '../helpers/forms';

test('the fixed header links to each section, landing below the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const header = page.locator('header').first();
  await expect(header).toHaveCSS('position', 'fixed');
  await expect(header.getByRole('link', { name: 'Request an AI Agent' })).toHaveAttribute(
    'href',
    '/#custombot',
  );
  await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  const heading = page.locator('#faq h2').first();
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
      return (await heading.boundingBox())!.y - headerBottom;
    })
    .toBeGreaterThanOrEqual(0);
});

/** `path` on a phone, its menu's toggle once hydrated (a disclosure button), and the menu. */
async function phoneMenu(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(path);
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await expectHydrated(toggle);
  return { toggle, menu: page.getByRole('navigation', { name: 'Mobile' }) };
}

test('on a phone the menu toggle opens and closes the same links', async ({ page }) => {
  const { toggle, menu } = await phoneMenu(page, '/');
  // It says whether the menu is open and which it controls.
  await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // The call to action lives in the menu on small screens, not squeezed into the bar.
  await expect(page.getByRole('link', { name: 'Request an AI Agent' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const label of ['Home', 'Services', 'Packages', 'Custom Bot', 'FAQ', 'Contact']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await menu.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#contact')).toBeInViewport();
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await toggle.click();
  await expect(menu).toBeHidden();
});

test('a phone menu opened before the page is hydrated stays open once it is', async ({ page }) => {
  const { toggle, menu } = await phoneMenu(page, '/#mobile-menu');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(menu).toBeHidden();
});

test('the scroll-to-top link appears after 300 px and returns to the top', async ({ page }) => {
  await page.goto('/categories');
  const link = page.getByRole('link', { name: 'Scroll to top' });
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(link).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(link).toBeVisible();
  // Shown, it is in a landmark, as all of a page's content is (axe's region rule).
  await expectNoAxeViolations(page, { bestPractices: true });
  await link.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(link).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the scroll-to-top link still appears after 300 px and returns to the top', async ({
    page,
  }) => {
    await page.goto('/categories');
    const link = page.getByRole('link', { name: 'Scroll to top' });
    await expect(link).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(link).toBeVisible();
    await link.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('the footer has every column, plain-text Coming soon items and the current year', async ({
  page,
}) => {
  await page.goto('/about');
  const footer = page.locator('footer');
  const expected: Record<string, [string, string][]> = {
    Product: [
      ['#ourServices', ''],
      ['#pricingpackage', ''],
      ['#custombot', ''],
      ['#contact', ''],
    ],
    Company: [
      ['/about', ''],
      ['/OurTeam', ''],
    ],
    Support: [
      ['#faq', ''],
      ['wa.me', ''],
      ['tel:', ''],
    ],
    Legal: [
      ['/privacy-policy', ''],
      ['/terms-of-service', ''],
      ['/cookie-policy', ''],
      ['/data-security', ''],
    ],
  };
  for (const [column, links] of Object.entries(expected)) {
    const nav = footer.getByRole('navigation', { name: column });
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
    for (const [fragment] of links)
      expect(
        hrefs.some((href) => href.includes(fragment)),
        `${column} ${fragment}`,
      ).toBe(true);
  }
  const company = footer.getByRole('navigation', { name: 'Company' });
  for (const label of ['Blog', 'Integrations']) {
    await expect(company.getByRole('listitem').filter({ hasText: label })).toContainText(
      'Coming soon',
    );
    await expect(company.getByRole('link', { name: label })).toHaveCount(0);
  }
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(5);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText('Karachi');
});

test('404: status, message, a way home, and the missing path in the console', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Return to Home' }),
  ).toHaveAttribute('href', '/');
  await expect
    .poll(() => messages)
    .toContain('404 Error: User attempted to access non-existent route: /no-such-page');
  await expectNoAxeViolations(page);
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
