/**
 * The demo conversation of this visit (a browser tab, as lib/attribution.ts keeps the visit):
 * an order placed after it names it, so the provider sees which leads tried the bot first.
 */
const KEY = 'botbazaar:demo';

export const DEMO_CONVERSATION_FIELD = 'demoConversation';

/**
 * Without JavaScript there is no storage: a demo answered so leads to its order form with the
 * conversation in the form page's address, and the order's post tells the server that page (its
 * Referer; lib/submission/visit.ts).
 */
export const DEMO_ORDER_PARAMETER = 'demo';

/** `href` (an order page, or `#order` on the same page) naming the conversation `id`. */
export function orderHrefWithDemo(href: string, id: string): string {
  const hash = href.indexOf('#');
  const [path, fragment] = hash < 0 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  return `${path}?${DEMO_ORDER_PARAMETER}=${encodeURIComponent(id)}${fragment}`;
}

export function rememberDemoConversation(id: string): void {
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    // Storage is blocked: the order is placed without the link.
  }
}

/** What an order form sends of it: the field, when the visit had a demo. */
export function demoOfVisit(): Record<string, string> {
  try {
    const id = sessionStorage.getItem(KEY);
    return id ? { [DEMO_CONVERSATION_FIELD]: id } : {};
  } catch {
    return {};
  }
}
