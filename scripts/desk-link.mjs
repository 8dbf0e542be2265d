#!/usr/bin/env node
// npm run desk:link -- owner@example.com
//
// Prints one sign-in URL for the desk on standard output: single use, valid 15 minutes. The
// first sign-in on a new server, and the way in without mail. Writes nothing anywhere: the
// link is signed with AUTH_SECRET, and the site records it as used when it is opened
// (lib/auth-link.mjs). Exit codes: 0 printed, 1 a setting is missing, 2 the address is not one
// of DESK_OWNERS (or no address was given). A script beside the app: it reads its settings
// (DESK_OWNERS, AUTH_SECRET, SITE_URL or PORT) itself.
import { LINK_PATH, ownersOf, signLink } from '../lib/auth-link.mjs';

const [email] = process.argv.slice(2);
if (!email) {
  console.error('Usage: npm run desk:link -- owner@example.com');
  process.exit(2);
}
const owners = ownersOf(process.env.DESK_OWNERS);
if (!owners.includes(email.trim().toLowerCase())) {
  console.error(`${email} is not one of DESK_OWNERS; only they may sign in to the desk.`);
  process.exit(2);
}
const secret = process.env.AUTH_SECRET ?? '';
if (secret.length < 32) {
  console.error('AUTH_SECRET must be set, at least 32 characters, as the site has it.');
  process.exit(1);
}
const site = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`;
const url = new URL(LINK_PATH, site);
url.searchParams.set('token', signLink(secret, email));
console.log(url.toString());
