import { describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/http/request-gate.mjs';
import { clientKey } from '@/lib/submission/client-address';

/** The key the limits count a request by, behind `proxies` proxies that wrote `forwarded`. */
const keyOf = (forwarded: string, proxies = 1, peer = '10.0.0.1') =>
  clientKey(new Headers({ 'x-forwarded-for': forwarded, [PEER_ADDRESS_HEADER]: peer }), proxies);

describe('the client the limits count', () => {
  it('is the connection without TRUST_PROXY, whatever the client wrote', () => {
    expect(keyOf('198.51.100.1', 0, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the entry the first trusted proxy appended', () => {
    expect(keyOf('198.51.100.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(keyOf('198.51.100.1, 203.0.113.7', 2)).toBe('198.51.100.1');
    expect(keyOf('203.0.113.7', 2)).toBe('203.0.113.7');
  });

  it('is one key for an IPv6 /64, however the address is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const written of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:0:0:9',
      '[2001:db8:1:2::1]',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(keyOf(written), written).toBe(key);
    }
  });

  it('is one key for a client whose proxy writes the port of each connection', () => {
    expect(keyOf('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(keyOf('203.0.113.7:40001')).toBe('203.0.113.7');
    expect(keyOf('[2001:db8:1:2::1]:443')).toBe('2001:db8:1:2::/64');
    expect(keyOf('[2001:db8:1:2::7]:61000')).toBe('2001:db8:1:2::/64');
    expect(keyOf('[::ffff:203.0.113.7]:8080')).toBe('203.0.113.7');
  });
});
