import 'server-only';
import { headers } from 'next/headers';
import { clean, visitAttribution, type Attribution } from '@/lib/attribution';
import type { FormValues } from '@/lib/action-result';
import { DEMO_CONVERSATION_FIELD, DEMO_ORDER_PARAMETER } from '@/lib/demo/visit';
import { clientKeyOf } from '@/lib/submission/client-address';

/** The rate limit's key of the client that sent the current request (clientKeyOf). */
export async function currentClientKey(): Promise<string> {
  return clientKeyOf(await headers());
}

/** The page a form was posted from, as the browser told (the Referer header). */
async function postingPage(): Promise<URL | null> {
  const page = (await headers()).get('referer');
  return page && URL.canParse(page) ? new URL(page) : null;
}

/**
 * What a form's post says of its visit, from what the browser kept (rememberVisit in
 * lib/attribution.ts, rememberDemoConversation in lib/demo/visit.ts) or, without JavaScript, from
 * the page the form was posted from, read once:
 * - `attribution`: where the visit came from (that page's UTM parameters and path; not the demo
 *   it names, which is no campaign);
 * - `demo`: the demo conversation it had, as a field (a demo's 'Get {bot name}' names it in the
 *   order page's address). Whose it is, the order checks (lib/demo/visitor.ts).
 */
export async function visitOf(
  values: FormValues,
): Promise<{ attribution: Attribution; demo: FormValues }> {
  const kept = clean(values);
  const keptDemo = typeof values[DEMO_CONVERSATION_FIELD] === 'string';
  const page = kept.landingPath && keptDemo ? null : await postingPage();
  const id = keptDemo ? null : page?.searchParams.get(DEMO_ORDER_PARAMETER);
  page?.searchParams.delete(DEMO_ORDER_PARAMETER);
  return {
    attribution: page && !kept.landingPath ? visitAttribution(page, '') : kept,
    demo: id ? { [DEMO_CONVERSATION_FIELD]: id } : {},
  };
}
