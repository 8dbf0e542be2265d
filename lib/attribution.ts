import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_MAX_LENGTH,
  UTM_PARAMETERS,
  type AttributionField,
} from '@/content/leads';
import { withoutControlCharacters } from '@/lib/schemas/plain-text';

/** Where a visit came from: its first page's UTM parameters and path, and the referring site. */
export type Attribution = Partial<Record<AttributionField, string>>;

/**
 * What a visit's first page tells: the UTM parameters and path of `page`, and the site the
 * visitor came from (an origin only, and none for our own pages). Used in the browser on the
 * first page, and by the server on the page a form was posted from when that is all it has.
 */
export function visitAttribution(page: URL, referrer: string): Attribution {
  const attribution: Attribution = { landingPath: `${page.pathname}${page.search}` };
  for (const [field, parameter] of Object.entries(UTM_PARAMETERS)) {
    const value = page.searchParams.get(parameter);
    if (value) attribution[field as AttributionField] = value;
  }
  const from = URL.canParse(referrer) ? new URL(referrer) : null;
  if (from && /^https?:$/.test(from.protocol) && from.origin !== page.origin) {
    attribution.referrer = from.origin;
  }
  return clean(attribution);
}

/**
 * Attribution as a form sent it, kept where it is sane: plain text without control characters,
 * cut to its maximum length (it is not the visitor's own words, and no lead is refused for it),
 * a path that is one, a referrer that is an origin.
 */
export function clean(values: Record<string, unknown>): Attribution {
  const attribution: Attribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const raw = values[field];
    if (typeof raw !== 'string') continue;
    const value = [...withoutControlCharacters(raw).trim()]
      .slice(0, ATTRIBUTION_MAX_LENGTH[field])
      .join('');
    if (!value) continue;
    if (field === 'landingPath' && !value.startsWith('/')) continue;
    if (field === 'referrer' && !(URL.canParse(value) && new URL(value).origin === value)) continue;
    attribution[field] = value;
  }
  return attribution;
}

/** Per browser tab, for as long as it stays open: a visit. Not a cookie, and never sent by itself. */
export const VISIT_KEY = 'botbazaar:visit';

/**
 * The visit's first page as it was read, before any of its code ran: its address and referrer,
 * kept by the page's first inline script (lib/first-page-script.ts) until rememberVisit reads them.
 * A visitor may follow a link before a page's code arrives (a slow phone, a quick click): the
 * next page, not the first, would otherwise be taken for where the visit began.
 */
export const FIRST_PAGE_KEY = 'botbazaar:first-page';

/** The first page's address and referrer, as the inline script kept them; null for none. */
function firstPage(): [string, string] | null {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(FIRST_PAGE_KEY) ?? 'null');
    if (!Array.isArray(kept) || typeof kept[0] !== 'string' || typeof kept[1] !== 'string') {
      return null;
    }
    return URL.canParse(kept[0]) ? [kept[0], kept[1]] : null;
  } catch {
    return null;
  }
}

/** On the first page of a visit, keeps where it came from for the forms of later pages. */
export function rememberVisit(): void {
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return;
    const [address, referrer] = firstPage() ?? [window.location.href, document.referrer];
    const attribution = visitAttribution(new URL(address), referrer);
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(attribution));
    sessionStorage.removeItem(FIRST_PAGE_KEY);
  } catch {
    // Storage is blocked: the server reads what the page a form was posted from tells.
  }
}

/** What the visit's first page told, sent with a form. */
export function rememberedVisit(): Attribution {
  try {
    return clean(JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? '{}') as Record<string, unknown>);
  } catch {
    return {};
  }
}
