import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Webhook, type WebhookUnbrandedRequiredHeaders } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmationsPerSenderHour } from '@/db/queries/deliveries';
import { HELD_AS_SPAM } from '@/content/desk';
import { markNotSpam, markSpam, retryDelivery } from '@/db/queries/desk-leads';
import { IDLE } from '@/lib/action-result';
import { submitContact } from '@/lib/actions/contact';
import { submitCustomBot } from '@/lib/actions/custom-bot';
import { submitOrder } from '@/lib/actions/order';
import { standardWebhookSecret } from '@/lib/delivery/webhook';
import { deliverDue } from '@/lib/delivery/worker';
import { REFERENCE, formData, selectRows } from '@/tests/helpers/database';
import { DeliveryCatcher } from '@/tests/helpers/delivery-catcher';
import { request } from '@/tests/helpers/request-headers';

export const PROVIDER = 'leads@botbazaar.example';
export const SECRET = 'test-webhook-secret';

const order = (email: string, fields: Record<string, string> = {}) =>
  submitOrder(
    IDLE,
    formData({
      source: 'bot',
      slug: 'finance',
      name: 'Ayesha Khan',
      email,
      phone: '+923001234567',
      plan: 'premium',
      platform: 'whatsapp',
      requirements: 'Please <b>call</b> me about invoices',
      additionalInfo: '',
      utmSource: 'google',
      referrer: 'https://www.google.com',
      landingPath: '/bots/finance?utm_source=google',
      ...fields,
    }),
  );

const referenceOf = (answer: Awaited<ReturnType<typeof order>>) =>
  answer.status === 'ok' ? String(answer.reference) : '';

/** The server's log lines about deliveries, from console.info and console.warn. */
type LogSpy = { mock: { calls: unknown[][] }; mockClear: () => void };
const deliveryLog = (spy: LogSpy) =>
  spy.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('[delivery]'));
const infoSpy = (): LogSpy => vi.mocked(console.info);

/** The Standard Webhooks headers of a received call, as a receiver hands them to the library. */
const standardHeaders = (headers: Record<string, string | string[] | undefined>) =>
  ({
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  }) satisfies WebhookUnbrandedRequiredHeaders;

/** Makes every queued delivery due now, as if its retry interval had passed. */
const dueNow = () => selectRows(sql`update lead_deliveries set next_attempt_at = now()`);

/**
 * Lead delivery (docs/rules.md#e-mails-and-webhook): run where the environment gives SMTP_URL, the
 * provider's address, and a webhook with its secret, from the servers `setup` starts.
 */
