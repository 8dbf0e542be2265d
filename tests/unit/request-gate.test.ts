import { describe, expect, it } from 'vitest';
import { allowedHosts, refusal } from '@/lib/http/request-gate.mjs';

const hosts = allowedHosts({
  siteUrl: 'https://botbazaar.example',
  allowedHosts: 'www.botbazaar.example, app:3000',
});
const post = (headers: Record<string, string>, url = '/finance') =>
  refusal(
    {
      method: 'POST',
      url,
      headers: { host: 'botbazaar.example', 'next-action': 'abc', ...headers },
    },
    hosts,
  );

describe('what server.mjs refuses before Next.js', () => {
  it('passes reads and the forms of the site', () => {
    expect(refusal({ method: 'GET', url: '/bots/finance?x=%20', headers: {} }, hosts)).toBeNull();
    expect(refusal({ method: 'HEAD', url: '/sitemap.xml', headers: {} }, hosts)).toBeNull();
    expect(post({ origin: 'https://botbazaar.example' })).toBeNull();
    expect(post({})).toBeNull();
    expect(
      post({ 'next-action': '', 'content-type': 'multipart/form-data; boundary=x' }),
    ).toBeNull();
    // Behind a proxy: the public name in X-Forwarded-Host, the upstream one in Host.
    expect(
      post({
        host: 'app:3000',
        'x-forwarded-host': 'www.botbazaar.example',
        origin: 'https://www.botbazaar.example',
      }),
    ).toBeNull();
    expect(post({ host: '127.0.0.1:3100', origin: 'http://127.0.0.1:3100' })).toBeNull();
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND', 'CONNECT'])(
    '%s: 405, allowing what a page or a file takes',
    (method) => {
      expect(refusal({ method, url: '/about', headers: {} }, hosts)).toMatchObject({
        status: 405,
        allow: 'GET, HEAD, POST',
      });
      expect(refusal({ method, url: '/robots.txt', headers: {} }, hosts)).toMatchObject({
        status: 405,
        allow: 'GET, HEAD',
      });
      expect(
        refusal({ method, url: '/bots/finance/opengraph-image', headers: {} }, hosts),
      ).toMatchObject({ allow: 'GET, HEAD' });
    },
  );

  it('a post to a file: 405', () => {
    expect(post({}, '/sitemap.xml')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
  });

  it.each(['/%', '/%zz', '/bots/%ff', '/about%2', '/%E0%A4%A'])('%s: 400', (url) => {
    expect(refusal({ method: 'GET', url, headers: {} }, hosts)).toMatchObject({ status: 400 });
  });

  it.each([
    ['a foreign Origin', { origin: 'http://evil.example' }, 403],
    ['Origin: null', { origin: 'null' }, 403],
    ['the same name on another port', { origin: 'https://botbazaar.example:8443' }, 403],
    ['a malformed Origin', { origin: 'garbage' }, 400],
    ['an Origin without a host', { origin: 'http://' }, 400],
    ['an Origin that does not parse', { origin: 'http://[::1' }, 400],
    ['a Host that is not the site', { host: 'evil.example', origin: 'http://evil.example' }, 403],
    ['an X-Forwarded-Host that is not the site', { 'x-forwarded-host': 'evil.example' }, 403],
  ])('a post with %s: %i', (_label, headers, status) => {
    expect(post(headers)).toMatchObject({ status });
  });

  it('a post that is neither an action call nor a form: 400', () => {
    const headers = {
      host: 'botbazaar.example',
      'content-type': 'application/x-www-form-urlencoded',
    };
    expect(refusal({ method: 'POST', url: '/about', headers }, hosts)).toMatchObject({
      status: 400,
    });
  });

  it('takes posts for loopback whatever SITE_URL says, and only those without settings', () => {
    const none = allowedHosts({});
    expect([...none].sort()).toEqual(['127.0.0.1', '[::1]', 'localhost']);
    expect(
      refusal(
        { method: 'POST', url: '/', headers: { host: 'localhost:3000', 'next-action': 'a' } },
        none,
      ),
    ).toBeNull();
    expect(
      refusal(
        { method: 'POST', url: '/', headers: { host: 'botbazaar.example', 'next-action': 'a' } },
        none,
      ),
    ).toMatchObject({ status: 403 });
  });
});
