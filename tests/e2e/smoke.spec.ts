import { expect, test } from '@playwright/test';

test('the home page is served and names the site', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/BotBazaar/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown server action id is refused, not run', async ({ request }) => {
  const response = await request.post('/', {
    headers: { 'Next-Action': '0'.repeat(42) },
    multipart: { '0': '["$K1"]' },
  });
  expect(response.headers()['x-nextjs-action-not-found']).toBe('1');
});
