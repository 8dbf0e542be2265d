import { clean, visitAttribution, type Attribution } from '@/lib/attribution';

/** Per browser tab, for as long as it stays open: a visit. Not a cookie, and never sent by itself. */
const KEY = 'botbazaar:visit';

/** On the first page of a visit, keeps where it came from for the forms of later pages. */
export function rememberVisit(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const attribution = visitAttribution(new URL(window.location.href), document.referrer);
    sessionStorage.setItem(KEY, JSON.stringify(attribution));
  } catch {
    // Storage is blocked: the server reads what the page a form was posted from tells.
  }
}

/** What the visit's first page told, sent with a form. */
export function rememberedVisit(): Attribution {
  try {
    return clean(JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>);
  } catch {
    return {};
  }
}
