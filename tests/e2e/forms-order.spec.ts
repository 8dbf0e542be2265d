import { expect, test, type Locator, type Page } from '@playwright/test';
import { BOT_PLATFORMS, platformLabel } from '../../content/form-options';
import { expectNoAxeViolations } from '../helpers/axe';
import { closeE2eDb, rowsWhere, uniqueEmail } from '../helpers/e2e-db';
import { expectHydrated, routeActions, submissionId, holdActions } from '../helpers/forms';

// The seven default platforms every bot's page lists and its dialog offers, in their order.
const BOT_PLATFORM_LABELS = BOT_PLATFORMS.map((code) => platformLabel(code));

test.afterAll(closeE2eDb);

async function platformChoices(scope: Locator | Page): Promise<string[]> {
  const options = await scope.getByLabel('Platform').locator('option').allTextContents();
  return options.slice(1);
}

async function openOrderDialog(page: Page, button: string | RegExp): Promise<Locator> {
  const trigger = page.getByRole('button', { name: button }).first();
  await expectHydrated(trigger);
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillContact(scope: Locator | Page, email: string): Promise<void> {
  await scope.getByLabel('Full name').fill('Ayesha Khan');
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Phone number').fill('+923001234567');
}

test('a plan button preselects its plan read-only, Get Bot leaves it open, Other needs Premium', async ({
  page,
}) => {
  await page.goto('/bots/restaurant');
  const premium = page.getByRole('button', { name: 'Choose Premium' });
  await expect(premium).toHaveAttribute('href', '/bots/restaurant/order/premium');

  let dialog = await openOrderDialog(page, 'Choose Premium');
  await expect(dialog.getByText('Restaurant Agent · Premium plan')).toBeVisible();
  await expect(dialog.getByLabel('Plan')).toHaveValue('Premium — $120/month');
  await expect(dialog.getByLabel('Plan')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Plan')).toHaveAccessibleDescription(
    'Up to 5 updates · AI model API key provided by us · Up to 1,000 bot responses per day · Unlimited integrations · Customer feedback and review collection',
  );
  await expect(dialog.getByLabel('Bot category')).toHaveValue('Restaurant');
  await expect(dialog.getByLabel('Bot category')).toHaveAttribute('readonly', '');
  expect(await platformChoices(dialog)).toEqual([...BOT_PLATFORM_LABELS, 'Other']);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(premium).toBeFocused();

  dialog = await openOrderDialog(page, 'Choose Basic');
  await expect(dialog.getByLabel('Plan')).toHaveValue('Basic — $40/month');
  expect(await platformChoices(dialog)).toEqual(BOT_PLATFORM_LABELS);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  dialog = await openOrderDialog(page, 'Get Bot');
  const plan = dialog.getByLabel('Plan');
  await expect(plan).toHaveValue('');
  expect(await plan.locator('option').allTextContents()).toEqual([
    'Select a plan',
    'Basic — $40/month',
    'Standard — $80/month',
    'Premium — $120/month',
  ]);
  // Nothing is described until a plan is chosen; then what it includes is, beside the select.
  await expect(plan).toHaveAccessibleDescription('');
  await plan.selectOption('standard');
  await expect(plan).toHaveAccessibleDescription(
    'Up to 5 updates · AI model API key provided by us · Up to 500 bot responses per day · Multi-channel: WhatsApp, website, Instagram and Messenger',
  );
  await expect(dialog.getByText('Up to 500 bot responses per day', { exact: false })).toBeVisible();
  expect(await platformChoices(dialog)).toEqual(BOT_PLATFORM_LABELS);
  await plan.selectOption('premium');
  expect(await platformChoices(dialog)).toEqual([...BOT_PLATFORM_LABELS, 'Other']);
  await dialog.getByLabel('Platform').selectOption('other');
  // Leaving Premium takes 'Other' away, and with it the choice.
  await plan.selectOption('standard');
  await expect(dialog.getByLabel('Platform')).toHaveValue('');
  expect(await platformChoices(dialog)).toEqual(BOT_PLATFORM_LABELS);
});

test('while the dialog is open the page behind it takes no click: a click there only closes it', async ({
  page,
}) => {
  await page.goto('/bots/finance');
  const dialog = await openOrderDialog(page, 'Get Bot');
  // The site's name in the header, a link home, beside the dialog and under its overlay: the
  // click closes the dialog and does not follow the link.
  const home = await page.locator('header a[href="/"]').first().boundingBox();
  expect(home).not.toBeNull();
  await page.mouse.click(home!.x + home!.width / 2, home!.y + home!.height / 2);
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/bots\/finance$/);
});

