// A server action's call as Chromium sends it, built without side effects or import.meta, so the
// end-to-end specs (CommonJS under Playwright) share it with the lab's scripts (./lab/http.ts).
import type { Fields } from './lab/forms';

/** multipart/form-data for [name, value] pairs, encoded by the platform as a browser would. */
export async function encodeForm(parts: Fields): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** The root part React sends for `action(previousState, formData)` called from the browser. */
export const ACTION_ROOT = '[{"status":"idle"},"$K1"]';

/**
 * The parts and headers Chromium sends when a form calls a server action with JavaScript
 * (captured from a real submission): header Next-Action, fields named `_1_<field>`, and the root
 * part `0` last.
 */
export const actionParts = <V = string>(
  fields: readonly [string, V][],
  { root = ACTION_ROOT, extraParts = [] }: { root?: string; extraParts?: [string, V][] } = {},
): [string, V | string][] => [
  ...fields.map(([name, value]): [string, V] => [`_1_${name}`, value]),
  ...extraParts,
  ['0', root],
];
export const actionHeaders = (base: string, actionId: string): Record<string, string> => ({
  Accept: 'text/x-component',
  'Next-Action': actionId,
  Origin: base,
});

/** A well-formed action call: { headers, body }, ready for post() or autocannon. */
export async function actionRequest({
  base,
  actionId,
  fields,
}: {
  base: string;
  actionId: string;
  fields: Fields;
}): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const { body, contentType } = await encodeForm(actionParts(fields));
  return { headers: { ...actionHeaders(base, actionId), 'Content-Type': contentType }, body };
}
