import { isBotSlug } from '@/content/bot';

/** At most this many bots side by side; more columns stop being readable on a laptop. */
export const COMPARE_MAX = 3;
export const COMPARE_MIN = 2;

const EMPTY: readonly string[] = [];

/** Known slugs from a comma list, without duplicates, capped at COMPARE_MAX. */
export function parseCompareSlugs(value: string | null | undefined): readonly string[] {
  if (!value) return EMPTY;
  const known = value.split(',').filter(isBotSlug);
  return [...new Set(known)].slice(0, COMPARE_MAX);
}

export function compareHref(slugs: readonly string[]): string {
  return slugs.length > 0 ? `/compare?bots=${slugs.join(',')}` : '/compare';
}
