import { describe, expect, it } from 'vitest';
import { listenAddress } from '@/lib/http/listen.mjs';

describe('where the server listens', () => {
  it('takes -p and -H first, then PORT and HOSTNAME, then 3000 on every interface', () => {
    expect(listenAddress({}, {})).toEqual({ port: 3000, hostname: '0.0.0.0' });
    expect(listenAddress({}, { PORT: '8080', HOSTNAME: '127.0.0.1' })).toEqual({
      port: 8080,
      hostname: '127.0.0.1',
    });
    expect(listenAddress({ port: '3100', hostname: '::1' }, { PORT: '8080' })).toEqual({
      port: 3100,
      hostname: '::1',
    });
  });

  it('counts an empty PORT or HOSTNAME as unset, as every setting', () => {
    expect(listenAddress({}, { PORT: '', HOSTNAME: '' })).toEqual({
      port: 3000,
      hostname: '0.0.0.0',
    });
  });

  it('refuses a port that is not one, naming where it came from', () => {
    for (const port of ['abc', '3000x', '-1', '65536', '1e3', ' 80']) {
      expect(listenAddress({}, { PORT: port }), port).toEqual({
        error: `Invalid setting: PORT: a port from 0 to 65535, not '${port}'`,
      });
    }
    expect(listenAddress({ port: 'http' }, {})).toEqual({
      error: "Invalid setting: -p: a port from 0 to 65535, not 'http'",
    });
  });
});