export function describeDelivery(
  database: string,
  configure: (urls: { smtpUrl: string; webhookUrl: string }) => void,
) {
  const catcher = new DeliveryCatcher({ secret: SECRET });

  beforeAll(async () => configure(await catcher.start()));
  afterAll(() => catcher.stop());
  let warnings: LogSpy & { mockRestore: () => void };
  beforeAll(() => {
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => warnings.mockRestore());
  beforeEach(async () => {
    // What earlier tests left queued is delivered first, so each test sees only its own.
    await dueNow();
    await deliverDue();
    infoSpy().mockClear();
    warnings.mockClear();
    catcher.clear();
  });

  describe(`lead delivery on ${database}`, () => {
    it('an order: one alert, one confirmation, one signed webhook', async () => {
      const visitor = `buyer-${randomUUID()}@example.com`;
      const answer = await order(visitor);
      expect(answer).toMatchObject({ status: 'ok', reference: REFERENCE });
      const reference = referenceOf(answer);
      await deliverDue();

      const [alert, ...moreAlerts] = await catcher.to(PROVIDER);
      expect(moreAlerts).toEqual([]);
      expect(alert?.subject).toBe(`New order ${reference}: FinBot, Premium`);
      // RFC 3834: an out-of-office reply does not answer a machine's mail.
      expect(alert?.headers.get('auto-submitted')).toBe('auto-generated');
      // The same on every attempt, so a receiver reads an alert sent twice after a crash as one.
      expect(alert?.messageId).toBe(`<${reference}.order.alert@botbazaar.example>`);
      expect(alert?.replyTo?.value).toEqual([{ address: visitor, name: 'Ayesha Khan' }]);
      for (const text of [
        reference,
        'Ayesha Khan',
        visitor,
        '+923001234567',
        'Premium ($120/month)',
        'WhatsApp',
        'Please <b>call</b> me about invoices',
        'Pakistan time',
        'google',
        '/bots/finance?utm_source=google',
      ])
        expect(alert?.text).toContain(text);
      // Where the visit came from, in one order whatever order the outbox kept it in.
      expect(alert?.text).toContain(
        'UTM source: google\nReferring site: https://www.google.com\nLanding page: /bots/finance',
      );
      // The visitor's words are text in the provider's HTML, never markup.
      expect(alert?.html).toContain('Please &lt;b&gt;call&lt;/b&gt; me');
      expect(alert?.html).not.toContain('<b>call');

      const [confirmation, ...moreConfirmations] = await catcher.to(visitor);
      expect(moreConfirmations).toEqual([]);
      expect(confirmation?.subject).toBe(`We received your order ${reference}`);
      expect(confirmation?.headers.get('auto-submitted')).toBe('auto-generated');
      for (const text of [
        'FinBot',
        'Premium ($120/month)',
        'WhatsApp',
        '24-48 hours',
        `https://wa.me/923000000000?text=Hello%20BotBazaar%2C%20my%20reference%20is%20${reference}.`,
      ])
        expect(confirmation?.text).toContain(text);
      // A fixed template: nothing the visitor typed comes back to them.
      for (const typed of ['call', 'Ayesha']) {
        expect(confirmation?.text).not.toContain(typed);
        expect(confirmation?.html).not.toContain(typed);
      }

      expect(catcher.received().hooks).toHaveLength(1);
      const [hook] = catcher.received().hooks;
      const signature = createHmac('sha256', SECRET).update(hook!.body).digest('hex');
      expect(hook?.headers['x-botbazaar-signature']).toBe(`sha256=${signature}`);
      expect(hook?.headers['idempotency-key']).toBe(reference);
      const body = JSON.parse(hook!.body) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual([
        'type',
        'reference',
        'created_at',
        'lead',
        'attribution',
        'spam_reason',
      ]);
      expect(body).toEqual({
        type: 'order',
        reference,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        lead: expect.objectContaining({
          bot_slug: 'finance',
          user_name: 'Ayesha Khan',
          email: visitor,
          plan: 'premium',
          status: 'pending',
        }),
        attribution: expect.objectContaining({
          utm_source: 'google',
          referrer: 'https://www.google.com',
        }),
        spam_reason: null,
      });
      const rows = await selectRows(
        sql`select state, payload from lead_deliveries where reference = ${reference}`,
      );
      expect(rows).toEqual([
        { state: 'sent', payload: null },
        { state: 'sent', payload: null },
        { state: 'sent', payload: null },
      ]);
    });

    it('a custom-bot request and a message: their own subjects and confirmations', async () => {
      const visitor = `writer-${randomUUID()}@example.com`;
      const request = await submitCustomBot(
        IDLE,
        formData({
          businessName: 'Multan Mangoes',
          category: 'ecommerce',
          platform: 'instagram',
          businessSize: 'small',
          budget: '100-250',
          features: ['Order Management'],
          contactName: 'Bilal',
          email: visitor,
        }),
      );
      const message = await submitContact(
        IDLE,
        formData({
          firstName: 'Bilal',
          lastName: 'Ahmed',
          email: visitor,
          phone: '+923001234567',
          company: 'Multan Mangoes',
          inquiryType: 'press_&_media',
          message: 'Interview?',
        }),
      );
      await deliverDue();
      const [requestRef, messageRef] = [request, message].map(referenceOf);
      expect((await catcher.to(PROVIDER)).map((alert) => alert.subject).sort()).toEqual(
        [
          `New custom bot request ${requestRef}: Multan Mangoes`,
          `New message ${messageRef}: Bilal Ahmed, Press & Media`,
        ].sort(),
      );
      expect(
        (await catcher.to(visitor)).map((confirmation) => confirmation.subject).sort(),
      ).toEqual(
        [
          `We received your custom bot request ${requestRef}`,
          `We received your message ${messageRef}`,
        ].sort(),
      );
      for (const confirmation of await catcher.to(visitor)) {
        for (const typed of ['Multan', 'Interview', 'Bilal'])
          expect(confirmation.text).not.toContain(typed);
      }
      const requestConfirmation = (await catcher.to(visitor)).find(
        (confirmation) =>
          confirmation.subject === `We received your custom bot request ${requestRef}`,
      );
      expect(requestConfirmation?.text).toContain('Features: Order Management');
    });

    it('a custom-bot request with no feature ticked: no empty Features line', async () => {
      const visitor = `plain-${randomUUID()}@example.com`;
      const answer = await submitCustomBot(
        IDLE,
        formData({
          businessName: 'Quetta Dry Fruits',
          category: 'other',
          platform: 'telegram',
          businessSize: 'startup',
          budget: 'under-50',
          contactName: 'Sana',
          email: visitor,
        }),
      );
      expect(answer.status).toBe('ok');
      await deliverDue();
      const [confirmation] = await catcher.to(visitor);
      expect(confirmation?.text).toContain('Business size: Startup (1-10 employees)');
      expect(confirmation?.text).not.toMatch(/^Features:/m);
    });

    it('suspected spam: no e-mail and no webhook at all', async () => {
      const visitor = `bot-${randomUUID()}@example.com`;
      expect((await order(visitor, { website: 'https://spam.example' })).status).toBe('ok');
      await deliverDue();
      expect(catcher.received().mails).toEqual([]);
      expect(catcher.received().hooks).toEqual([]);
    });

    it('a webhook answering 500 three times, then 200, is delivered once', async () => {
      catcher.failWebhook(3);
      const reference = referenceOf(await order(`hook-${randomUUID()}@example.com`));
      await deliverDue();
      for (let retry = 0; retry < 3; retry++) {
        const [row] = await selectRows(
          sql`select state, attempts, last_error, next_attempt_at > now() + interval '10 seconds' as later from lead_deliveries where reference = ${reference} and channel = 'webhook'`,
        );
        expect(row).toMatchObject({
          state: 'pending',
          last_error: 'The webhook answered 500',
          later: true,
        });
        await dueNow();
        await deliverDue();
      }
      const received = catcher
        .received()
        .hooks.filter((hook) => hook.headers['idempotency-key'] === reference);
      expect(received).toHaveLength(4);
      // One id for the delivery, on every retry: a receiver drops a repeat by it.
      expect(new Set(received.map((hook) => hook.headers['webhook-id']))).toEqual(
        new Set([`msg_order_${reference}`]),
      );
      const [row] = await selectRows(
        sql`select state, attempts from lead_deliveries where reference = ${reference} and channel = 'webhook'`,
      );
      expect(row).toEqual({ state: 'sent', attempts: 4 });
      // Each e-mail went out once, whatever the webhook did.
      expect(
        (await catcher.to(PROVIDER)).filter((alert) => alert.subject?.includes(reference)),
      ).toHaveLength(1);
    });

    it('while the SMTP server refuses, the e-mails wait; then each goes out once', async () => {
      catcher.refuseMail(true);
      const visitor = `patient-${randomUUID()}@example.com`;
      const reference = referenceOf(await order(visitor));
      await deliverDue();
      const waiting = await selectRows(
        sql`select channel, state, last_error from lead_deliveries where reference = ${reference} and channel <> 'webhook' order by channel`,
      );
      expect(waiting).toMatchObject([
        { channel: 'alert', state: 'pending', last_error: expect.stringMatching(/451/) },
        { channel: 'confirmation', state: 'pending', last_error: expect.stringMatching(/451/) },
      ]);
      catcher.refuseMail(false);
      await dueNow();
      await deliverDue();
      await dueNow();
      await deliverDue();
      expect(
        (await catcher.to(PROVIDER)).filter((alert) => alert.subject?.includes(reference)),
      ).toHaveLength(1);
      expect(await catcher.to(visitor)).toHaveLength(1);
    });

    it('a delivery that still fails a day later is kept as dead, with its last error and no copy of the lead; a retry makes it again', async () => {
      catcher.refuseMail(true);
      const visitor = `dead-${randomUUID()}@example.com`;
      const reference = referenceOf(await order(visitor));
      await deliverDue();
      await selectRows(
        sql`update lead_deliveries set created_at = now() - interval '25 hours', next_attempt_at = now() where reference = ${reference}`,
      );
      await deliverDue();
      const deliveries = () =>
        selectRows(
          sql`select id, channel, state, last_error, payload is not null as kept, recipient from lead_deliveries where reference = ${reference} and channel <> 'webhook' order by channel`,
        );
      const rows = await deliveries();
      expect(rows).toMatchObject([
        {
          channel: 'alert',
          state: 'dead',
          last_error: expect.stringMatching(/451/),
          kept: false,
          recipient: null,
        },
        { channel: 'confirmation', state: 'dead', kept: false, recipient: null },
      ]);
      // The provider retries both from the desk: made again from the lead, and sent.
      catcher.refuseMail(false);
      const [lead] = (await selectRows(
        sql`select id from bot_orders where reference = ${reference}`,
      )) as { id: number }[];
      for (const row of rows)
        expect(await retryDelivery(PROVIDER, 'order', Number(lead!.id), Number(row.id))).toBe(
          'retried',
        );
      await deliverDue();
      expect(
        (await catcher.to(PROVIDER)).filter((alert) => alert.subject?.includes(reference)),
      ).toHaveLength(1);
      const [confirmation, ...more] = await catcher.to(visitor);
      expect(more).toEqual([]);
      expect(confirmation?.subject).toBe(`We received your order ${reference}`);
      expect((await deliveries()).map((row) => [row.state, row.kept, row.recipient])).toEqual([
        ['sent', false, null],
        ['sent', false, null],
      ]);
    });

    it('a failed delivery of a lead flagged by hand is retried only once it is not spam, then sent as the lead is', async () => {
      catcher.refuseMail(true);
      const visitor = `flagged-retry-${randomUUID()}@example.com`;
      const reference = referenceOf(await order(visitor));
      await deliverDue();
      const [lead] = (await selectRows(
        sql`select id from bot_orders where reference = ${reference}`,
      )) as { id: number }[];
      const id = Number(lead!.id);
      const [confirmation] = (await selectRows(
        sql`select id from lead_deliveries where reference = ${reference} and channel = 'confirmation'`,
      )) as { id: number }[];
      catcher.refuseMail(false);
      expect(await markSpam(PROVIDER, 'order', id)).toBe('done');
      expect(await markSpam(PROVIDER, 'order', id)).toBe('not-applicable');
      // Flagged: nothing of it is sent, the visitor's confirmation least of all; what was due
      // again is held, and says why.
      expect(await retryDelivery(PROVIDER, 'order', id, Number(confirmation!.id))).toBe('flagged');
      await dueNow();
      await deliverDue();
      expect(await catcher.to(visitor)).toHaveLength(0);
      expect(
        await selectRows(
          sql`select channel, state, last_error from lead_deliveries where reference = ${reference} and channel <> 'webhook' order by channel`,
        ),
      ).toEqual([
        { channel: 'alert', state: 'dead', last_error: HELD_AS_SPAM },
        { channel: 'confirmation', state: 'dead', last_error: HELD_AS_SPAM },
      ]);
      // 'Not spam' queues the alert, which had not gone out; then the confirmation is retried,
      // and goes with the lead as it is now, not a copy of it flagged (the worker refused that
      // copy on every try, 'manual' being no reason its schema knew).
      expect(await markNotSpam(PROVIDER, 'order', id, ['alert'])).toEqual({ queued: ['alert'] });
      expect(await retryDelivery(PROVIDER, 'order', id, Number(confirmation!.id))).toBe('retried');
      await deliverDue();
      expect(await catcher.to(visitor)).toHaveLength(1);
      expect(
        (await catcher.to(PROVIDER)).filter((alert) => alert.subject?.includes(reference)),
      ).toHaveLength(1);
      expect(await markNotSpam(PROVIDER, 'order', id, ['alert'])).toBe('not-applicable');
      expect(await retryDelivery(PROVIDER, 'order', 2_000_000_000, 1)).toBe('no-lead');
    });

    it('the webhook follows Standard Webhooks: a receiver verifies it with the library, and refuses it replayed later', async () => {
      const visitor = `standard-${randomUUID()}@example.com`;
      const reference = referenceOf(await order(visitor));
      await deliverDue();
      const [hook] = catcher.received().hooks;
      expect(hook?.headers['webhook-id']).toBe(`msg_order_${reference}`);
      expect(Number(hook?.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
      expect(hook?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      // The receiver's side: the secret as the Standard Webhooks libraries take it.
      const receiver = new Webhook(standardWebhookSecret(SECRET));
      const headers = standardHeaders(hook!.headers);
      expect(receiver.verify(hook!.body, headers)).toMatchObject({ reference, type: 'order' });
      expect(() => receiver.verify(hook!.body.replace(visitor, 'x@example.com'), headers)).toThrow(
        'No matching signature found',
      );
      // The same request captured and sent again ten minutes later is refused.
      const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * 60_000);
      try {
        expect(() => receiver.verify(hook!.body, headers)).toThrow('Message timestamp too old');
      } finally {
        later.mockRestore();
      }
    });

    it('the server logs a line per delivery sent, failed or dead: its reference and channel, no personal data', async () => {
      catcher.failWebhook(1);
      const visitor = `logged-${randomUUID()}@example.com`;
      const reference = referenceOf(await order(visitor));
      await deliverDue();
      expect(deliveryLog(infoSpy()).sort()).toEqual(
        [`[delivery] alert ${reference} sent`, `[delivery] confirmation ${reference} sent`].sort(),
      );
      expect(deliveryLog(warnings)).toEqual([
        `[delivery] webhook ${reference} failed (attempt 1): The webhook answered 500`,
      ]);
      await dueNow();
      await deliverDue();
      expect(deliveryLog(infoSpy())).toContain(`[delivery] webhook ${reference} sent`);

      catcher.refuseMail(true);
      const dead = referenceOf(await order(`dead-log-${randomUUID()}@example.com`));
      await selectRows(
        sql`update lead_deliveries set created_at = now() - interval '25 hours' where reference = ${dead}`,
      );
      warnings.mockClear();
      await deliverDue();
      const lines = deliveryLog(warnings);
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(`^\\[delivery\\] alert ${dead} dead \\(attempt 1\\): .*451`),
          ),
          expect.stringMatching(
            new RegExp(`^\\[delivery\\] confirmation ${dead} dead \\(attempt 1\\)`),
          ),
        ]),
      );
      for (const line of [...deliveryLog(infoSpy()), ...lines])
        for (const personal of ['Ayesha', 'Khan', '@example.com', '+92300'])
          expect(line).not.toContain(personal);
    });

    it('at most three confirmations an hour go to one mailbox, however its address is spelt', async () => {
      const user = `victim.${randomUUID().slice(0, 8)}`;
      const spellings = [
        `${user}+1@gmail.com`,
        `${user.toUpperCase()}+2@gmail.com`,
        `${user.replace('.', '')}+3@googlemail.com`,
        `${user}+4@GMail.com`,
        `${user.slice(0, 3)}.${user.slice(3)}@gmail.com`,
      ];
      const references: string[] = [];
      for (const [i, spelling] of spellings.entries())
        references.push(referenceOf(await order(spelling, { requirements: `Order ${i}` })));
      await deliverDue();
      const confirmations = catcher
        .received()
        .mails.filter(
          (mail) => mail.channel === 'confirmation' && references.includes(mail.reference ?? ''),
        );
      expect(confirmations).toHaveLength(3);
      // Each went to the address as it was typed.
      for (const mail of confirmations) expect(spellings).toContain(mail.to[0]);
      expect(
        (await catcher.to(PROVIDER)).filter((alert) =>
          references.some((reference) => alert.subject?.includes(reference)),
        ),
      ).toHaveLength(5);
    });

    it("at most RATE_LIMIT_MAX confirmations an hour go out for one client's leads, whatever their addresses; every lead is still alerted", async () => {
      const most = confirmationsPerSenderHour();
      request.peer = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
      const run = randomUUID().slice(0, 8);
      const strangers = Array.from(
        { length: most + 1 },
        (_, i) => `stranger-${run}-${i}@example.com`,
      );
      const victim = `victim-${run}@example.com`;
      const message = async (email: string, text = 'Interview?') =>
        referenceOf(
          await submitContact(
            IDLE,
            formData({
              firstName: 'Bilal',
              lastName: 'Ahmed',
              email,
              phone: '+923001234567',
              company: 'Multan Mangoes',
              inquiryType: 'press_&_media',
              message: text,
            }),
          ),
        );
      const references: string[] = [];
      try {
        // Within the forms' own limit: orders, then a message, from the one client.
        for (const [i, stranger] of strangers.slice(0, -1).entries())
          references.push(referenceOf(await order(stranger, { requirements: `Order ${i}` })));
        references.push(await message(strangers.at(-1)!));
        // Past its cap, three more for one address: not sent, so not counted against its three.
        for (let i = 0; i < 3; i += 1) references.push(await message(victim, `Interview ${i}?`));
      } finally {
        request.peer = undefined;
      }
      const other = referenceOf(await order(`other-${run}@example.com`));
      const victims = referenceOf(await order(victim));
      await deliverDue();
      const confirmed = catcher
        .received()
        .mails.filter((mail) => mail.channel === 'confirmation')
        .map((mail) => mail.to[0]);
      expect(strangers.filter((stranger) => confirmed.includes(stranger))).toEqual(
        strangers.slice(0, most),
      );
      // Other clients' leads are confirmed, the address's own too; every lead is alerted.
      expect(confirmed).toContain(`other-${run}@example.com`);
      expect(await catcher.to(victim)).toHaveLength(1);
      expect(
        (await catcher.to(PROVIDER)).filter((alert) =>
          [...references, other, victims].some((reference) => alert.subject?.includes(reference)),
        ),
      ).toHaveLength(most + 6);
    });

    it('at most three confirmations an hour go to one address; every order is still alerted', async () => {
      const visitor = `often-${randomUUID()}@example.com`;
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push(await order(visitor, { requirements: `Order ${i}` }));
      await deliverDue();
      expect(await catcher.to(visitor)).toHaveLength(3);
      const references = answers.map(referenceOf);
      expect(
        (await catcher.to(PROVIDER)).filter((alert) =>
          references.some((reference) => alert.subject?.includes(reference)),
        ),
      ).toHaveLength(5);
    });
  });
}
