import { FIRST_PAGE_SCRIPT_HASH } from '@/lib/first-page-script';

/**
 * The Content-Security-Policy of a page, built per deployment from the hashes of the prerendered
 * pages' inline scripts (scripts/csp-hashes.mjs), so script-src needs neither 'unsafe-inline' nor
 * 'unsafe-eval' and the pages stay static. The other security headers: lib/http/response-headers.mjs.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const scripts = new Set(["'self'", FIRST_PAGE_SCRIPT_HASH, ...scriptHashes]);
  return [
    "default-src 'self'",
    `script-src ${[...scripts].join(' ')}`,
    // Next.js and Radix set inline style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
