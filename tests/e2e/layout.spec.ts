import { expect, test, type Page } from '@playwright/test';

/**
 * The back-to-top link never covers text or a control: at each width, on long pages, at every
 * scroll position a screen apart, no text (by the boxes of its lines) and no control that is on
 * top at that place meets the link's box.
 */
const WIDTHS = [320, 390, 768, 1024, 1280];
const PAGES = ['/', '/bots', '/compare', '/restaurant', '/bots/finance', '/privacy-policy'];

type Overlap = { what: string; scrollY: number };

/** What the link's box meets at the current scroll position, if anything is on top there. */
async function overlaps(page: Page): Promise<Overlap[]> {
  return page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('a[aria-label="Scroll to top"]');
    if (!link || getComputedStyle(link).visibility !== 'visible') return [];
    const box = link.getBoundingClientRect();
    const meets = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < box.right &&
      box.left < rect.right &&
      rect.top < box.bottom &&
      box.top < rect.bottom;
    /** Whether `element` is what shows at the middle of where `rect` meets the link. */
    const onTop = (element: Element, rect: DOMRect) => {
      const x = (Math.max(rect.left, box.left) + Math.min(rect.right, box.right)) / 2;
      const y = (Math.max(rect.top, box.top) + Math.min(rect.bottom, box.bottom)) / 2;
      const first = document
        .elementsFromPoint(x, y)
        .find((candidate) => candidate !== link && !link.contains(candidate));
      return (
        first !== undefined &&
        (element === first || element.contains(first) || first.contains(element))
      );
    };
    const found: { what: string; scrollY: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || link.contains(parent) || !node.textContent?.trim()) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (meets(rect) && onTop(parent, rect)) {
          found.push({ what: `text "${node.textContent.trim().slice(0, 40)}"`, scrollY: scrollY });
        }
      }
    }
    for (const control of document.querySelectorAll(
      'a, button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"])',
    )) {
      if (control === link || link.contains(control) || control === document.body) continue;
      const rect = control.getBoundingClientRect();
      if (meets(rect) && onTop(control, rect)) {
        found.push({
          what: `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40) ?? ''}"`,
          scrollY: scrollY,
        });
      }
    }
    return found;
  });
}

for (const width of WIDTHS) {
  test(`at ${width} px the back-to-top link covers no text and no control`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const link = page.getByRole('link', { name: 'Scroll to top' });
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      let seen = false;
      for (let y = 400; y < height; y += 560) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await expect(link).toBeVisible();
        seen = true;
        for (const overlap of await overlaps(page))
          found.push(`${path} at ${overlap.scrollY}: ${overlap.what}`);
      }
      expect(seen, `${path} is long enough to scroll`).toBe(true);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('at 1280 px the "Email us" card does not break the address after the "@"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#contact');
  const card = page.locator('#contact').getByRole('link', { name: /^Email us support/ });
  const lines = await card.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const text: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) text.push(node as Text);
    const at = text.find((node) => node.data.includes('@'))!;
    const range = document.createRange();
    const index = at.data.indexOf('@');
    range.setStart(at, index);
    range.setEnd(at, index + 2);
    return range.getClientRects().length;
  });
  // The '@' and the letter after it are on one line: one box.
  expect(lines).toBe(1);
});
