// Malformed submissions for the four form actions, sent straight to the action endpoints.
// Every payload is invalid by construction (a validated field is wrong or missing), so the one
// right outcome is: nothing written, and an answer below 500 within the time limit.
// Hostile text placed in free-text fields (which accept almost anything) always comes with a
// broken validated field, so those payloads test that nothing crashes on the way to 'invalid'.
import { randomBytes, randomUUID } from 'node:crypto';
import { FORMS, HONEYPOT_FIELD, withFields, type FormKey } from '../helpers/lab/forms';
import { ACTION_ROOT, actionHeaders, actionParts } from '../helpers/action-request';

/** A part's value: text, raw bytes (not always UTF-8), or a file. */
type FilePart = { filename: string; type: string; data: string };
type Value = string | Buffer | FilePart;
type Part = [string, Value];

/** One malformed request, to be posted to the form's page. */
export type Payload = {
  category: string;
  label: string;
  headers: Record<string, string>;
  body: string | Buffer;
};

const change = (fields: readonly Part[], changes: Record<string, Value | Value[] | undefined>) =>
  withFields<Value>(fields, changes);

export const CATEGORIES = [
  'wrong types',
  'missing fields',
  'extra fields',
  'over-long strings',
  'unknown codes',
  'SQL injection',
  'HTML/script injection',
  'unusual Unicode',
  'huge bodies (over the body limit)',
  'non-multipart / bad envelope',
];

const SQL_STRINGS = [
  "'; drop table bot_orders; --",
  "' or '1'='1",
  "'); delete from contact_messages; --",
  '1; select pg_sleep(10); --',
  "' union select null, version(), null --",
  "robert'); drop table newsletter_subscriptions;--",
  '$$; drop table custom_bot_requests; $$',
  "\\'; truncate bot_orders cascade; --",
];

const HTML_STRINGS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=fetch("//evil.example")>',
  '{{constructor.constructor("return process")()}}',
  '<iframe srcdoc="<script>parent.alert(1)</script>">',
];

/** Strings or raw byte sequences a careless decoder or database might choke on. */
const UNICODE_VALUES: [string, string | Buffer][] = [
  ['RTL override', 'ada\u202E@example.com'],
  ['zero-width space', 'ada\u200B@example.com'],
  ['zero-width joiner', '\u200Dbasic'],
  ['emoji', '🤖@🤖.com'],
  ['emoji ZWJ sequence', '👩‍💻👩‍💻'],
  [
    'lone high surrogate (CESU bytes)',
    Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x40, 0x62, 0x2e, 0x63, 0x6f]),
  ],
  ['lone low surrogate (CESU bytes)', Buffer.from([0xed, 0xb0, 0x80])],
  ['overlong UTF-8 slash', Buffer.from([0xc0, 0xaf, 0x65, 0x74, 0x63])],
  ['invalid bytes FF FE', Buffer.from([0xff, 0xfe, 0xfd])],
  ['NUL byte', 'ada\u0000@example.com'],
  ['NUL only', '\u0000'],
  ['combining marks', 'Z̴̡̧͇̓a̷̱̋l̸̬̾g̶̣̈́o̴͕͝'],
  ['Arabic-Indic digits', '٠٣٠٠١٢٣٤٥٦٧'],
  ['fullwidth digits', '０３００１２３４５６７'],
  ['homoglyph domain', 'ada@exаmple.com'.replace('a', 'а')],
  ['line/paragraph separators', 'a\u2028b\u2029c'],
];

const WRONG_TYPE_VALUES: [string, string][] = [
  ['number', '12345'],
  ['boolean', 'true'],
  ['null', 'null'],
  ['undefined', 'undefined'],
  ['JSON object', '{"$gt":""}'],
  ['JSON array', '["basic","premium"]'],
  ['object string', '[object Object]'],
  ['React reference', '$K1'],
  ['React promise reference', '$@0'],
  ['empty', ''],
  ['whitespace only', '   \t  '],
];

type FieldSet = {
  validated: string[];
  free: string[];
  required: string[];
  codes: Record<string, string[]>;
  break: Record<string, string>;
  maxText: Record<string, number>;
};

