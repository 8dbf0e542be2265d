// Part of `npm run test:faults`: a lead is never doubled, hidden by a spam flag, or blocked
// because of another client. Each check reads the rows back from PostgreSQL.
import { randomUUID } from 'node:crypto';
import {
  FORMS,
  HONEYPOT_FIELD,
  NATIVE,
  nativeFields,
  withFields,
  type FormKey,
} from '../helpers/lab/forms';
import { countOf, fmt, sleep, stopChild, type Sql } from '../helpers/lab/harness';
import { callAction, nativePost, post } from '../helpers/lab/http';
import type { Expect } from './hostile';
import type { Ids, Site } from './site';

/** What every check of this part needs. */
export type IntegrityContext = {
  base: string;
  sql: Sql;
  expect: Expect;
  ids: Ids;
  site: Site;
};

async function resendWithoutJavaScript({ base, sql, expect }: IntegrityContext) {
  const figures: Record<string, unknown> = {};
  for (const key of Object.keys(FORMS) as FormKey[]) {
    const { table } = FORMS[key];
    const email = `resend-${randomUUID()}@example.com`;
    const { url, request } = await nativePost({
      base,
      ...NATIVE[key],
      fields: nativeFields(key, email),
    });
    // Sent, then the same bytes again three times at once: a refresh, a double click, back and
    // resend.
    const answers = [await post(url, request)];
    answers.push(...(await Promise.all([1, 2, 3].map(() => post(url, request)))));
    const [{ n } = { n: 0 }] = await sql<
      { n: number }[]
    >`select count(*)::int as n from ${sql(table)} where email = ${email}`;
    const statuses = answers.map((answer) => answer.status);
    figures[key] = { sent: answers.length, rows: n, statuses };
    expect(
      `${key}: one post without JavaScript sent 4 times → rows`,
      n === 1 && statuses.every((s) => s === 200),
      `${n} (answers ${statuses.join(', ')})`,
    );
  }
  // Two people sending the same text from the same page differ in their address: two rows.
  const emails = [
    `same-text-a-${randomUUID()}@example.com`,
    `same-text-b-${randomUUID()}@example.com`,
  ];
  for (const email of emails) {
    const { url, request } = await nativePost({
      base,
      ...NATIVE.contact,
      fields: nativeFields('contact', email),
    });
    await post(url, request);
  }
  const [{ n: people } = { n: 0 }] = await sql<
    { n: number }[]
  >`select count(*)::int as n from contact_messages where email = any(${emails})`;
  figures.twoPeople = people;
  expect('two people sending the same message → rows', people === 2, `${people} (expected 2)`);
  return figures;
}

async function flaggedThenClean({ base, ids, sql, expect }: IntegrityContext) {
  const email = `owner-${randomUUID()}@example.com`;
  const form = FORMS.newsletter;
  const subscribe = (changes: Record<string, string>) =>
    callAction({
      base,
      form,
      actionId: ids.newsletter,
      fields: withFields(form.valid(), { email, ...changes }),
    });
  const byBot = await subscribe({ [HONEYPOT_FIELD]: 'https://spam.example' });
  const byOwner = await subscribe({});
  const rows = await sql<
    { spam_reason: string | null }[]
  >`select spam_reason from newsletter_subscriptions where email = ${email}`;
  expect(
    'newsletter: an address first sent by a bot, then by its owner → one clean row, owner answered ok',
    rows.length === 1 && rows[0]?.spam_reason === null && byBot === 'ok' && byOwner === 'ok',
    `${rows.length} row(s), spam_reason ${rows[0]?.spam_reason ?? 'null'}; answers ${byBot}, ${byOwner}`,
  );
  return { rows: rows.length, spamReason: rows[0]?.spam_reason ?? null, answers: [byBot, byOwner] };
}

/**
 * A server with the default budget (RATE_LIMIT_MAX 10 per client, per form, per minute): one
 * client (127.0.0.2) sends 30 orders as fast as it can, also claiming another address in
 * X-Forwarded-For, which nobody trusts here; a second client (127.0.0.3) is served meanwhile.
 */
async function perClientLimit({ site, ids, expect }: IntegrityContext) {
  const windowMs = 60_000;
  const server = await site.startServer({
    RATE_LIMIT_MAX: '10',
    RATE_LIMIT_WINDOW_SECONDS: String(windowMs / 1000),
  });
  try {
    // The budget is a fixed window aligned to the clock: 30 orders sent across its end would
    // get a fresh budget halfway. They take a second or two, so they start early in a window.
    const intoWindow = Date.now() % windowMs;
    if (intoWindow > windowMs - 15_000) await sleep(windowMs - intoWindow);
    const order = (localAddress: string, headers: Record<string, string> = {}) =>
      callAction({
        base: server.base,
        form: FORMS.order,
        actionId: ids.order,
        fields: FORMS.order.valid(),
        localAddress,
        headers,
      });
    const answers: string[] = [];
    for (let i = 0; i < 30; i++)
      answers.push(await order('127.0.0.2', { 'X-Forwarded-For': '127.0.0.9' }));
    const classes = countOf(answers);
    const other = await order('127.0.0.3');
    expect(
      'one client over its limit (30 orders from 127.0.0.2) → ok answers',
      classes.ok === 10 && classes.failed === 20,
      `${fmt(classes.ok ?? 0)} ok, ${fmt(classes.failed ?? 0)} refused with the wait message`,
    );
    expect('a second client (127.0.0.3) meanwhile', other === 'ok', other);
    return { flood: classes, otherClient: other };
  } finally {
    await stopChild(server.child);
  }
}

export async function leadIntegrity(context: IntegrityContext) {
  console.log(
    '\n4. lead integrity: resends without JavaScript, a flag never hides the owner, one budget per client',
  );
  return {
    resend: await resendWithoutJavaScript(context),
    flaggedThenClean: await flaggedThenClean(context),
    perClient: await perClientLimit(context),
  };
}
