/**
 * The compare toggle's and the floating bar's words: on every bot page's first scripts, so kept
 * in a module of their own, apart from the comparison page's copy (content/catalogue-pages.ts).
 */
export const compareControlsCopy = {
  regionLabel: 'Compare bots',
  toggleAdd: 'Compare',
  /** Read after the link of a bot already compared, which takes it out. */
  chosen: '(compared: this link takes it out)',
  limitReached: 'You can compare up to 3 bots. Remove one to add another.',
  barLabel: (count: number) => `Compare (${count})`,
  barHint: 'Pick at least 2 bots to compare.',
  clear: 'Clear comparison',
} as const;
