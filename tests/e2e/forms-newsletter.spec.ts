import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { closeE2eDb, rowsWhere, uniqueEmail } from '../helpers/e2e-db';
import { expectHydrated, routeActions, holdActions } from '../helpers/forms';

test.afterAll(closeE2eDb);

async function openForm(page: Page, { hydrated = true } = {}): Promise<Locator> {
  await page.goto('/about');
  const form = page.locator('#newsletter-form');
  if (hydrated) await expectHydrated(form.getByRole('button', { name: 'Subscribe' }));
  return form;
}

async function subscribe(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
}

test('an invalid address opens Invalid Email and sends nothing; a failed call opens Error', async ({
  page,
}) => {
  const form = await openForm(page);
  let posts = 0;
  await routeActions(page, (route) => {
    posts += 1;
    return route.abort('internetdisconnected');
  });

  for (const address of ['', 'name@', 'two words@example.com']) {
    await subscribe(form, address);
    const invalid = page.getByRole('dialog', { name: 'Invalid Email' });
    await expect(invalid).toHaveAccessibleDescription('Please enter a valid email address.');
    await page.keyboard.press('Escape');
    await expect(invalid).toBeHidden();
    await expect(form.getByLabel('Email address')).toBeFocused();
  }
  expect(posts).toBe(0);

  await subscribe(form, 'reader@example.com');
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toHaveAccessibleDescription('Something went wrong. Please try again.');
  await expectNoAxeViolations(page);
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByLabel('Email address')).toHaveValue('reader@example.com');
});

test.describe('subscriptions stored in PostgreSQL', () => {
  test('Subscribed! clears the input; the same address again is Already Subscribed', async ({
    page,
  }) => {
    const email = uniqueEmail('newsletter');
    const form = await openForm(page);
    const release = await holdActions(page);
    await form.getByLabel('Email address').fill(`  ${email}  `);
    await form.getByRole('button', { name: 'Subscribe' }).dblclick();
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();

    const subscribed = page.getByRole('dialog', { name: 'Subscribed!' });
    await expect(subscribed).toHaveAccessibleDescription('You have successfully subscribed');
    await expectNoAxeViolations(page);
    await subscribed.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByLabel('Email address')).toHaveValue('');
    expect(await rowsWhere('newsletter_subscriptions', 'email', email)).toMatchObject([
      { email, source: 'footer', spam_reason: null },
    ]);

    // Unique regardless of case (docs/rules.md#newsletter-form).
    await subscribe(form, email.toUpperCase());
    const already = page.getByRole('dialog', { name: 'Already Subscribed' });
    await expect(already).toHaveAccessibleDescription("You're already subscribed 👍");
    await expectNoAxeViolations(page);
    // The 👍 is drawn in colour, not as an empty box, where the device has no emoji font (as here).
    const colouredPixels = await already.getByText(/already subscribed/).evaluate(async (text) => {
      const { fontFamily } = getComputedStyle(text);
      // The dialog's own text has asked for the fonts it needs; wait until they have arrived.
      await document.fonts.ready;
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `48px ${fontFamily}`;
      context.fillText('👍', 0, 48);
      const { data } = context.getImageData(0, 0, 64, 64);
      let coloured = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! > 0 && data[i]! - data[i + 2]! > 80) coloured += 1;
      }
      return coloured;
    });
    expect(colouredPixels).toBeGreaterThan(200);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts natively and says how it went on the returned page', async ({ page }) => {
    const form = await openForm(page, { hydrated: false });
    await subscribe(form, 'reader@');
    await expect(form.getByRole('status')).toContainText('Invalid Email');
    await expect(form.getByRole('status')).toContainText('Please enter a valid email address.');
    await expect(form.getByLabel('Email address')).toHaveValue('reader@');
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

    const email = uniqueEmail('newsletter-nojs');
    await subscribe(form, email);
    await expect(form.getByRole('status')).toContainText('Subscribed!');
    await expect(form.getByLabel('Email address')).toHaveValue('');
    expect(await rowsWhere('newsletter_subscriptions', 'email', email)).toHaveLength(1);
    await subscribe(form, email);
    await expect(form.getByRole('status')).toContainText("You're already subscribed 👍");
    // As with JavaScript, only a new subscription empties the field.
    await expect(form.getByLabel('Email address')).toHaveValue(email);
  });
});
