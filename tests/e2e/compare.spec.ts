import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';

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
  await expect(table.getByRole('row', { name: /^Premium/ })).toContainText('$120/month');
  await expect(table.getByRole('row', { name: /^Platforms/ })).toContainText('Telegram');
  await expect(table.getByRole('link', { name: 'Choose Restaurant Agent' })).toHaveAttribute(
    'href',
    '/bots/restaurant',
  );
  await expect(table.getByRole('link', { name: 'Choose FinBot' })).toHaveAttribute(
    'href',
    '/bots/finance',
  );
  await expectNoAxeViolations(page);
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
