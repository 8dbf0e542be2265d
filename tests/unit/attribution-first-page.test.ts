// The visit's first page, kept by the inline script every page starts with (lib/first-page-script.ts)
// and read by rememberVisit (lib/attribution.ts) on whichever page the site's code first runs:
// a visitor who follows a link before the first page's code arrives still brings its campaign.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_KEY, VISIT_KEY, rememberVisit, rememberedVisit } from '@/lib/attribution';
import { FIRST_PAGE_SCRIPT } from '@/lib/first-page-script';

const SITE = 'https://botbazaar.example';
const CAMPAIGN = '/restaurant?utm_source=facebook&utm_campaign=eid-sale';

let storage: Map<string, string>;

beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, String(value)),
    removeItem: (key: string) => void storage.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A page read in the tab: its inline script runs as it is parsed. */
function readPage(path: string, referrer: string) {
  const location = new URL(path, SITE);
  vi.stubGlobal('location', location);
  vi.stubGlobal('window', { location });
  vi.stubGlobal('document', { referrer });
  new Function(FIRST_PAGE_SCRIPT)();
}

describe("a visit's first page", () => {
  it('is the one the visit began on, though its code never ran there', () => {
    readPage(CAMPAIGN, 'https://l.facebook.com/some/path?x=1');
    // Left by a link before the code arrived; the next page's code runs.
    readPage('/', `${SITE}${CAMPAIGN}`);
    rememberVisit();
    expect(rememberedVisit()).toEqual({
      utmSource: 'facebook',
      utmCampaign: 'eid-sale',
      referrer: 'https://l.facebook.com',
      landingPath: CAMPAIGN,
    });
    expect(storage.has(FIRST_PAGE_KEY)).toBe(false);
  });

  it('is kept no more once the visit is known', () => {
    readPage(CAMPAIGN, '');
    rememberVisit();
    readPage('/contact', `${SITE}${CAMPAIGN}`);
    expect(storage.has(FIRST_PAGE_KEY)).toBe(false);
    rememberVisit();
    expect(rememberedVisit()).toMatchObject({ landingPath: CAMPAIGN });
  });

  it('is the page itself when what was kept is not a page', () => {
    storage.set(FIRST_PAGE_KEY, '["not an address", ""]');
    readPage('/finance?utm_source=google', '');
    rememberVisit();
    expect(JSON.parse(storage.get(VISIT_KEY) ?? '{}')).toEqual({
      utmSource: 'google',
      landingPath: '/finance?utm_source=google',
    });
  });
});
