import 'server-only';
import { headers } from 'next/headers';
import { clean, visitAttribution, type Attribution } from '@/lib/attribution';
import type { FormValues } from '@/lib/action-result';

/**
 * Where the visit that sent a form came from: what the browser kept from the visit's first page
 * (rememberVisit in lib/attribution.ts), or, without JavaScript, what the page the form was
 * posted from tells (its UTM parameters and path, from the Referer header).
 */
export async function attributionOf(values: FormValues): Promise<Attribution> {
  const sent = clean(values);
  if (sent.landingPath) return sent;
  const page = (await headers()).get('referer');
  return page && URL.canParse(page) ? visitAttribution(new URL(page), '') : sent;
}
