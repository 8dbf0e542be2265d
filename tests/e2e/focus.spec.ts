import { expect, test, type Page } from '@playwright/test';

/**
 * Keyboard use: every stop the Tab key reaches shows where focus is, as the site's rule draws it
 * (a 2 px outline, globals.css `.focus-ring`): on the element, or on the box that frames it (the
 * hero search's field sits in one). WCAG 2.4.7; a faint ring of primary-200 on white did not.
 */

/** How the focused element shows focus: the outline of it or of a frame up to two levels up. */
function focusShown(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    // Back at a stop already seen: focus has gone round.
    if (focused.hasAttribute('data-tab-seen')) return null;
    focused.setAttribute('data-tab-seen', '');
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(
        element.getAttribute('aria-label') ??
        element.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`;
    for (let element: Element | null = focused, up = 0; element && up <= 2; up += 1) {
      const style = getComputedStyle(element);
      const width = Number.parseFloat(style.outlineWidth);
      const color = style.outlineColor;
      if (style.outlineStyle !== 'none' && width >= 2 && !/rgba\(.*,\s*0\)$/.test(color)) {
        return { element: describe(focused), shown: true };
      }
      element = element.parentElement;
    }
    return { element: describe(focused), shown: false };
  });
}

for (const path of ['/', '/bots/finance', '/restaurant', '/compare?bots=finance,restaurant']) {
  test(`every Tab stop on ${path} shows a 2 px focus outline`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const unseen: string[] = [];
    let stops = 0;
    // Up to the page's end: the footer's last link, then focus leaves the page or goes round.
    for (let stop = 0; stop < 150; stop += 1) {
      await page.keyboard.press('Tab');
      const shown = await focusShown(page);
      if (!shown) break;
      stops += 1;
      if (!shown.shown) unseen.push(shown.element);
    }
    expect(stops, 'Tab reached the page').toBeGreaterThan(10);
    expect(unseen, 'stops that show no focus').toEqual([]);
  });
}
