import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MAX_ARGUMENT_DEPTH } from '@/lib/http/action-arguments';
import { type ActionsOfBuild, actionEnvelopeProblem } from '@/lib/http/action-envelope';
import { ACTION_BODY_LIMIT_BYTES } from '@/lib/http/body-limit';
import { craftedEnvelope, envelopeMs, orderCall } from '@/tests/helpers/crafted-envelope';

// React's own reply encoder, the one the browser runs for a server action call; Next ships it
// compiled and without types.
const { encodeReply } = createRequire(import.meta.url)(
  'next/dist/compiled/react-server-dom-webpack/client.node',
) as { encodeReply: (value: unknown) => Promise<FormData | string> };

const URL = 'http://localhost/finance';
const BOUNDARY = '----WebKitFormBoundaryAbCdEf012345';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function multipartBody(parts: [string, string][]): string {
  const fields = parts.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${fields.join('')}--${BOUNDARY}--\r\n`;
}

/** A call from JavaScript: header Next-Action, the fields as `_1_<name>`, root part 0 last. */
function actionCall(
  root: string,
  { body, contentType = MULTIPART }: { body?: string; contentType?: string } = {},
) {
  return new Request(URL, {
    method: 'POST',
    headers: { 'next-action': 'a'.repeat(42), 'content-type': contentType },
    body:
      body ??
      multipartBody([
        ['_1_email', 'ada@example.com'],
        ['0', root],
      ]),
  });
}

const ROOT = '[{"status":"idle"},"$K1"]';

describe('actionEnvelopeProblem', () => {
  it('lets through what React sends for a form action called from the browser', async () => {
    const form = new FormData();
    form.append('email', 'ada@example.com');
    form.append('features', 'Order Management');
    form.append('features', 'CRM Integration');
    const previous = {
      status: 'invalid',
      errors: { email: 'Please enter a valid email' },
      values: { email: '$not an address', features: ['CRM Integration'] },
      submissionId: crypto.randomUUID(),
      hint: undefined,
    };
    const body = await encodeReply([previous, form]);
    expect(body).toBeInstanceOf(FormData);
    const request = new Request(URL, {
      method: 'POST',
      headers: { 'next-action': 'a'.repeat(42) },
      body: body as FormData,
    });
    expect(await actionEnvelopeProblem(request)).toBeNull();
  });

  it('lets through a form posted without JavaScript', async () => {
    const form = new FormData();
    form.append('$ACTION_REF_1', '');
    form.append('$ACTION_1:0', '{"id":"abc","bound":"$@1"}');
    form.append('$ACTION_1:1', '[{"status":"idle"}]');
    form.append('$ACTION_KEY', 'k0');
    form.append('email', 'ada@example.com');
    expect(
      await actionEnvelopeProblem(new Request(URL, { method: 'POST', body: form })),
    ).toBeNull();
  });

  it('leaves page requests and other posts alone', async () => {
    expect(await actionEnvelopeProblem(new Request(URL))).toBeNull();
    const urlencoded = new Request(URL, { method: 'POST', body: new URLSearchParams({ a: 'b' }) });
    expect(await actionEnvelopeProblem(urlencoded)).toBeNull();
  });

  it('refuses a body over the limit, announced or chunked', async () => {
    const big = multipartBody([
      ['_1_name', 'x'.repeat(ACTION_BODY_LIMIT_BYTES + 1)],
      ['0', ROOT],
    ]);
    const announced = actionCall(ROOT, { body: big });
    announced.headers.set('content-length', String(big.length));
    expect(await actionEnvelopeProblem(announced)).toMatchObject({ status: 413 });
    expect(await actionEnvelopeProblem(actionCall(ROOT, { body: big }))).toMatchObject({
      status: 413,
    });
    const noJavaScript = new Request(URL, {
      method: 'POST',
      headers: { 'content-type': MULTIPART },
      body: big,
    });
    expect(await actionEnvelopeProblem(noJavaScript)).toMatchObject({ status: 413 });
  });

  it('refuses an action call that is not multipart', async () => {
    for (const contentType of [
      'text/plain;charset=UTF-8',
      'application/json',
      'multipart/form-data',
    ]) {
      expect(
        await actionEnvelopeProblem(actionCall(ROOT, { contentType })),
        contentType,
      ).toMatchObject({
        status: 400,
      });
    }
  });

  it('refuses multipart data that cannot be read', async () => {
    const body = multipartBody([
      ['_1_email', 'ada@example.com'],
      ['0', ROOT],
    ]);
    const broken = {
      'wrong boundary': actionCall(ROOT, { contentType: 'multipart/form-data; boundary=nope' }),
      'boundary in another case': actionCall(ROOT, { contentType: MULTIPART.toLowerCase() }),
      truncated: actionCall(ROOT, { body: body.slice(0, body.length / 2) }),
      'no closing boundary': actionCall(ROOT, { body: body.slice(0, -4) }),
      'no JavaScript, truncated': new Request(URL, {
        method: 'POST',
        headers: { 'content-type': MULTIPART },
        body: body.slice(0, body.length / 2),
      }),
      'no JavaScript, no boundary': new Request(URL, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data' },
        body,
      }),
    };
    for (const [label, request] of Object.entries(broken)) {
      expect(await actionEnvelopeProblem(request), label).toMatchObject({ status: 400 });
    }
  });

  it('refuses an action call whose root part is not an argument list React can decode', async () => {
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const root of [
      'not json',
      'null',
      '{}',
      '5',
      '"form"',
      deep(5000),
      // The list is the first level.
      `[${deep(MAX_ARGUMENT_DEPTH)},"$K1"]`,
    ]) {
      expect(await actionEnvelopeProblem(actionCall(root)), root.slice(0, 20)).toMatchObject({
        status: 400,
      });
    }
    expect(
      await actionEnvelopeProblem(actionCall(`[${deep(MAX_ARGUMENT_DEPTH - 1)},"$K1"]`)),
    ).toBeNull();
    const noRoot = multipartBody([['_1_email', 'ada@example.com']]);
    const twoRoots = multipartBody([
      ['0', 'x'],
      ['0', ROOT],
    ]);
    for (const body of [noRoot, twoRoots]) {
      expect(await actionEnvelopeProblem(actionCall(ROOT, { body }))).toMatchObject({
        status: 400,
      });
    }
  });

  it('refuses arguments holding a reference React would follow to a part that is not there', async () => {
    // React reads these as another part, a Map, a Set, an iterator, a Blob, a server reference,
    // a typed array, a BigInt or an unknown tag, and throws when it cannot: a 500 from Next.
    const references = ['$1', '$Q1', '$W1', '$i1', '$B1', '$h1', '$A1', '$n1x', '$Y', '$S', '$E'];
    for (const reference of references) {
      expect(
        await actionEnvelopeProblem(actionCall(`[{"status":"idle"},"${reference}"]`)),
        reference,
      ).toMatchObject({ status: 400 });
      expect(
        await actionEnvelopeProblem(actionCall(`[{"values":{"a":["${reference}"]}},"$K1"]`)),
        `${reference} nested`,
      ).toMatchObject({ status: 400 });
      const extraPart = multipartBody([
        ['_1_email', 'ada@example.com'],
        ['1', `["${reference}"]`],
        ['0', ROOT],
      ]);
      expect(
        await actionEnvelopeProblem(actionCall(ROOT, { body: extraPart })),
        `${reference} in part 1`,
      ).toMatchObject({ status: 400 });

      const noJavaScript = new FormData();
      noJavaScript.append('$ACTION_REF_1', '');
      noJavaScript.append('$ACTION_1:0', '{"id":"abc","bound":"$@1"}');
      noJavaScript.append('$ACTION_1:1', `[{"status":"idle","hint":"${reference}"}]`);
      noJavaScript.append('email', reference);
      expect(
        await actionEnvelopeProblem(new Request(URL, { method: 'POST', body: noJavaScript })),
        `${reference} without JavaScript`,
      ).toMatchObject({ status: 400 });
    }
  });

  it('lets through what the fields hold, whatever it looks like', async () => {
    // Only the encoded arguments are read as references; a typed value is just text.
    const body = multipartBody([
      ['_1_email', '$1'],
      ['_1_name', '$Q1'],
      ['0', '[{"status":"invalid","values":{"email":"$$1"},"hint":"$undefined"},"$K1"]'],
    ]);
    expect(await actionEnvelopeProblem(actionCall(ROOT, { body }))).toBeNull();
  });

  it('refuses a bound state React cannot decode, and more arguments than a form sends', async () => {
    const noJavaScript = new FormData();
    noJavaScript.append('$ACTION_REF_1', '');
    noJavaScript.append('$ACTION_1:0', `{"id":"${'a'.repeat(42)}","bound":"$@1"}`);
    noJavaScript.append('email', 'ada@example.com');
    const missingPart = new Request(URL, { method: 'POST', body: noJavaScript });
    expect(await actionEnvelopeProblem(missingPart)).toMatchObject({ status: 400 });
    const tooMany = JSON.stringify(Array.from({ length: 1001 }, () => 1));
    expect(await actionEnvelopeProblem(actionCall(tooMany))).toMatchObject({ status: 400 });
  });
});

describe('actionEnvelopeProblem, given the action ids of the build', () => {
  // The action of URL's page (/[industry]), and one only the desk's sign-in page has.
  const signIn = 'b'.repeat(42);
  const known: ActionsOfBuild = {
    actions: new Map([
      ['a'.repeat(42), new Set(['/[industry]', '/desk/sign-in'])],
      [signIn, new Set(['/desk/sign-in'])],
    ]),
    routes: {
      named: new Set(['/desk/sign-in']),
      patterns: [{ route: '/[industry]', pattern: /^\/([^/]+?)(?:\/)?$/ }],
    },
  };
  const call = (id: string) => {
    const request = actionCall(ROOT);
    request.headers.set('next-action', id);
    return request;
  };
  const formNaming = (key: string) => {
    const form = new FormData();
    form.append(key, '');
    form.append('email', 'ada@example.com');
    return new Request(URL, { method: 'POST', body: form });
  };
  const notFound = { 'x-nextjs-action-not-found': '1' };

  it('answers an id it lacks as Next.js does, header included, before reading the body', async () => {
    expect(await actionEnvelopeProblem(call('a'.repeat(42)), known)).toBeNull();
    expect(await actionEnvelopeProblem(call('f'.repeat(42)), known)).toMatchObject({
      status: 409,
      headers: notFound,
    });
    for (const id of ['', 'x', '__proto__', '../../etc']) {
      expect(await actionEnvelopeProblem(call(id), known), id).toMatchObject({
        status: 400,
        headers: notFound,
      });
    }
    const unread = call('f'.repeat(42));
    await actionEnvelopeProblem(unread, known);
    expect(unread.bodyUsed).toBe(false);
  });

  it('and for a form posted without JavaScript', async () => {
    expect(
      await actionEnvelopeProblem(formNaming(`$ACTION_ID_${'f'.repeat(42)}`), known),
    ).toMatchObject({ status: 409, headers: notFound });
    expect(await actionEnvelopeProblem(formNaming('$ACTION_ID_00'), known)).toMatchObject({
      status: 400,
      headers: notFound,
    });
    // A known one, but bound to no state: the action would get the form as its state (a 500).
    expect(
      await actionEnvelopeProblem(formNaming(`$ACTION_ID_${'a'.repeat(42)}`), known),
    ).toMatchObject({ status: 400 });
  });

  it('refuses an action of this build posted to a page that does not have it, before reading the body', async () => {
    const elsewhere = { status: 409, headers: notFound };
    const unread = call(signIn);
    expect(await actionEnvelopeProblem(unread, known)).toMatchObject(elsewhere);
    expect(unread.bodyUsed).toBe(false);
    expect(await actionEnvelopeProblem(formNaming(`$ACTION_ID_${signIn}`), known)).toMatchObject(
      elsewhere,
    );
    const onItsPage = call(signIn);
    const there = new Request('http://localhost/desk/sign-in', onItsPage);
    expect(await actionEnvelopeProblem(there, known)).toBeNull();
  });
});

describe('actionEnvelopeProblem reads the content type as Next.js does, case-sensitively', () => {
  it('an action call not sent as multipart/form-data in those letters: 400', async () => {
    const upper = actionCall(ROOT, { contentType: `MULTIPART/FORM-DATA; BOUNDARY=${BOUNDARY}` });
    expect(await actionEnvelopeProblem(upper)).toMatchObject({ status: 400 });
    const boundaryInCapitals = actionCall(ROOT, {
      contentType: `multipart/form-data; BOUNDARY=${BOUNDARY}`,
    });
    expect(await actionEnvelopeProblem(boundaryInCapitals)).toBeNull();
  });

  it('a post multipart only in capitals is no form to Next.js, so not read here', async () => {
    const request = new Request(URL, {
      method: 'POST',
      headers: { 'content-type': `MULTIPART/FORM-DATA; BOUNDARY=${BOUNDARY}` },
      body: multipartBody([['$ACTION_ID_00', '']]),
    });
    expect(
      await actionEnvelopeProblem(request, {
        actions: new Map(),
        routes: { named: new Set(), patterns: [] },
      }),
    ).toBeNull();
  });
});

describe('actionEnvelopeProblem costs what the size of a body costs, not more', () => {
  it('a body of hundreds of parts, or of thousands of references to one, costs what a form of that size does', async () => {
    const manyParts = craftedEnvelope();
    const fewParts = craftedEnvelope({ parts: 60 });
    expect(await actionEnvelopeProblem(actionCall(ROOT, { body: manyParts }))).toEqual({
      status: 400,
      message: 'Bad request: more fields than any form of this site has',
    });
    expect(await actionEnvelopeProblem(actionCall(ROOT, { body: fewParts }))).toEqual({
      status: 400,
      message: 'Bad request: the action arguments cannot be read',
    });
    // The largest order a visitor can send is about as long: its requirements at their most.
    const longest = orderCall('x'.repeat(manyParts.length - orderCall('').length));
    const longestMs = await envelopeMs(longest, 25, true);
    expect(await envelopeMs(manyParts, 25, true)).toBeLessThan(2 * longestMs + 1);
    // Its 100 KiB of JSON is parsed once, as a form's longest field is read once.
    expect(await envelopeMs(fewParts, 25, true)).toBeLessThan(5 * longestMs + 2);
  });
});
