import { createHash } from 'node:crypto';
import { FIRST_PAGE_KEY, VISIT_KEY } from '@/lib/attribution';

/**
 * The one inline script of our own, first in every page's body (app/layout.tsx): as the page is
 * read, before any of its code arrives, it keeps the first page of a visit (its address and
 * referrer) in the tab, for rememberVisit (lib/attribution.ts) to read on whichever page the
 * code first runs. Nothing when the visit is already known, or its first page already kept.
 */
export const FIRST_PAGE_SCRIPT = `try{var s=sessionStorage;s.getItem(${JSON.stringify(VISIT_KEY)})||s.getItem(${JSON.stringify(FIRST_PAGE_KEY)})||s.setItem(${JSON.stringify(FIRST_PAGE_KEY)},JSON.stringify([location.href,document.referrer]))}catch(e){}`;

/**
 * Its hash, in every page's script-src (lib/http/security-headers.ts): the prerendered pages'
 * hashes hold it already (scripts/csp-hashes.mjs); a page rendered per request, under a nonce,
 * needs it too, since Next.js puts its nonce on its own scripts only.
 */
export const FIRST_PAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAGE_SCRIPT, 'utf8').digest('base64')}'`;