test('every order message shows under its field, focus goes to the first, typing is kept', async ({
  page,
}) => {
  await page.goto('/bots/leadgen');
  const dialog = await openOrderDialog(page, 'Get Bot');
  await dialog.getByLabel('Requirements').fill('Qualify leads from Instagram');
  await dialog.getByRole('button', { name: 'Place Order' }).click();

  const name = dialog.getByLabel('Full name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Full name is required');
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
  await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription(
    'Invalid phone number (e.g., 0300 1234567 or +92 300 1234567)',
  );
  await expect(dialog.getByLabel('Plan')).toHaveAccessibleDescription('Please select a plan');
  await expect(dialog.getByLabel('Platform')).toHaveAccessibleDescription(
    'Please select a platform',
  );
  await expect(dialog.getByText('Full name is required')).toHaveClass(/text-danger/);
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Email').fill('ayesha@');
  await dialog.getByLabel('Phone number').fill('12345');
  await name.fill('Ayesha Khan');
  await expect(dialog.getByText('Full name is required')).toBeHidden();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog.getByText(/Invalid phone number/)).toBeVisible();
  await expect(dialog.getByLabel('Requirements')).toHaveValue('Qualify leads from Instagram');

  // Closing the dialog by mistake keeps what was typed.
  await page.keyboard.press('Escape');
  await openOrderDialog(page, 'Get Bot');
  await expect(dialog.getByLabel('Full name')).toHaveValue('Ayesha Khan');
});

test('opened before its code arrived, the dialog keeps its form in place: a field typed in keeps its focus', async ({
  page,
}) => {
  // What the page fetches after it has loaded (the dialog's code among them) waits for the click,
  // as on a slow connection: the dialog opens when its code arrives, and the build ahead that the
  // page began at idle lands just after. Its form moved out and back then, for a moment off the
  // page: a field being typed in lost its focus to the dialog, and the next letters with it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let loaded = false;
  page.once('load', () => (loaded = true));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (loaded) await held;
    await route.fallback();
  });
  await page.goto('/bots/leadgen');
  const trigger = page.getByRole('button', { name: 'Get Bot' }).first();
  await expectHydrated(trigger);
  await trigger.click();
  await page.evaluate(() => {
    const seen = window as unknown as { formLeftPage: number };
    seen.formLeftPage = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.querySelector('#order-form')) seen.formLeftPage += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  release();

  const dialog = page.getByRole('dialog', { name: 'Fill Order Details' });
  const name = dialog.getByLabel('Full name');
  await name.pressSequentially('Iqra Baig', { delay: 30 });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Iqra Baig');
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as unknown as { formLeftPage: number }).formLeftPage),
  ).toBe(0);
});

