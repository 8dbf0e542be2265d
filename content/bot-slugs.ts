/**
 * The catalogue's bot slugs in the spec's order: the typed key of every bot (content/bots.ts).
 * Kept apart from the catalogue so browser code that only checks a slug (the comparison
 * selection) does not ship every bot's text.
 */
export const BOT_SLUGS = [
  'restaurant',
  'ecommercebot',
  'realstate',
  'healthcare',
  'edumentor',
  'freelance',
  'customersupport',
  'contentgen',
  'leadgen',
  'hrassistant',
  'finance',
  'marketingads',
] as const;

export type BotSlug = (typeof BOT_SLUGS)[number];

export function isBotSlug(value: string): value is BotSlug {
  return (BOT_SLUGS as readonly string[]).includes(value);
}
