// A small HTTP/1.1 load generator on raw keep-alive sockets (node:net), plus the request shape a
// browser with JavaScript sends to a Next.js server action. Raw sockets rather than node:http so
// the generator, which shares the cores with the server, costs as little CPU as possible.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { percentile } from './harness.mjs';

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export class RequestTimeout extends Error {
  constructor(ms) {
    super(`no answer within ${ms} ms`);
    this.code = 'TIMEOUT';
  }
}

/**
 * One keep-alive connection. `send(buffer)` writes a complete request and resolves with
 * { status, headers, body } once the response is complete (Content-Length, chunked, or close).
 */
export class Connection {
  /** `localAddress` picks the address the connection comes from (on loopback: 127.0.0.2, …). */
  constructor(host, port, { localAddress } = {}) {
    this.host = host;
    this.port = port;
    this.localAddress = localAddress;
    this.socket = null;
  }

  open() {
    return new Promise((resolve, reject) => {
      const socket = net.connect({
        host: this.host,
        port: this.port,
        localAddress: this.localAddress,
        noDelay: true,
      });
      socket.once('connect', () => {
        socket.removeListener('error', reject);
        resolve(socket);
      });
      socket.once('error', reject);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }

  async send(request, timeoutMs = 30_000) {
    if (!this.socket || this.socket.destroyed) this.socket = await this.open();
    const socket = this.socket;
    return new Promise((resolve, reject) => {
      // Parsed incrementally, without re-reading earlier bytes: bodies can be hundreds of KB.
      let mode = 'head'; // head | fixed | chunked | close
      let pending = Buffer.alloc(0); // bytes not yet consumed (head, chunk framing)
      let head = null;
      const parts = [];
      let received = 0;
      let chunkLeft = -1; // chunked: bytes left in the current chunk; -1: size line expected
      let settled = false;
      const finish = (error, value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.removeListener('data', onData);
        socket.removeListener('close', onClose);
        socket.removeListener('error', onError);
        if (error || !value.keepAlive) {
          socket.destroy();
          if (this.socket === socket) this.socket = null;
        }
        if (error) reject(error);
        else resolve(value);
      };
      const timer = setTimeout(() => finish(new RequestTimeout(timeoutMs)), timeoutMs);
      const complete = () => {
        const body = parts.length === 1 ? parts[0] : Buffer.concat(parts);
        finish(null, {
          status: head.status,
          headers: head.headers,
          body,
          keepAlive: mode !== 'close' && head.headers.connection !== 'close',
        });
      };
      const readHead = () => {
        const end = pending.indexOf(HEADER_END);
        if (end === -1) return false;
        const lines = pending.subarray(0, end).toString('latin1').split('\r\n');
        const status = Number(lines[0].split(' ')[1]);
        const headers = {};
        for (const line of lines.slice(1)) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        pending = pending.subarray(end + 4);
        if (status >= 100 && status < 200) return true; // 100 Continue: the real answer follows
        head = { status, headers };
        if (status === 204 || status === 304) {
          mode = 'done';
          return true;
        }
        if (/chunked/i.test(headers['transfer-encoding'] ?? '')) mode = 'chunked';
        else if (headers['content-length'] !== undefined) {
          mode = 'fixed';
          head.length = Number(headers['content-length']);
        } else mode = 'close';
        return true;
      };
      const onBytes = (chunk) => {
        if (mode === 'head') {
          pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
          while (mode === 'head') if (!readHead()) return;
          if (mode === 'done') return complete();
          chunk = pending;
          pending = Buffer.alloc(0);
        }
        if (mode === 'fixed') {
          const take = chunk.subarray(0, head.length - received);
          if (take.length) parts.push(take);
          received += take.length;
          if (received >= head.length) complete();
          return;
        }
        if (mode === 'close') {
          if (chunk.length) parts.push(chunk);
          return;
        }
        // chunked
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        for (;;) {
          if (chunkLeft === -1) {
            const lineEnd = pending.indexOf(CRLF);
            if (lineEnd === -1) return;
            const size = parseInt(pending.subarray(0, lineEnd).toString('latin1'), 16);
            if (Number.isNaN(size)) return finish(new Error('bad chunked encoding'));
            if (size === 0) {
              // Last chunk: trailers (usually none) end with an empty line.
              const rest = pending.subarray(lineEnd);
              if (rest.length >= 4 && rest.subarray(0, 4).equals(HEADER_END)) return complete();
              if (rest.indexOf(HEADER_END) !== -1) return complete();
              return;
            }
            pending = pending.subarray(lineEnd + 2);
            chunkLeft = size;
          }
          if (chunkLeft > 0) {
            const take = pending.subarray(0, chunkLeft);
            if (take.length) parts.push(take);
            chunkLeft -= take.length;
            pending = pending.subarray(take.length);
            if (chunkLeft > 0) return;
          }
          if (pending.length < 2) return; // the CRLF after the chunk data
          pending = pending.subarray(2);
          chunkLeft = -1;
        }
      };
      const onData = (chunk) => onBytes(chunk);
      const onClose = () => {
        if (head && mode === 'close') return complete();
        finish(
          Object.assign(new Error('connection closed before the answer was complete'), {
            code: 'ECONNRESET',
          }),
        );
      };
      const onError = (error) => finish(error);
      socket.on('data', onData);
      socket.once('close', onClose);
      socket.once('error', onError);
      socket.write(request);
    });
  }
}

/** A complete HTTP/1.1 request as bytes. `headers` is a plain object; Host is added. */
export function rawRequest({ method = 'GET', path = '/', host, headers = {}, body }) {
  const bodyBuffer = body === undefined ? null : Buffer.isBuffer(body) ? body : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (bodyBuffer && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')) {
    lines.push(`Content-Length: ${bodyBuffer.length}`);
  }
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return bodyBuffer ? Buffer.concat([head, bodyBuffer]) : head;
}

/**
 * multipart/form-data from [name, value] pairs. A value may be a string, a Buffer (raw bytes,
 * e.g. invalid UTF-8), or { filename, type, data } for a file part.
 */
export function multipart(parts, boundary = `----BotBazaarBench${randomBytes(8).toString('hex')}`) {
  const chunks = [];
  for (const [name, value] of parts) {
    let disposition = `Content-Disposition: form-data; name="${name}"`;
    let extra = '';
    let data = value;
    if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      disposition += `; filename="${value.filename}"`;
      extra = `Content-Type: ${value.type ?? 'application/octet-stream'}\r\n`;
      data = value.data;
    }
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n${extra}\r\n`));
    chunks.push(Buffer.isBuffer(data) ? data : Buffer.from(String(data)));
    chunks.push(CRLF);
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The root part React sends for `action(previousState, formData)` called from the browser. */
export const ACTION_ROOT = '[{"status":"idle"},"$K1"]';

/**
 * The request Chromium sends when a form calls a server action with JavaScript (captured from
 * a real submission): POST to the page, header Next-Action, multipart fields named `_1_<field>`,
 * and the root part `0` last.
 */
export function actionRequest({
  host,
  path,
  actionId,
  fields,
  root = ACTION_ROOT,
  extraParts = [],
  headers = {},
}) {
  const parts = fields.map(([name, value]) => [`_1_${name}`, value]);
  const { body, contentType } = multipart([...parts, ...extraParts, ['0', root]]);
  return rawRequest({
    method: 'POST',
    path,
    host,
    headers: {
      Accept: 'text/x-component',
      'Next-Action': actionId,
      Origin: `http://${host}`,
      'Content-Type': contentType,
      ...headers,
    },
    body,
  });
}

