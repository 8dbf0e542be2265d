// Types of leads-csv.mjs for the TypeScript tests: tsconfig leaves JavaScript out (allowJs off),
// so TypeScript reads these instead.
import type { Transform } from 'node:stream';

export type LeadForm = 'order' | 'custom-bot' | 'contact' | 'newsletter';

export const LEAD_EXPORTS: Record<LeadForm, { table: string; columns: string[] }>;

export const FEATURE_SEPARATOR: string;

export function leadsCsv(columns: string[]): Transform;