const FIELD_SETS: Record<FormKey, FieldSet> = {
  order: {
    validated: ['source', 'slug', 'email', 'phone', 'plan', 'platform'],
    free: ['name', 'requirements', 'additionalInfo', 'submissionId'],
    required: ['source', 'slug', 'name', 'email', 'phone', 'plan', 'platform'],
    codes: {
      source: ['admin', 'Bot', ' bot', 'industry ', 'page'],
      slug: ['nonexistent', 'finance/../admin', 'FINANCE', 'finance\u0000', ''],
      plan: ['gold', 'Basic', 'premium ', 'enterprise', 'free'],
      // 'messenger' is a real platform FinBot's page does not list, so its order does not offer it.
      platform: ['myspace', 'WhatsApp', 'messenger', 'sms', 'email'],
    },
    /** Makes any payload invalid: a broken e-mail address. */
    break: { email: 'not-an-email' },
    maxText: { name: 100, requirements: 5000, additionalInfo: 5000 },
  },
  customBot: {
    validated: ['category', 'platform', 'businessSize', 'budget', 'features', 'email', 'phone'],
    free: ['businessName', 'requirements', 'contactName', 'submissionId'],
    required: [
      'businessName',
      'category',
      'platform',
      'businessSize',
      'budget',
      'contactName',
      'email',
    ],
    codes: {
      category: ['restaurants', 'Restaurant', 'crypto', 'other ', 'all'],
      platform: ['messenger', 'myspace', 'Facebook', 'sms', 'all'],
      businessSize: ['huge', 'Small', 'tiny', '1-10', 'enterprise'],
      budget: ['free', 'under-10', '500+', 'Enterprise', '1000000'],
      features: ['Mind Reading', 'order management', 'CRM', 'Order Management ', '*'],
      phone: ['0300/1234567', '+92 300 12x4567', '++923001234567', 'phone', '12a34'],
    },
    break: { email: 'not-an-email' },
    maxText: { businessName: 200, requirements: 5000, contactName: 100 },
  },
  contact: {
    validated: ['email', 'phone', 'inquiryType'],
    free: ['firstName', 'lastName', 'company', 'message', 'submissionId'],
    required: ['firstName', 'email', 'phone', 'company', 'inquiryType', 'message'],
    codes: {
      inquiryType: ['Sales Inquiry', 'sales', 'press_and_media', 'SALES_INQUIRY', 'spam'],
      phone: ['0300/1234567', '+92 300 12x4567', '++923001234567', 'phone', '12a34'],
    },
    break: { email: 'not-an-email' },
    maxText: { firstName: 100, lastName: 100, company: 200, message: 5000 },
  },
  newsletter: {
    validated: ['email'],
    free: [],
    required: ['email'],
    codes: {
      email: [
        'plainaddress',
        '@example.com',
        'ada@',
        'ada@@example.com',
        'ada@example',
        'ada example@x.com',
        'a@b.c',
      ],
    },
    break: { email: 'not-an-email' },
    maxText: {},
  },
};

const CRLF = Buffer.from('\r\n');

/**
 * multipart/form-data written by hand: a malformed payload needs what FormData cannot hold, raw
 * bytes (invalid UTF-8) in a value and a quote in a field name. A value is a string, a Buffer,
 * or { filename, type, data } for a file part.
 */
function multipart(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----BotBazaarPayload${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    let head = `Content-Disposition: form-data; name="${name}"`;
    let data: string | Buffer;
    if (typeof value === 'string' || Buffer.isBuffer(value)) data = value;
    else {
      head += `; filename="${value.filename}"\r\nContent-Type: ${value.type}`;
      data = value.data;
    }
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), Buffer.from(data), CRLF);
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Every malformed payload for one form: { category, label, headers, body },
 * to be posted to the form's page (`FORMS[formKey].path`).
 * `ctx` = { base, actionId, otherActionId }.
 */
