import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT_BYTES } from '@/lib/http/body-limit';
import {
  isEncodedPath,
  BODY_LIMIT_BYTES,
  allowedHosts,
  originForPost,
  refusal,
  requestTarget,
} from '@/lib/http/request-gate.mjs';

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

  it.each(['/%', '/%zz', '/bots/%ff', '/about%2', '/%E0%A4%A', 'http://botbazaar.example/%zz'])(
    '%s: 400',
    (url) => {
      expect(refusal({ method: 'GET', url, headers: {} }, hosts)).toMatchObject({ status: 400 });
    },
  );

  describe('a target that is not a path', () => {
    it.each(['GET', 'HEAD', 'POST'])('%s *: 400', (method) => {
      expect(refusal({ method, url: '*', headers: {} }, hosts)).toMatchObject({ status: 400 });
    });

    it('OPTIONS *: 405, allowing what a page takes', () => {
      expect(refusal({ method: 'OPTIONS', url: '*', headers: {} }, hosts)).toMatchObject({
        status: 405,
        allow: 'GET, HEAD, POST',
      });
    });

    it.each([
      'http://',
      'http://[::1',
      'http://evil.example:99999/',
      'http://user@botbazaar.example/',
      'http:botbazaar.example/',
      'http:/botbazaar.example/',
      'http://\\evil.example/',
      'ftp://botbazaar.example/',
      'bots/finance',
      '',
    ])('GET %j: 400', (url) => {
      expect(refusal({ method: 'GET', url, headers: {} }, hosts)).toMatchObject({ status: 400 });
    });

    it('a URL (absolute-form) is served as its path, for the host it names', () => {
      expect(requestTarget('http://evil.example/bots/finance?x=1')).toEqual({
        path: '/bots/finance?x=1',
        host: 'evil.example',
      });
      expect(requestTarget('HTTPS://[::1]:3000')).toEqual({ path: '/', host: '[::1]:3000' });
      expect(requestTarget('http://botbazaar.example?x')).toEqual({
        path: '/?x',
        host: 'botbazaar.example',
      });
      expect(requestTarget('/about?x')).toEqual({ path: '/about?x' });
      const get = { method: 'GET', url: 'http://evil.example/bots/finance', headers: {} };
      expect(refusal({ ...get, headers: { host: 'localhost' } }, hosts)).toBeNull();
      expect(
        refusal({ ...get, url: 'http://evil.example/sitemap.xml', method: 'PUT' }, hosts),
      ).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    });

    it('a path is read as Next.js routes it: dot segments resolved, a fragment dropped', () => {
      expect(requestTarget('/demo/./reply')).toEqual({ path: '/demo/reply' });
      expect(requestTarget('/bots/../demo/reply?x=1')).toEqual({ path: '/demo/reply?x=1' });
      expect(requestTarget('/./demo/reply#x')).toEqual({ path: '/demo/reply' });
      expect(requestTarget('/../../etc/passwd')).toEqual({ path: '/etc/passwd' });
      expect(requestTarget('http://botbazaar.example/x/../about')).toEqual({
        path: '/about',
        host: 'botbazaar.example',
      });
      // Left as written: nothing to resolve, or encoded (the not-found page's, isEncodedPath).
      expect(requestTarget('/bots/finance.v2/..x?q=../a')).toEqual({
        path: '/bots/finance.v2/..x?q=../a',
      });
      expect(requestTarget('/demo/%2e/reply')).toEqual({ path: '/demo/%2e/reply' });
      // A file's methods for what resolves to a file: no post to /x/../icon.svg.
      expect(
        refusal({ method: 'POST', url: '/x/../icon.svg', headers: { host: 'localhost' } }, hosts),
      ).toMatchObject({ status: 405 });
    });

    it('a post to a URL: the host it names is the one checked, not Host', () => {
      expect(post({ host: 'localhost' }, 'http://evil.example/finance')).toMatchObject({
        status: 403,
      });
      expect(
        post(
          { host: 'evil.example', origin: 'https://botbazaar.example' },
          'https://botbazaar.example/finance',
        ),
      ).toBeNull();
      expect(
        post({ origin: 'https://evil.example' }, 'https://botbazaar.example/finance'),
      ).toMatchObject({ status: 403 });
    });
  });

  describe('a Host that is not a host: 400', () => {
    it.each([
      'evil@localhost',
      'localhost/x',
      'localhost#.evil',
      'localhost?x',
      'localhost\\x',
      'a b',
      'localhost:99999',
      'localhost:',
      'localhost:x',
      '[::1',
      '[::1]x',
      '[zz::1]',
      '999.1.1.1',
      '',
    ])('%j', (host) => {
      expect(refusal({ method: 'GET', url: '/', headers: { host } }, hosts)).toMatchObject({
        status: 400,
      });
      expect(post({ host, origin: `http://${host}` })).toMatchObject({ status: 400 });
      expect(post({ 'x-forwarded-host': host })).toMatchObject({ status: 400 });
    });

    it.each(['botbazaar.example', 'BotBazaar.Example:443', '127.0.0.1:3000', '[::1]', 'app_1:80'])(
      'but %j is one',
      (host) => {
        expect(refusal({ method: 'GET', url: '/', headers: { host } }, hosts)).toBeNull();
      },
    );

    it('loopback written another way is still loopback', () => {
      expect(post({ host: '[0:0::1]:3000' })).toBeNull();
    });
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

  it('a post multipart only in capitals is not a form to Next.js: 400', () => {
    const headers = {
      host: 'botbazaar.example',
      'content-type': 'MULTIPART/FORM-DATA; BOUNDARY=X',
    };
    expect(refusal({ method: 'POST', url: '/about', headers }, hosts)).toMatchObject({
      status: 400,
    });
  });

  it('a post announcing a body larger than any form: 413 before it is read', () => {
    // The gate cannot import the TypeScript limit; a schema that changes it changes the gate's.
    expect(BODY_LIMIT_BYTES).toBe(ACTION_BODY_LIMIT_BYTES);
    const length = (bytes: number) => ({
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(bytes),
    });
    expect(post(length(BODY_LIMIT_BYTES))).toBeNull();
    expect(post(length(BODY_LIMIT_BYTES + 1))).toMatchObject({ status: 413 });
    const formPost = { host: 'botbazaar.example', ...length(10_000_000) };
    expect(refusal({ method: 'POST', url: '/', headers: formPost }, hosts)).toMatchObject({
      status: 413,
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

describe('originForPost', () => {
  it('gives a post without an Origin the site’s own, from the host it names', () => {
    expect(originForPost({ method: 'POST', headers: { host: 'bots.example.pk' } })).toBe(
      'http://bots.example.pk',
    );
    expect(
      originForPost({
        method: 'POST',
        headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'bots.example.pk' },
      }),
    ).toBe('http://bots.example.pk');
  });

  it('leaves an Origin sent, a request that is not a post, and one naming no host', () => {
    const host = 'bots.example.pk';
    expect(
      originForPost({ method: 'POST', headers: { host, origin: 'http://evil.example' } }),
    ).toBeUndefined();
    expect(originForPost({ method: 'GET', headers: { host } })).toBeUndefined();
    expect(originForPost({ method: 'POST', headers: {} })).toBeUndefined();
  });
});

describe('isEncodedPath', () => {
  it('holds for a page path with any percent-encoding, which no page of the site has', () => {
    for (const path of ['/desk%2Fspam', '/%64esk', '/%5Bindustry%5D', '/bots/fin%61nce', '/a%20']) {
      expect(isEncodedPath(path), path).toBe(true);
    }
  });

  it("not for the site's own paths, nor for the build's files, whose names are encoded", () => {
    for (const path of [
      '/',
      '/bots/finance',
      '/desk/spam',
      '/_next/static/chunks/app/bots/%5Bslug%5D/page-0a1b.js',
    ]) {
      expect(isEncodedPath(path), path).toBe(false);
    }
  });
});
