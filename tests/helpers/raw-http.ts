// One request on a connection of its own, its answer as it came on the wire: headers, and the
// body's bytes undecoded (fetch and Playwright's request fixture decode it, hiding its coding).
// Without side effects or import.meta, so the end-to-end specs (CommonJS under Playwright) share
// it with the unit tests and the lab's scripts (./lab/http.ts).
import http from 'node:http';

export type Answer = { status: number; body: Buffer; headers: http.IncomingHttpHeaders };

export type SendOptions = {
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  body?: string | Buffer;
  localAddress?: string;
  timeoutMs?: number;
  /** The target as written, over the URL's path: a URL resolves `/./` and drops `#x`. */
  path?: string;
};

/**
 * Sends `method` to `url` (node:http, so `localAddress` can choose the address it comes from: on
 * loopback 127.0.0.2, 127.0.0.3, …). Resolves with { status, body, headers }; rejects with code
 * 'TIMEOUT' when no complete answer came within `timeoutMs`.
 */
export function send(
  url: string | URL,
  { method = 'GET', headers = {}, body, localAddress, timeoutMs = 10_000, path }: SendOptions = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { method, headers, localAddress, agent: false, ...(path ? { path } : {}) };
    const request = http.request(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks),
          headers: response.headers,
        }),
      );
    });
    request.setTimeout(timeoutMs, () =>
      request.destroy(
        Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'TIMEOUT' }),
      ),
    );
    request.on('error', reject);
    request.end(body);
  });
}