export function malformedPayloads(
  formKey: FormKey,
  ctx: { base: string; actionId: string; otherActionId: string },
): Payload[] {
  const form = FORMS[formKey];
  const set = FIELD_SETS[formKey];
  const { base } = ctx;
  const out: Payload[] = [];
  const valid = (): Part[] => form.valid(randomUUID());
  const broken = (changes: Record<string, Value> = {}) =>
    change(valid(), { ...set.break, ...changes });
  type Options = {
    request?: { headers: Record<string, string>; body: string | Buffer };
    actionId?: string;
    root?: string;
    extraParts?: Part[];
  };
  /** An action call with `fields` (`root`, `extraParts`, `actionId` to vary it), or `request`. */
  const add = (category: string, label: string, fields: Part[], options: Options = {}) => {
    const { request, actionId = ctx.actionId, ...parts } = options;
    out.push({ category, label, ...(request ?? call(actionId, fields, parts)) });
  };
  const call = (
    actionId: string,
    fields: Part[],
    parts: { root?: string; extraParts?: Part[] },
  ) => {
    const { body, contentType } = multipart(actionParts(fields, parts));
    return { headers: { ...actionHeaders(base, actionId), 'Content-Type': contentType }, body };
  };
  /** Each validated field alone set to `value` (the rest valid), else every free field with a break. */
  const everywhere = (category: string, label: string, value: Value) => {
    for (const field of set.validated)
      add(category, `${label} in ${field}`, change(valid(), { [field]: value }));
    for (const field of set.free)
      add(
        category,
        `${label} in ${field} (+ bad ${Object.keys(set.break)[0]})`,
        broken({ [field]: value }),
      );
  };

  // Wrong types: files where text is expected, lists where one value is, values of other types.
  for (const field of set.required) {
    add('wrong types', `${field} sent as a file`, change(valid(), { [field]: undefined }), {
      extraParts: [
        [`_1_${field}`, { filename: 'x.txt', type: 'text/plain', data: 'ada@example.com' }],
      ],
    });
    add(
      'wrong types',
      `${field} sent twice, last invalid`,
      change(valid(), { [field]: undefined }).concat([
        [field, valid().find(([n]) => n === field)?.[1] ?? 'x'],
        [field, '\u0000not valid\u0000'],
      ]),
    );
  }
  // Values that are of another type but still valid for the field (a contact's or custom-bot
  // request's phone takes any digits, and the latter none at all) are left out: they rightly
  // write a row. A submission id is a free field: one that is not a UUID is ignored, not refused.
  const acceptable = (field: string, value: string) =>
    field === 'phone' &&
    ((formKey === 'contact' && /^\+?[0-9]+$/.test(value)) ||
      (formKey === 'customBot' && /^\+?[0-9]*$/.test(value.trim())));
  for (const [label, value] of WRONG_TYPE_VALUES) {
    for (const field of set.validated) {
      if (!acceptable(field, value))
        add('wrong types', `${label} in ${field}`, change(valid(), { [field]: value }));
    }
  }

  // Missing fields: each required field, every field, all but one.
  for (const field of set.required)
    add('missing fields', `no ${field}`, change(valid(), { [field]: undefined }));
  add('missing fields', 'no fields at all', []);
  add('missing fields', 'only a submission id', [['submissionId', randomUUID()]]);
  add('missing fields', 'only the guard', [[HONEYPOT_FIELD, '']]);
  for (const field of set.required) {
    add(
      'missing fields',
      `only ${field}`,
      valid()
        .filter(([name]) => name === field || name === 'submissionId')
        .filter(([name]) => set.required.length > 1 || name !== field),
    );
  }

  // Extra fields (with one broken field, so nothing may be written).
  const extras: [string, string][] = [
    ['status', 'confirmed'],
    ['spamReason', 'none'],
    ['id', '1'],
    ['createdAt', '1970-01-01'],
    ['botCategory', 'Admin'],
    ['__proto__', '{"polluted":true}'],
    ['constructor', 'x'],
    ['prototype', 'x'],
    ['$ACTION_ID_deadbeef', ''],
    ['$ACTION_REF_1', ''],
    ['x'.repeat(2000), 'long field name'],
    ['', 'empty field name'],
    ['name"; filename="evil.sh', 'quote in field name'],
  ];
  for (const [name, value] of extras)
    add('extra fields', `extra field ${name.slice(0, 30)}`, broken().concat([[name, value]]));
  add(
    'extra fields',
    '500 unknown fields',
    broken().concat(Array.from({ length: 500 }, (_, i): Part => [`extra${i}`, 'x'])),
  );
  add('extra fields', 'fields with another prefix (_2_)', [], {
    extraParts: valid().map(([name, value]): Part => [`_2_${name}`, value]),
  });
  add('extra fields', 'fields without the _1_ prefix', [], { extraParts: valid() });

  // Over-long strings: just over each limit, then 10k and ~60k characters (under the body limit).
  for (const [field, max] of Object.entries(set.maxText)) {
    add(
      'over-long strings',
      `${field} at ${max + 1} chars`,
      change(valid(), { [field]: 'x'.repeat(max + 1) }),
    );
    add(
      'over-long strings',
      `${field} at ${max + 1} chars of spaces around text`,
      change(valid(), { [field]: `${' '.repeat(10)}${'y'.repeat(max + 1)}` }),
    );
  }
  for (const field of [...set.validated, ...set.free]) {
    for (const length of [10_000, 60_000]) {
      add(
        'over-long strings',
        `${field} at ${length} chars`,
        change(valid(), {
          [field]: 'z'.repeat(length),
          ...(set.validated.includes(field) ? {} : set.break),
        }),
      );
    }
  }
  if (set.validated.includes('email')) {
    add(
      'over-long strings',
      'e-mail of 300 chars',
      change(valid(), { email: `${'a'.repeat(290)}@example.com` }),
    );
  }

  // Unknown codes.
  for (const [field, values] of Object.entries(set.codes)) {
    for (const value of values)
      add(
        'unknown codes',
        `${field}=${JSON.stringify(value).slice(0, 30)}`,
        change(valid(), { [field]: value }),
      );
  }
  if (formKey === 'order') {
    add(
      'unknown codes',
      "platform 'other' without Premium",
      change(valid(), { platform: 'other', plan: 'basic' }),
    );
    add(
      'unknown codes',
      'industry source with a bot slug',
      change(valid(), { source: 'industry', slug: 'leadgen' }),
    );
    add(
      'unknown codes',
      'bot source with an unknown slug',
      change(valid(), { slug: 'no-such-bot' }),
    );
  }
  if (formKey === 'customBot') {
    add(
      'unknown codes',
      'features listed 11 times',
      change(valid(), { features: Array(11).fill('Order Management') }),
    );
  }

  // Hostile text inside an e-mail address, where a careless check might let it through.
  const concat = (...pieces: (string | Buffer)[]): string | Buffer =>
    pieces.some(Buffer.isBuffer)
      ? Buffer.concat(pieces.map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p))))
      : pieces.join('');
  const inEmail = (category: string, label: string, value: string | Buffer, positions: number) => {
    if (!set.validated.includes('email')) return;
    const variants = (
      [
        ['local part', concat(value, '@example.com')],
        ['domain', concat('ada@', value, '.com')],
        ['after a dot', concat('ada.', value, '@example.com')],
        ['after a plus', concat('ada+', value, '@example.com')],
      ] satisfies [string, string | Buffer][]
    ).slice(0, positions);
    for (const [where, email] of variants)
      add(category, `${label} in e-mail ${where}`, change(valid(), { email }));
  };
  for (const value of SQL_STRINGS)
    inEmail('SQL injection', JSON.stringify(value).slice(0, 24), value, 4);
  for (const value of HTML_STRINGS)
    inEmail('HTML/script injection', JSON.stringify(value).slice(0, 24), value, 4);
  for (const [label, value] of UNICODE_VALUES) inEmail('unusual Unicode', label, value, 4);

  for (const value of SQL_STRINGS)
    everywhere('SQL injection', JSON.stringify(value).slice(0, 24), value);
  for (const value of HTML_STRINGS)
    everywhere('HTML/script injection', JSON.stringify(value).slice(0, 24), value);
  for (const [label, value] of UNICODE_VALUES) everywhere('unusual Unicode', label, value);

  // Huge bodies: over the action body limit (lib/http/body-limit.ts, about 113 KB today).
  for (const size of [150 * 1024, 256 * 1024, 1024 * 1024, 5 * 1024 * 1024]) {
    add(
      'huge bodies (over the body limit)',
      `one field of ${Math.round(size / 1024)} KB`,
      change(valid(), { [set.required[0] ?? 'email']: 'h'.repeat(size) }),
    );
  }
  add(
    'huge bodies (over the body limit)',
    '2,000 fields of 40 B',
    broken().concat(Array.from({ length: 2000 }, (_, i): Part => [`pad${i}`, 'p'.repeat(40)])),
  );
  add('huge bodies (over the body limit)', '150 KB root part', broken(), {
    root: `[{"status":"idle","pad":"${'r'.repeat(150 * 1024)}"},"$K1"]`,
  });
  add('huge bodies (over the body limit)', 'Content-Length says 10 MB, body small', [], {
    request: {
      headers: {
        ...actionHeaders(base, ctx.actionId),
        'Content-Type': 'text/plain;charset=UTF-8',
        'Content-Length': String(10 * 1024 * 1024),
      },
      body: ACTION_ROOT,
    },
    // Refused from the Content-Length alone (server.mjs), not after waiting for the 10 MB.
  });

  // Not multipart, or a broken envelope around the fields.
  const post = (label: string, contentType: string | null, body: string | Buffer) =>
    add('non-multipart / bad envelope', label, [], {
      request: {
        headers: {
          ...actionHeaders(base, ctx.actionId),
          ...(contentType ? { 'Content-Type': contentType } : {}),
        },
        body,
      },
    });
  const fieldsJson = JSON.stringify(Object.fromEntries(broken().map(([n, v]) => [n, String(v)])));
  post('JSON object body', 'application/json', fieldsJson);
  post('JSON root with a form', 'text/plain;charset=UTF-8', ACTION_ROOT);
  post(
    'JSON array of fields',
    'text/plain;charset=UTF-8',
    JSON.stringify([
      { status: 'idle' },
      Object.fromEntries(broken().map(([n, v]) => [n, String(v)])),
    ]),
  );
  post(
    'urlencoded fields',
    'application/x-www-form-urlencoded',
    new URLSearchParams(broken().map(([n, v]) => [`_1_${n}`, String(v)])).toString(),
  );
  post('text/plain garbage', 'text/plain', 'hello there');
  post('empty body', 'text/plain;charset=UTF-8', '');
  post('no content type', null, 'abc');
  post(
    'random bytes',
    'application/octet-stream',
    Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 256)),
  );
  post(
    'XML body',
    'application/xml',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  );
  const good = multipart(actionParts(broken()));
  post('multipart without boundary', 'multipart/form-data', good.body);
  post('multipart with the wrong boundary', 'multipart/form-data; boundary=nope', good.body);
  post(
    'truncated multipart',
    good.contentType,
    good.body.subarray(0, Math.floor(good.body.length / 2)),
  );
  post(
    'multipart, no closing boundary',
    good.contentType,
    good.body.subarray(0, good.body.length - 4),
  );
  for (const [label, root] of [
    ['root part not JSON', 'not json'],
    ['root part missing the form', '[{"status":"idle"}]'],
    ['root part: a number for the form', '[{"status":"idle"},5]'],
    ['root part: an object for the form', '[{"status":"idle"},{"email":"ada@example.com"}]'],
    ['root part: a string for the form', '[{"status":"idle"},"form"]'],
    ['root part: reference to a missing form', '[{"status":"idle"},"$K9"]'],
    ['root part: self reference', '[{"status":"idle"},"$@0"]'],
    ['root part: reference to a missing part', '[{"status":"idle"},"$1"]'],
    ['root part: a Map in a missing part', '[{"status":"idle"},"$Q1"]'],
    ['root part: a typed array with no data', '[{"status":"idle"},"$A1"]'],
    ['root part: a malformed BigInt', '[{"status":"idle","n":"$n1x"},"$K1"]'],
    ['root part: an unknown tag', '[{"status":"idle","x":"$Y"},"$K1"]'],
    ['root part: empty array', '[]'],
    ['root part: object', '{}'],
    ['root part: null', 'null'],
    ['root part: deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    [
      'root part: 100 extra arguments',
      `[{"status":"idle"},"$K1",${Array(100).fill('1').join(',')}]`,
    ],
  ] satisfies [string, string][]) {
    add('non-multipart / bad envelope', label, broken(), { root });
  }
  const withoutRoot = multipart(actionParts(broken()).slice(0, -1));
  post('no root part', withoutRoot.contentType, withoutRoot.body);
  /** A form post as a browser without JavaScript sends it. */
  const noJavaScriptPost = (parts: Part[]) => {
    const { body, contentType } = multipart(parts);
    return { headers: { 'Content-Type': contentType, Origin: base }, body };
  };
  add('non-multipart / bad envelope', 'no-JavaScript post with a bad field', [], {
    request: noJavaScriptPost([[`$ACTION_ID_${ctx.actionId}`, ''], ...broken()]),
  });
  for (const bound of ['["$Q9"]', '[{"status":"idle","n":"$n1x"}]', '["$Y"]']) {
    add('non-multipart / bad envelope', `no-JavaScript post, bound arguments ${bound}`, [], {
      request: noJavaScriptPost([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', `{"id":"${ctx.actionId}","bound":"$@1"}`],
        ['$ACTION_1:1', bound],
        ['$ACTION_KEY', 'k1'],
        ...broken(),
      ]),
    });
  }
  add('non-multipart / bad envelope', "another form's action id with these fields", broken(), {
    actionId: ctx.otherActionId,
  });
  return out;
}
