// Relative, not '@/': next.config.ts loads this file before the build knows the path aliases.
import { site, type OperatorIdentity } from './site';

/*
 * Whether the operator identity is still the example one (docs/make-it-yours.md): read by the
 * production build (next.config.ts), never by a page, so no page's code carries the whole
 * identity.
 */

/** A value nobody real has: the reserved `.example` domain, the dummy number, the example office. */
const EXAMPLE = /\.example\b|botbazaar_example|botbazaar-example|0000000|Example Business Centre/;

/** The fields of an identity that still hold an example value, in the type's order. */
export function exampleFields(operator: OperatorIdentity = site): string[] {
  return Object.entries(operator)
    .filter(([, value]) => EXAMPLE.test(JSON.stringify(value)))
    .map(([field]) => field);
}
