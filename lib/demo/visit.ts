/**
 * The demo conversation of this visit (a browser tab, as lib/attribution.ts keeps the visit):
 * an order placed after it names it, so the provider sees which leads tried the bot first.
 */
const KEY = 'botbazaar:demo';

export const DEMO_CONVERSATION_FIELD = 'demoConversation';

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
