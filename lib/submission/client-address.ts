import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';
import { env } from '@/lib/env';

// The address of the connection a request came in on, as the server saw it: server.mjs writes
// it on every request after deleting any copy the client sent, so it cannot be forged.
import { PEER_ADDRESS_HEADER } from '@/lib/http/request-gate.mjs';

/**
 * Who sent a request, for the rate limit: each client has its own budget. Behind proxies we
 * run (TRUST_PROXY = how many, each appending the address it saw to X-Forwarded-For), the
 * client is the entry the first of them appended; otherwise the connection's peer. Next.js
 * keeps an X-Forwarded-For the client sent itself, so without TRUST_PROXY it is never read.
 */
export function clientAddress(
  requestHeaders: Pick<Headers, 'get'>,
  trustedProxies: number,
): string | null {
  if (trustedProxies > 0) {
    const forwarded = (requestHeaders.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the request skipped the outer ones (a CDN), and the left-most
    // entry is what the first proxy it passed saw.
    const client = forwarded.at(-Math.min(trustedProxies, forwarded.length));
    if (client) return client;
  }
  return requestHeaders.get(PEER_ADDRESS_HEADER);
}

/** The rate limit's key of that client (addressKey), or null when the server gave none. */
export function clientKey(
  requestHeaders: Pick<Headers, 'get'>,
  trustedProxies: number,
): string | null {
  const address = clientAddress(requestHeaders, trustedProxies);
  return address ? addressKey(address) : null;
}

/**
 * One key per client: an IPv4 address as it is (also when written IPv4-mapped), an IPv6
 * address by its /64 prefix, the block a single subscriber or host is given.
 */
export function addressKey(address: string): string {
  const plain = plainAddress(address);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(plain)) return plain;
  if (isIPv6(plain)) return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
  // Only a trusted proxy could have written something else; keep it short.
  return plain.slice(0, 100);
}

/**
 * An address without the port a proxy may write after it (`203.0.113.7:51234`, `[2001:db8::1]:443`:
 * a new one for each connection of the same client), nor the brackets or the zone (`%eth0`) an
 * IPv6 one may be written with.
 */
export function plainAddress(address: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(address)?.[1];
  const ipv4 = /^(\d+\.\d+\.\d+\.\d+):\d*$/.exec(address)?.[1];
  return (bracketed ?? ipv4 ?? address).replace(/%.*$/, '');
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.includes('.') ? group : (Number.parseInt(group, 16) || 0).toString(16),
  );
}

let warned = false;

/**
 * The client key of a request (clientKey), with its headers as server.mjs passed them on; a
 * server not started by server.mjs gives none, and every visitor shares the key 'unknown'.
 */
export function clientKeyOf(requestHeaders: Pick<Headers, 'get'>): string {
  const key = clientKey(requestHeaders, env().TRUST_PROXY);
  if (key) return key;
  if (!warned) {
    warned = true;
    console.warn(
      'No client address on this request: start the site with `npm start` (server.mjs), or set ' +
        'TRUST_PROXY behind a proxy. Until then every visitor shares one rate-limit budget.',
    );
  }
  return 'unknown';
}