/**
 * The rows of an RSC (Flight) answer: `<hex id>:<JSON>\n`, or a text row `<hex id>:T<hex byte
 * length>,<bytes>` with no line end. Returns [{ id, tag, value }] (value parsed when JSON).
 */
export function flightRows(body) {
  const rows = [];
  let offset = 0;
  while (offset < body.length) {
    const colon = body.indexOf(0x3a, offset);
    if (colon === -1) break;
    const id = body.subarray(offset, colon).toString('latin1');
    if (!/^[0-9a-f]+$/.test(id)) break;
    const tag = body[colon + 1];
    if (tag === 0x54 /* T */) {
      const comma = body.indexOf(0x2c, colon);
      const length = parseInt(body.subarray(colon + 2, comma).toString('latin1'), 16);
      rows.push({
        id,
        tag: 'T',
        value: body.subarray(comma + 1, comma + 1 + length).toString('utf8'),
      });
      offset = comma + 1 + length;
      continue;
    }
    let end = body.indexOf(0x0a, colon);
    if (end === -1) end = body.length;
    const text = body.subarray(colon + 1, end).toString('utf8');
    let value = text;
    try {
      value = JSON.parse(text);
    } catch {
      /* an error row (E{…}) or another tag */
    }
    rows.push({ id, tag: typeof value === 'string' ? text[0] : '', value });
    offset = end + 1;
  }
  return rows;
}

/**
 * What the action returned, read from the RSC answer: the rows look like
 * `0:{"a":"$@1",…}` then `1:{"status":"ok",…}`. Returns the first row with a `status`, or null.
 */
export function actionResult(body) {
  for (const row of flightRows(body)) {
    const value = row.value;
    if (value && typeof value === 'object' && typeof value.status === 'string') return value;
  }
  return null;
}

/**
 * Runs `connections` loops, each on its own keep-alive connection, until `durationMs` passes or
 * `total` requests were sent. `make(i)` returns the request bytes for request i (and anything
 * to remember as `tag`); `check(response, tag)` classifies an answer as a string.
 * Returns counts per class, latencies (ms, sorted) and requests per second.
 */
export async function runLoad({
  host,
  port,
  connections,
  durationMs,
  total,
  make,
  check,
  timeoutMs = 30_000,
}) {
  const latencies = [];
  const classes = {};
  const results = [];
  let issued = 0;
  const started = performance.now();
  const deadline = durationMs ? started + durationMs : Infinity;
  const count = (name) => (classes[name] = (classes[name] ?? 0) + 1);

  async function loop() {
    const connection = new Connection(host, port);
    try {
      for (;;) {
        if (performance.now() >= deadline) return;
        if (total !== undefined && issued >= total) return;
        const index = issued++;
        const { request, tag } = make(index);
        const t0 = performance.now();
        let kind;
        let response;
        try {
          response = await connection.send(request, timeoutMs);
          kind = check ? check(response, tag) : `http ${response.status}`;
        } catch (error) {
          kind =
            error.code === 'TIMEOUT' ? 'timeout' : `network error (${error.code ?? error.message})`;
        }
        const t1 = performance.now();
        latencies.push(t1 - t0);
        count(kind);
        results.push({ index, tag, kind, status: response?.status, t0, t1 });
      }
    } finally {
      connection.close();
    }
  }

  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    classes,
    results,
  };
}