test.describe('orders stored in PostgreSQL', () => {
  test('a double click places one order; success closes both dialogs and clears the form', async ({
    page,
  }) => {
    const email = uniqueEmail('order-bot');
    await page.clock.install();
    await page.goto('/bots/restaurant');
    const dialog = await openOrderDialog(page, 'Choose Premium');
    await fillContact(dialog, email);
    await dialog.getByLabel('Platform').selectOption('other');
    await dialog.getByLabel('Requirements').fill('Take WhatsApp orders');
    const firstId = await submissionId(dialog);
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    // At a person's speed: a form sent faster is kept as suspected spam, under an id of its own.
    await page.clock.fastForward(10_000);
    const release = await holdActions(page);

    await dialog.getByRole('button', { name: 'Place Order' }).dblclick();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    const placed = page.getByRole('dialog', { name: 'Order Placed!' });
    await expect(placed).toBeVisible();
    await expect(placed).toHaveAccessibleDescription('Your order has been submitted successfully.');
    // Success closes the order's dialog: the emptied form is not left showing around it.
    await expect(dialog).toBeHidden();
    await expectNoAxeViolations(page);
    await expect(placed).toBeHidden({ timeout: 4_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Choose Premium' })).toBeFocused();

    const rows = await rowsWhere('bot_orders', 'email', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      bot_slug: 'restaurant',
      bot_category: 'Restaurant',
      user_name: 'Ayesha Khan',
      phone_number: '+923001234567',
      plan: 'premium',
      platform: 'other',
      requirements: 'Take WhatsApp orders',
      additional_info: null,
      status: 'pending',
      submission_id: firstId,
      spam_reason: null,
    });

    const reopened = await openOrderDialog(page, 'Choose Premium');
    await expect(reopened.getByLabel('Full name')).toHaveValue('');
    expect(await submissionId(reopened)).not.toBe(firstId);
  });

  test('closing the dialog loses nothing: reopened and sent at once it is a clean order', async ({
    page,
  }) => {
    const email = uniqueEmail('order-reopen');
    await page.clock.install();
    await page.goto('/bots/finance');
    const dialog = await openOrderDialog(page, 'Choose Standard');
    await fillContact(dialog, email);
    await dialog.getByLabel('Platform').selectOption('whatsapp');
    const id = await submissionId(dialog);
    // Filled at a person's pace, then closed and reopened: the time it was open still counts.
    await page.clock.fastForward(10_000);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const reopened = await openOrderDialog(page, 'Choose Standard');
    await expect(reopened.getByLabel('Email')).toHaveValue(email);
    expect(await submissionId(reopened)).toBe(id);
    await reopened.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order Placed!' })).toBeVisible();
    expect(await rowsWhere('bot_orders', 'email', email)).toMatchObject([
      { submission_id: id, plan: 'standard', spam_reason: null },
    ]);
  });

  test('closed at once after typing, reopened it still holds what was typed', async ({ page }) => {
    const email = uniqueEmail('order-reopen-early');
    await page.goto('/bots/finance');
    const dialog = await openOrderDialog(page, 'Choose Standard');
    // Any script still on its way is held back while the visitor types and closes: the draft
    // is read from the fields themselves.
    let release = () => {};
    const closed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await closed;
      await route.continue();
    });
    await fillContact(dialog, email);
    await dialog.getByLabel('Platform').selectOption('whatsapp');
    const id = await submissionId(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    release();
    const reopened = await openOrderDialog(page, 'Choose Standard');
    await expect(reopened.getByLabel('Full name')).toHaveValue('Ayesha Khan');
    await expect(reopened.getByLabel('Email')).toHaveValue(email);
    await expect(reopened.getByLabel('Platform')).toHaveValue('whatsapp');
    expect(await submissionId(reopened)).toBe(id);
  });

  test('closed while the order is sent, its reference is still shown by the button', async ({
    page,
  }) => {
    const email = uniqueEmail('order-closed');
    await page.clock.install();
    await page.goto('/bots/finance');
    const dialog = await openOrderDialog(page, 'Choose Basic');
    await fillContact(dialog, email);
    await dialog.getByLabel('Platform').selectOption('telegram');
    await page.clock.fastForward(10_000);
    // The answer is held back until the dialog has been closed.
    const release = await holdActions(page);
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    release();

    await expect.poll(async () => (await rowsWhere('bot_orders', 'email', email)).length).toBe(1);
    const [row] = await rowsWhere('bot_orders', 'email', email);
    expect(row).toMatchObject({ plan: 'basic', spam_reason: null });
    await expect(page.getByText(`Your reference: ${String(row?.reference)}`)).toBeVisible();
    // The order is placed: the dialog opens empty, for another one.
    const reopened = await openOrderDialog(page, 'Choose Basic');
    await expect(reopened.getByLabel('Email')).toHaveValue('');
  });

  test('an industry order stores the page title slug and the category card name', async ({
    page,
  }) => {
    const email = uniqueEmail('order-travel');
    await page.goto('/travel');
    const card = page.getByRole('region', { name: 'Fill Order Details' });
    await expect(card.getByLabel('Bot category')).toHaveValue('Travel & Hospitality Bot');
    await expectHydrated(card.getByLabel('Plan'));
    const travelPlatforms = [
      'Messenger',
      'WhatsApp',
      'Instagram',
      'Discord',
      'Telegram',
      'Twitter (X)',
      'LinkedIn',
    ];
    expect(await platformChoices(card)).toEqual(travelPlatforms);
    await card.getByLabel('Plan').selectOption('premium');
    expect(await platformChoices(card)).toEqual([...travelPlatforms, 'Other']);
    await fillContact(card, email);
    await card.getByLabel('Platform').selectOption('messenger');
    await card.getByLabel('Additional information').fill('Bookings in Urdu too');
    await card.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByRole('dialog', { name: 'Order Placed!' })).toBeVisible();
    await expect(card.getByLabel('Full name')).toHaveValue('');
    // The form is as new: no plan, so nothing it includes and no 'Other'.
    await expect(card.getByLabel('Plan')).toHaveValue('');
    await expect(card.getByLabel('Plan')).toHaveAccessibleDescription('');
    expect(await platformChoices(card)).toEqual(travelPlatforms);
    const rows = await rowsWhere('bot_orders', 'email', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      bot_slug: 'travel-&-hospitality-bot',
      bot_category: 'Travel & Hospitality Bot',
      plan: 'premium',
      platform: 'messenger',
      additional_info: 'Bookings in Urdu too',
      requirements: null,
    });
  });
});

