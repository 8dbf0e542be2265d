// How long the money button takes to show its dialog: a bot page loaded in Chromium with its
// CPU slowed 4× (Lighthouse's mobile setting), left until the browser is idle, then 'Get Bot'
// clicked; the time runs from the click to the first frame painted with the dialog in it.
import { chromium } from '@playwright/test';

const CPU_SLOWDOWN = 4;

/** Median of `runs` first opens of 'Get Bot' on `url`, each in a fresh browser context. */
export async function measureDialogOpen(url, { executablePath, runs = 5 }) {
  const browser = await chromium.launch({ executablePath });
  const times = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
      );
      times.push(
        await page.evaluate(
          () =>
            new Promise((resolve, reject) => {
              const opener = [...document.querySelectorAll('a, button')].find(
                (element) => element.textContent?.trim() === 'Get Bot',
              );
              if (!opener) return reject(new Error("no 'Get Bot' on the page"));
              const start = performance.now();
              const seen = () => {
                if (!document.querySelector('[role="dialog"]')) return false;
                requestAnimationFrame(() => resolve(performance.now() - start));
                return true;
              };
              const observer = new MutationObserver(() => seen() && observer.disconnect());
              observer.observe(document.body, { childList: true, subtree: true });
              opener.click();
            }),
        ),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    runs: times,
    medianMs: sorted[Math.floor(sorted.length / 2)],
    cpuSlowdown: CPU_SLOWDOWN,
  };
}
