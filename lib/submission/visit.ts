import 'server-only';
import { headers } from 'next/headers';
import { clean, visitAttribution, type Attribution } from '@/lib/attribution';
import type { FormValues } from '@/lib/action-result';
import { DEMO_CONVERSATION_FIELD, DEMO_ORDER_PARAMETER } from '@/lib/demo/visit';

/** The page a form was posted from, as the browser told (the Referer header). */
async function postingPage(): Promise<URL | null> {
  const page = (await headers()).get('referer');
  return page && URL.canParse(page) ? new URL(page) : null;
}

/**
 * Where the visit that sent a form came from: what the browser kept from the visit's first page
 * (rememberVisit in lib/attribution.ts), or, without JavaScript, what the page the form was
 * posted from tells (its UTM parameters and path; not the demo it names, which is no campaign).
 */
export async function attributionOf(values: FormValues): Promise<Attribution> {
  const sent = clean(values);
  if (sent.landingPath) return sent;
  const page = await postingPage();
  page?.searchParams.delete(DEMO_ORDER_PARAMETER);
  return page ? visitAttribution(page, '') : sent;
}

/**
 * The demo conversation of the visit, as a field: the one the browser kept (lib/demo/visit.ts),
 * or, without JavaScript, the one the order page's address names (a demo's 'Get {bot name}').
 * Whose it is, the order checks (lib/demo/visitor.ts).
 */
export async function demoOfPost(values: FormValues): Promise<FormValues> {
  if (typeof values[DEMO_CONVERSATION_FIELD] === 'string') return {};
  const id = (await postingPage())?.searchParams.get(DEMO_ORDER_PARAMETER);
  return id ? { [DEMO_CONVERSATION_FIELD]: id } : {};
}
