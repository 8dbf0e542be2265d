import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDLE } from '@/lib/action-result';
import { submitContact } from '@/lib/actions/contact';
import { submitCustomBot } from '@/lib/actions/custom-bot';
import { subscribeNewsletter } from '@/lib/actions/newsletter';
import { submitOrder } from '@/lib/actions/order';
import { rateLimitedMessage } from '@/content/messages';
import { errorCode } from '@/db/errors';
import { env } from '@/lib/env';
import { NO_ATTRIBUTION, REFERENCE, formData, selectRows } from '@/tests/helpers/database';
import { withinOneWindow } from '@/tests/helpers/limit-window';
import { request } from '@/tests/helpers/request-headers';

/** The behaviour of the four actions against whichever database the environment selects. */
export function describeActions(database: string) {
  const order = (fields: Record<string, string>) =>
    submitOrder(
      IDLE,
      formData({
        source: 'bot',
        slug: 'healthcare',
        name: 'Ayesha Khan',
        email: 'ayesha@example.com',
        phone: '+92300123456',
        plan: 'standard',
        platform: 'whatsapp',
        requirements: 'Book appointments after hours',
        additionalInfo: '',
        ...fields,
      }),
    );
  const contact = (fields: Record<string, string>) =>
    submitContact(
      IDLE,
      formData({
        firstName: 'Bilal',
        lastName: '',
        email: 'bilal@example.com',
        phone: '+923001234567',
        company: 'Bilal Traders',
        inquiryType: 'press_&_media',
        message: 'Interview request',
        ...fields,
      }),
    );
  const ordersWith = (submissionId: string) =>
    selectRows(sql`select * from bot_orders where submission_id = ${submissionId}`);

  describe(`order action on ${database}`, () => {
    it('writes one pending row with exactly the spec columns', async () => {
      const submissionId = randomUUID();
      const answer = await order({ submissionId });
      expect(answer).toEqual({ status: 'ok', submissionId, reference: REFERENCE });
      const rows = await ordersWith(submissionId);
      expect(rows).toHaveLength(1);
      const { id, created_at, ...row } = rows[0]!;
      expect(id).toBeDefined();
      expect(Date.now() - new Date(created_at as string | Date).getTime()).toBeLessThan(60_000);
      expect(row).toEqual({
        submission_id: submissionId,
        bot_slug: 'healthcare',
        bot_category: 'Healthcare',
        user_name: 'Ayesha Khan',
        email: 'ayesha@example.com',
        phone_number: '+92300123456',
        platform: 'whatsapp',
        requirements: 'Book appointments after hours',
        additional_info: null,
        plan: 'standard',
        status: 'pending',
        spam_reason: null,
        reference: answer.status === 'ok' && answer.reference,
        ...NO_ATTRIBUTION,
        // No demo was tried before it (docs/demo.md).
        demo_conversation_id: null,
      });
    });

    it('names industry orders after the page title and category card', async () => {
      const submissionId = randomUUID();
      expect((await order({ submissionId, source: 'industry', slug: 'restaurant' })).status).toBe(
        'ok',
      );
      const [row] = await ordersWith(submissionId);
      expect(row?.bot_category).toBe('Restaurants & Food Bot');
      expect(row?.bot_slug).toMatch(/-bot$/);
      expect(row?.bot_slug).not.toBe('restaurant');
    });

    it('writes the same submission once and answers ok to the retry', async () => {
      const submissionId = randomUUID();
      const answers = await Promise.all([
        order({ submissionId }),
        order({ submissionId }),
        order({ submissionId }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(['ok', 'ok', 'ok']);
      expect(await ordersWith(submissionId)).toHaveLength(1);
    });

    it('saves a submission of another form under the same id as its own, not as a resend', async () => {
      const submissionId = randomUUID();
      const ordered = await order({ submissionId });
      const contacted = await contact({ submissionId, message: 'A question of my own' });
      expect(ordered.status).toBe('ok');
      expect(contacted.status).toBe('ok');
      const messages = await selectRows(
        sql`select message from contact_messages where submission_id = ${submissionId}`,
      );
      expect(messages).toEqual([{ message: 'A question of my own' }]);
      expect(await ordersWith(submissionId)).toHaveLength(1);
    });

    it('answers invalid with every message and the typed values, writing nothing', async () => {
      const submissionId = randomUUID();
      const answer = await order({
        submissionId,
        name: ' ',
        phone: '12',
        plan: '',
        platform: 'other',
      });
      expect(answer).toEqual({
        status: 'invalid',
        errors: {
          name: 'Full name is required',
          phone: 'Invalid phone number (e.g., 0300 1234567 or +92 300 1234567)',
          plan: 'Please select a plan',
        },
        values: expect.objectContaining({
          name: ' ',
          phone: '12',
          plan: '',
          platform: 'other',
          submissionId,
        }),
        submissionId,
      });
      expect(await ordersWith(submissionId)).toHaveLength(0);
    });

    it('refuses a platform the page does not offer and a bot that does not exist', async () => {
      const submissionId = randomUUID();
      const discord = await order({
        submissionId,
        source: 'industry',
        slug: 'restaurant',
        platform: 'discord',
      });
      expect(discord).toMatchObject({
        status: 'invalid',
        errors: { platform: 'Please select a platform' },
      });
      const unknown = await order({ submissionId, slug: 'no-such-bot' });
      expect(unknown).toMatchObject({ status: 'failed', submissionId });
      expect(await ordersWith(submissionId)).toHaveLength(0);
    });

    it('answers a request that is not a form without throwing', async () => {
      for (const body of ['text', 42, null, { name: 'x' }]) {
        expect(await submitOrder(IDLE, body as unknown as FormData)).toMatchObject({
          status: 'invalid',
        });
      }
    });
  });

  describe(`database rules on ${database}`, () => {
    const refusal = (query: ReturnType<typeof sql>) =>
      selectRows(query).then(
        () => 'accepted',
        (error: unknown) => errorCode(error),
      );

    it('refuses, in plain SQL, an unknown code, an over-long text and a second address in other case', async () => {
      const row = (platform: string, name: string) => sql`insert into bot_orders
        (submission_id, bot_slug, bot_category, user_name, email, phone_number, platform, plan)
        values (${randomUUID()}, 'finance', 'Finance', ${name}, 'a@example.com', '03001234567', ${platform}, 'basic')`;
      expect(await refusal(row('myspace', 'Sana'))).toBe('23514');
      expect(await refusal(row('whatsapp', 'S'.repeat(101)))).toBe('23514');
      expect(
        await refusal(sql`insert into contact_messages (submission_id, first_name, email, phone, company, inquiry_type, message)
        values (${randomUUID()}, 'Bilal', 'b@example.com', '0300', 'Co', 'Sales Inquiry', 'Hi')`),
      ).toBe('23514');
      const email = `case-${randomUUID()}@example.com`;
      expect(
        await refusal(sql`insert into newsletter_subscriptions (email) values (${email})`),
      ).toBe('accepted');
      expect(
        await refusal(
          sql`insert into newsletter_subscriptions (email) values (${email.toUpperCase()})`,
        ),
      ).toBe('23505');
    });
  });

  describe(`abuse protection on ${database}`, () => {
    // A flagged row is found by its e-mail: it is stored under an id of its own (a flag never
    // hides a later clean submission, tests/integration/lead-integrity-suite.ts).
    const ordersFrom = (email: string) =>
      selectRows(sql`select * from bot_orders where email = ${email}`);

    it('keeps a submission with a filled honeypot, answers ok, and marks it', async () => {
      const submissionId = randomUUID();
      const email = `honeypot-${submissionId}@example.com`;
      expect(await order({ submissionId, email, website: 'https://cheap-pills.example' })).toEqual({
        status: 'ok',
        submissionId,
        reference: REFERENCE,
      });
      expect(await ordersFrom(email)).toMatchObject([{ spam_reason: 'honeypot' }]);
    });

    it('takes a form sent within a second of showing as a lead like any other: autofill is quick', async () => {
      const fast = `fast-${randomUUID()}@example.com`;
      // The fill time an older page still sends is not read.
      await order({ submissionId: randomUUID(), email: fast, fillMs: '400' });
      expect(await ordersFrom(fast)).toMatchObject([{ spam_reason: null }]);
    });

    it('refuses a client over the limit with a friendly message and writes nothing, and serves another client', async () => {
      await withinOneWindow(env().RATE_LIMIT_WINDOW_SECONDS);
      request.peer = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      try {
        const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
        const answers = [];
        for (const submissionId of ids) answers.push(await order({ submissionId }));
        expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual(['ok', 'ok', 'ok']);
        expect(answers[3]).toMatchObject({
          status: 'failed',
          message: rateLimitedMessage,
          values: { name: 'Ayesha Khan' },
        });
        expect(await ordersWith(ids[3]!)).toHaveLength(0);
        // Another client is served while the first is over its limit, even one that claims,
        // in a header anyone can write, to be the first.
        request.peer = '198.51.100.254';
        request.forwardedFor = `${request.peer}, 10.0.0.1`;
        const other = randomUUID();
        expect(await order({ submissionId: other })).toEqual({
          status: 'ok',
          submissionId: other,
          reference: REFERENCE,
        });
        expect(await ordersWith(other)).toHaveLength(1);
      } finally {
        request.peer = undefined;
        request.forwardedFor = undefined;
      }
    });

    it('answers the resend of an order already saved with its reference, even past the limit', async () => {
      await withinOneWindow(env().RATE_LIMIT_WINDOW_SECONDS);
      // A browser's retry after a lost answer, or a balancer's after an instance died, of the
      // client's last order: that order, not one too many.
      request.peer = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      try {
        const ids = [randomUUID(), randomUUID(), randomUUID()];
        const answers = [];
        for (const submissionId of ids) answers.push(await order({ submissionId }));
        expect(answers.map((answer) => answer.status)).toEqual(['ok', 'ok', 'ok']);
        const resent = await order({ submissionId: ids[2]! });
        expect(resent).toEqual(answers[2]);
        expect(await ordersWith(ids[2]!)).toHaveLength(1);
        // A new order is still one too many.
        expect(await order({ submissionId: randomUUID() })).toMatchObject({
          status: 'failed',
          message: rateLimitedMessage,
        });
      } finally {
        request.peer = undefined;
      }
    });

    it('keeps suspected spam from using up the budget of the same client', async () => {
      request.peer = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
      try {
        for (let i = 0; i < 5; i++)
          await order({ submissionId: randomUUID(), website: 'https://spam.example' });
        const person = randomUUID();
        expect(await order({ submissionId: person })).toEqual({
          status: 'ok',
          submissionId: person,
          reference: REFERENCE,
        });
        expect((await ordersWith(person))[0]?.spam_reason).toBeNull();
      } finally {
        request.peer = undefined;
      }
    });

    it('lets exactly the limit through when one client sends many at once', async () => {
      await withinOneWindow(env().RATE_LIMIT_WINDOW_SECONDS);
      request.peer = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
      try {
        const ids = Array.from({ length: 12 }, () => randomUUID());
        const answers = await Promise.all(ids.map((submissionId) => order({ submissionId })));
        const statuses = answers.map((answer) => answer.status).sort();
        expect(statuses).toEqual([...Array(9).fill('failed'), 'ok', 'ok', 'ok']);
        const [row] = await selectRows(
          sql`select count(*)::int as n from bot_orders where submission_id in ${ids}`,
        );
        expect(row?.n).toBe(3);
      } finally {
        request.peer = undefined;
      }
    });
  });

  describe(`custom-bot action on ${database}`, () => {
    it('stores codes and the feature labels as a text array, each feature once', async () => {
      const submissionId = randomUUID();
      const answer = await submitCustomBot(
        IDLE,
        formData({
          submissionId,
          businessName: '  Karachi Grill House ',
          category: 'restaurant',
          platform: 'instagram',
          businessSize: 'startup',
          budget: '500-plus',
          features: ['Analytics & Reporting', 'CRM Integration', 'Analytics & Reporting'],
          requirements: '',
          contactName: ' Nadia Hussain ',
          email: 'nadia@example.com',
          phone: '+923331234567',
        }),
      );
      expect(answer).toEqual({ status: 'ok', submissionId, reference: REFERENCE });
      const rows = await selectRows(
        sql`select * from custom_bot_requests where submission_id = ${submissionId}`,
      );
      const { id: _id, created_at: _createdAt, ...row } = rows[0]!;
      expect(row).toEqual({
        submission_id: submissionId,
        business_name: 'Karachi Grill House',
        category: 'restaurant',
        platform: 'instagram',
        business_size: 'startup',
        budget: '500-plus',
        features: ['Analytics & Reporting', 'CRM Integration'],
        requirements: null,
        contact_name: 'Nadia Hussain',
        email: 'nadia@example.com',
        phone: '+923331234567',
        status: 'pending',
        spam_reason: null,
        reference: answer.status === 'ok' && answer.reference,
        ...NO_ATTRIBUTION,
      });
    });

    it('stores an empty feature list when none is ticked, and no phone when none is given', async () => {
      const submissionId = randomUUID();
      const answer = await submitCustomBot(
        IDLE,
        formData({
          submissionId,
          businessName: 'Shop',
          category: 'other',
          platform: 'other',
          businessSize: 'large',
          budget: 'enterprise',
          contactName: 'Ali',
          email: 'ali@example.com',
        }),
      );
      expect(answer).toEqual({ status: 'ok', submissionId, reference: REFERENCE });
      const [row] = await selectRows(
        sql`select features, phone from custom_bot_requests where submission_id = ${submissionId}`,
      );
      expect(row).toEqual({ features: [], phone: null });
    });

    it('asks for who to answer: a name and an e-mail, a phone only if given as digits', async () => {
      const answer = await submitCustomBot(
        IDLE,
        formData({
          businessName: 'Shop',
          category: 'other',
          platform: 'other',
          businessSize: 'large',
          budget: 'enterprise',
          contactName: ' ',
          email: 'nobody',
          // Spaces are how people write a number; a letter is not part of one.
          phone: '0300 12a',
        }),
      );
      expect(answer).toMatchObject({
        status: 'invalid',
        errors: {
          contactName: 'Your name is required',
          email: 'Invalid email address',
          phone: 'Phone number must contain only numbers',
        },
      });
    });

    it('writes nothing for an unknown code', async () => {
      const submissionId = randomUUID();
      const answer = await submitCustomBot(
        IDLE,
        formData({
          submissionId,
          businessName: 'Shop',
          category: 'casino',
          platform: 'whatsapp',
          businessSize: 'small',
          budget: '50-100',
        }),
      );
      expect(answer).toMatchObject({
        status: 'invalid',
        errors: { category: 'Please select a category' },
      });
      expect(
        await selectRows(
          sql`select 1 from custom_bot_requests where submission_id = ${submissionId}`,
        ),
      ).toHaveLength(0);
    });
  });

  describe(`contact action on ${database}`, () => {
    it('stores the inquiry code and a missing last name as null', async () => {
      const submissionId = randomUUID();
      const answer = await contact({ submissionId });
      expect(answer).toEqual({ status: 'ok', submissionId, reference: REFERENCE });
      const rows = await selectRows(
        sql`select * from contact_messages where submission_id = ${submissionId}`,
      );
      const { id: _id, created_at: _createdAt, ...row } = rows[0]!;
      expect(row).toEqual({
        submission_id: submissionId,
        first_name: 'Bilal',
        last_name: null,
        email: 'bilal@example.com',
        phone: '+923001234567',
        company: 'Bilal Traders',
        inquiry_type: 'press_&_media',
        message: 'Interview request',
        status: 'pending',
        spam_reason: null,
        reference: answer.status === 'ok' && answer.reference,
        ...NO_ATTRIBUTION,
      });
    });
  });

  describe(`newsletter action on ${database}`, () => {
    it('subscribes once; any casing or padding of the address is a duplicate', async () => {
      const local = `reader-${randomUUID()}`;
      expect(
        await subscribeNewsletter(IDLE, formData({ email: `  ${local}@Example.com ` })),
      ).toEqual({ status: 'ok' });
      expect(
        await subscribeNewsletter(IDLE, formData({ email: `${local.toUpperCase()}@EXAMPLE.COM` })),
      ).toMatchObject({
        status: 'duplicate',
        // Kept in the field, as typed, for the page without JavaScript.
        values: { email: `${local.toUpperCase()}@EXAMPLE.COM` },
      });
      const rows = await selectRows(
        sql`select email, source from newsletter_subscriptions where lower(email) = ${`${local}@example.com`}`,
      );
      expect(rows).toEqual([{ email: `${local}@Example.com`, source: 'footer' }]);
    });

    it('answers invalid for a malformed address', async () => {
      expect(await subscribeNewsletter(IDLE, formData({ email: 'not an email' }))).toMatchObject({
        status: 'invalid',
        errors: { email: 'Please enter a valid email address.' },
        values: { email: 'not an email' },
      });
    });
  });
}
