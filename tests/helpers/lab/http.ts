// Single requests to the site, and what a server action answered. Load is generated with
// autocannon (./load.ts); this is for requests sent one by one.
import { createRequire } from 'node:module';
import http from 'node:http';
import { actionRequest, encodeForm } from '../action-request';
import { send, type Answer, type SendOptions } from '../raw-http';
import type { Fields, Form } from './forms';

/** What an action returned: a result with its status ('ok', 'invalid', …) and more. */
export type ActionResult = { status: string; message?: string; reference?: string } & Record<
  string,
  unknown
>;

/** One POST on a connection of its own (see `send`). */
export function post(
  url: string | URL,
  options: Omit<SendOptions, 'method'> & { headers: http.OutgoingHttpHeaders },
): Promise<Answer> {
  return send(url, { ...options, method: 'POST' });
}

// An action's answer is an RSC (Flight) payload whose root is `{ a: <the action's result>, … }`
// (Next.js reads `response.a` in its server-action reducer). It is decoded with the Flight client
// Next.js ships, the very build that encoded it, so the scripts follow any change of the wire
// format; a plain result object needs no module map. About 0.05 ms an answer.
const flight = createRequire(import.meta.url)(
  'next/dist/compiled/react-server-dom-turbopack/client.node.js',
) as {
  createFromReadableStream: (
    stream: ReadableStream<Uint8Array> | null,
    options: typeof MANIFEST,
  ) => Promise<{ a?: Promise<unknown> } | null>;
};
const MANIFEST = { serverConsumerManifest: { moduleMap: {}, serverModuleMap: null } };

/** What the action returned, from its answer's body (string or bytes), or null if none. */
async function actionResult(body: string | Buffer): Promise<ActionResult | null> {
  try {
    const root = await flight.createFromReadableStream(
      new Response(typeof body === 'string' ? body : new Uint8Array(body)).body,
      MANIFEST,
    );
    const result = await root?.a;
    return typeof result === 'object' &&
      result !== null &&
      typeof (result as { status?: unknown }).status === 'string'
      ? (result as ActionResult)
      : null;
  } catch {
    return null; // not a Flight payload, or one without a result
  }
}

/** A form's action called once with `fields`, as with JavaScript: resolves with answerKind. */
export type CallOptions = {
  base: string;
  form: Pick<Form, 'path'>;
  actionId: string;
  fields: Fields;
  headers?: Record<string, string>;
  localAddress?: string;
  timeoutMs?: number;
};

export async function callAction(options: CallOptions): Promise<string> {
  return (await callActionForResult(options)).kind;
}

/**
 * As callAction, resolving with { kind, result, headers }: the answer's kind, what the action
 * returned (null if nothing could be read), e.g. a lead's `reference`, and the answer's headers.
 */
export async function callActionForResult({
  base,
  form,
  actionId,
  fields,
  headers,
  ...options
}: CallOptions): Promise<{
  kind: string;
  result: ActionResult | null;
  headers: http.IncomingHttpHeaders;
}> {
  const request = await actionRequest({ base, actionId, fields });
  const answer = await post(new URL(form.path, base), {
    ...options,
    headers: { ...request.headers, ...headers },
    body: request.body,
  });
  const kind = await answerKind(answer.status, answer.body);
  const result = answer.status === 200 ? await actionResult(answer.body) : null;
  return { kind, result, headers: answer.headers };
}

/**
 * An action's answer in one word: '5xx', the result's status ('ok', 'invalid', 'failed', …;
 * a 'failed' without a message for the visitor is not the action's clear failure), or
 * `http <status> no result`.
 */
export async function answerKind(status: number, body: string | Buffer): Promise<string> {
  if (status >= 500) return '5xx';
  const result = status === 200 ? await actionResult(body) : null;
  if (!result) return `http ${status} no result`;
  if (result.status === 'failed' && !result.message) return 'failed without a message';
  return result.status;
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * A form posted by a browser without JavaScript: the page is fetched, and the form's hidden
 * fields (React's `$ACTION_…` parts) are sent with the visitor's fields, as Chromium sends them.
 * Returns the URL and the request, to send as often as a visitor would.
 */
export async function nativePost({
  base,
  path,
  formId,
  fields,
}: {
  base: string;
  path: string;
  formId: string;
  fields: Fields;
}) {
  const html = await (await fetch(new URL(path, base))).text();
  const form = html.match(new RegExp(`<form id="${formId}"[\\s\\S]*?</form>`))?.[0];
  if (!form) throw new Error(`no form #${formId} on ${path}`);
  const action = decode(form.match(/action="([^"]*)"/)?.[1] ?? path);
  const hidden = [
    ...form.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g),
  ];
  const parts: Fields = [
    ...hidden.map(([, name = '', value = '']): [string, string] => [name, decode(value)]),
    ...fields,
  ];
  const { body, contentType } = await encodeForm(parts);
  return {
    url: new URL(action.split('#')[0] ?? path, base),
    request: { headers: { 'Content-Type': contentType, Origin: base }, body },
  };
}
