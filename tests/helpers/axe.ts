import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Scans the page as it is now (open menus and dialogs included) and fails on any violation of
 * WCAG 2.2 AA; with `bestPractices`, of axe's best practices too (landmarks, headings), as axe
 * run with its defaults checks.
 */
export async function expectNoAxeViolations(
  page: Page,
  { bestPractices = false }: { bestPractices?: boolean } = {},
): Promise<void> {
  // Once what is fading in (a dialog, its overlay: 200 ms) has arrived: axe reads a colour
  // mid-transition as it is at that instant. Endless and scroll-driven animations never finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const tags = bestPractices ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS;
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