test('a click on Place Order sends the form, though the field it leaves shows its message first', async ({
  page,
}) => {
  // Tall enough for the whole dialog: in a dialog that scrolls, the browser's scroll anchoring
  // keeps the button in place.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/bots/contentgen');
  const dialog = await openOrderDialog(page, 'Get Bot');
  await dialog.getByLabel('Plan').selectOption('premium');
  await dialog.getByLabel('Full name').fill('   ');
  // The name's message, shown as it loses focus, pushes the button down: a click at its top
  // must still be one on it.
  const button = dialog.getByRole('button', { name: 'Place Order' });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  // As a hand clicks: the button held a moment before it is let go.
  await page.mouse.move(box!.x + box!.width / 2, box!.y + 4);
  await page.mouse.down();
  await page.waitForTimeout(200);
  await page.mouse.up();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog.getByText('Please select a platform')).toBeVisible();
});

test('after Order Placed! the emptied form shows no message, whichever field was filled last', async ({
  page,
}) => {
  await page.goto('/restaurant');
  const card = page.getByRole('region', { name: 'Fill Order Details' });
  await expectHydrated(card.getByLabel('Plan'));
  await card.getByLabel('Plan').selectOption('basic');
  await card.getByLabel('Platform').selectOption('whatsapp');
  // The phone last, and Place Order pressed from it, then with Enter from it.
  await fillContact(card, uniqueEmail('order-last-field'));
  await card.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed!' });
  await expect(placed).toBeVisible();
  await expect(placed).toBeHidden({ timeout: 4_000 });
  await expect(card.getByLabel('Phone number')).toHaveValue('');
  await expect(card.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(card.getByText(/Invalid phone number/)).toHaveCount(0);

  await card.getByLabel('Plan').selectOption('basic');
  await card.getByLabel('Platform').selectOption('whatsapp');
  await fillContact(card, uniqueEmail('order-last-field-enter'));
  await card.getByLabel('Phone number').press('Enter');
  await expect(placed).toBeVisible();
  await expect(placed).toBeHidden({ timeout: 4_000 });
  await expect(card.locator('[aria-invalid="true"]')).toHaveCount(0);
});

test('a plan and a platform chosen before the form’s code arrives are what it goes on with', async ({
  page,
}) => {
  await page.goto('/restaurant');
  const card = page.getByRole('region', { name: 'Fill Order Details' });
  // Before its code, the list cannot follow the plan: 'Other' is there, hidden with no plan yet
  // (its style follows the plan), shown once Premium is chosen.
  const offered = await platformChoices(card);
  expect(offered.at(-1)).toBe('Other');
  const other = card.getByLabel('Platform').locator('option[value="other"]');
  expect(await other.evaluate((option) => getComputedStyle(option).display)).toBe('none');
  const withoutOther = offered.slice(0, -1);
  await card.getByLabel('Plan').selectOption('premium');
  await card.getByLabel('Platform').selectOption('other');
  await expectHydrated(card.getByLabel('Plan'));
  // Once it has arrived: Premium still chosen, so 'Other' is offered, and still chosen.
  await expect(card.getByLabel('Plan')).toHaveValue('premium');
  expect(await platformChoices(card)).toEqual(offered);
  await expect(card.getByLabel('Platform')).toHaveValue('other');
  // And the list follows the plan from then on.
  await card.getByLabel('Plan').selectOption('standard');
  expect(await platformChoices(card)).toEqual(withoutOther);
  await expect(card.getByLabel('Platform')).toHaveValue('');
  await card.getByLabel('Plan').selectOption('premium');
  expect(await platformChoices(card)).toEqual(offered);
});

test('a failed call shows Error, keeps every field and the submission id; an old page asks for a reload', async ({
  page,
}) => {
  await page.goto('/restaurant');
  const card = page.getByRole('region', { name: 'Fill Order Details' });
  await expectHydrated(card.getByLabel('Plan'));
  await expect.poll(() => submissionId(card)).not.toBe('');
  const id = await submissionId(card);
  await fillContact(card, 'ayesha@example.com');
  await card.getByLabel('Plan').selectOption('basic');
  await card.getByLabel('Platform').selectOption('whatsapp');
  await routeActions(page, (route) => route.abort('internetdisconnected'));

  await card.getByRole('button', { name: 'Place Order' }).click();
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toHaveAccessibleDescription('Unexpected error occurred. Try again later.');
  await expectNoAxeViolations(page);
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(error).toBeHidden();
  await expect(card.getByRole('button', { name: 'Place Order' })).toBeFocused();
  await expect(card.getByLabel('Full name')).toHaveValue('Ayesha Khan');
  await expect(card.getByLabel('Platform')).toHaveValue('whatsapp');
  expect(await submissionId(card)).toBe(id);

  await page.unrouteAll();
  await routeActions(page, (route) =>
    route.fulfill({ status: 404, headers: { 'x-nextjs-action-not-found': '1' }, body: '' }),
  );
  await card.getByRole('button', { name: 'Place Order' }).click();
  await expect(error).toBeVisible();
  await expect(error.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card.getByLabel('Email')).toHaveValue('ayesha@example.com');
});
