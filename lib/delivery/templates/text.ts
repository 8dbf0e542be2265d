import type { Line } from '@/lib/delivery/lead-view';

/** `Label: value` lines for an e-mail's text part; a value's further lines are indented. */
export const textLines = (lines: readonly Line[]) =>
  lines.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`).join('\n');
