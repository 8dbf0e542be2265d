import fs from 'node:fs';

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, else Debian's headless shell (package
 * chromium-headless-shell, the same build as its chromium without the browser's window and UI:
 * what Playwright itself runs headless), else Debian's chromium. The shell ran catalogue.spec in
 * half the time and half the CPU of the full browser (docs/development.md).
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) =>
    fs.existsSync(file),
  );

/** Flags for this machine: no sandbox as root, no calls out (its network is closed), no GPU. */
export const testChromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
];
