import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertLead, newReference } from '@/db/queries/submissions';
import { botOrders } from '@/db/schema';
import { errorCode, isUniqueViolationOf } from '@/db/errors';
import { IDLE } from '@/lib/action-result';
import { deliveryOf } from '@/db/queries/deliveries';
import { orderSchema } from '@/lib/schemas/order';
import { resolveOrderTarget } from '@/content/order-target';
import { submitContact } from '@/lib/actions/contact';
import { submitCustomBot } from '@/lib/actions/custom-bot';
import { subscribeNewsletter } from '@/lib/actions/newsletter';
import { submitOrder } from '@/lib/actions/order';
import { REFERENCE, formData, selectRows } from '@/tests/helpers/database';
import { request } from '@/tests/helpers/request-headers';

type Fields = Record<string, string | string[]>;

/** A lead form, sent as a browser would, and how its rows are found again. */
const FORMS = {
  order: {
    send: (fields: Fields) => submitOrder(IDLE, formData(fields)),
    table: 'bot_orders',
    fields: (email: string): Fields => ({
      source: 'industry',
      slug: 'travel',
      name: 'Zainab Ali',
      email,
      phone: '03001234567',
      plan: 'premium',
      platform: 'messenger',
      requirements: 'Answer booking questions',
      additionalInfo: '',
    }),
  },
  customBot: {
    send: (fields: Fields) => submitCustomBot(IDLE, formData(fields)),
    table: 'custom_bot_requests',
    fields: (email: string): Fields => ({
      businessName: 'Lahore Tours',
      category: 'travel',
      platform: 'whatsapp',
      businessSize: 'small',
      budget: '100-250',
      features: [],
      requirements: '',
      contactName: 'Usman Tariq',
      email,
      phone: '',
    }),
  },
  contact: {
    send: (fields: Fields) => submitContact(IDLE, formData(fields)),
    table: 'contact_messages',
    fields: (email: string): Fields => ({
      firstName: 'Mehwish',
      lastName: '',
      email,
      phone: '+923001234567',
      company: 'Mehwish Crafts',
      inquiryType: 'sales_inquiry',
      message: 'Do you integrate with Daraz?',
    }),
  },
} as const;

const rowsFor = (table: string, email: string) =>
  selectRows(sql`select * from ${sql.identifier(table)} where email = ${email}`);

const freshEmail = (tag: string) => `${tag}-${randomUUID()}@example.com`;

/** No lead lost, none doubled: the same submission by any path is one row, a flag hides nothing. */
export function describeLeadIntegrity(database: string) {
  describe(`the same submission sent twice on ${database}`, () => {
    it.each(Object.entries(FORMS))(
      '%s: a form posted without JavaScript and sent again unchanged is one row, both answered ok',
      async (_name, form) => {
        const email = freshEmail('resend');
        // A prerendered page carries no submission id; a refresh or back-and-resend posts it again.
        const first = await form.send(form.fields(email));
        const again = await Promise.all([
          form.send(form.fields(email)),
          form.send(form.fields(email)),
        ]);
        expect([first, ...again].map((answer) => answer.status)).toEqual(['ok', 'ok', 'ok']);
        expect(await rowsFor(form.table, email)).toHaveLength(1);
      },
    );

    it.each(Object.entries(FORMS))(
      '%s: two people sending the same text from the same page are two rows',
      async (_name, form) => {
        const [one, two] = [freshEmail('one'), freshEmail('two')];
        expect((await form.send(form.fields(one))).status).toBe('ok');
        expect((await form.send(form.fields(two))).status).toBe('ok');
        expect(await rowsFor(form.table, one)).toHaveLength(1);
        expect(await rowsFor(form.table, two)).toHaveLength(1);
      },
    );

    it('a post without an id that fails validation gets no id invented for it', async () => {
      const answer = await submitOrder(IDLE, formData({ ...FORMS.order.fields('x'), name: '' }));
      expect(answer).toMatchObject({ status: 'invalid', submissionId: undefined });
    });

    it('a submission id that is not a UUID is ignored, not an error', async () => {
      const email = freshEmail('bad-id');
      const fields = { ...FORMS.contact.fields(email), submissionId: 'not-a-uuid' };
      expect((await FORMS.contact.send(fields)).status).toBe('ok');
      expect((await FORMS.contact.send(fields)).status).toBe('ok');
      expect(await rowsFor('contact_messages', email)).toHaveLength(1);
    });
  });

  describe(`a spam flag never hides a later clean submission on ${database}`, () => {
    it.each(Object.entries(FORMS))(
      '%s: the same fields sent first by a bot (honeypot), then by the person, keep the clean one',
      async (_name, form) => {
        const email = freshEmail('flag-first');
        const bot = await form.send({ ...form.fields(email), website: 'https://spam.example' });
        const person = await form.send(form.fields(email));
        expect([bot.status, person.status]).toEqual(['ok', 'ok']);
        const rows = await rowsFor(form.table, email);
        expect(rows.map((row) => row.spam_reason).sort()).toEqual(['honeypot', null]);
      },
    );

    it('a retry with the id of a submission that looked automated, sent clean, is kept clean', async () => {
      const email = freshEmail('retry');
      const submissionId = randomUUID();
      const fields = { ...FORMS.order.fields(email), submissionId };
      await FORMS.order.send({ ...fields, website: 'https://autofilled.example' });
      await FORMS.order.send(fields);
      await FORMS.order.send(fields);
      const rows = await rowsFor('bot_orders', email);
      expect(rows.map((row) => row.spam_reason).sort()).toEqual(['honeypot', null]);
      expect(rows.find((row) => row.spam_reason === null)?.submission_id).toBe(submissionId);
    });

    it.each(Object.entries(FORMS))(
      '%s: a lead saved clean, sent again looking automated, is the same lead, not a second one',
      async (_name, form) => {
        const email = freshEmail('clean-first');
        const submissionId = randomUUID();
        const fields = { ...form.fields(email), submissionId };
        const first = await form.send(fields);
        expect(first).toMatchObject({ status: 'ok', reference: REFERENCE });
        const reference = first.status === 'ok' ? first.reference : undefined;
        // A resend as it was, or with something in the honeypot.
        const resends: Fields[] = [{}, { website: 'https://spam.example' }];
        for (const resend of resends) {
          const again = await form.send({ ...fields, ...resend });
          expect(again).toEqual({ status: 'ok', submissionId, reference });
        }
        // Without JavaScript, too: the same fields within the resend window.
        const page = form.fields(freshEmail('clean-first-nojs'));
        const posted = await form.send(page);
        const flagged = await form.send({ ...page, website: 'https://spam.example' });
        expect(flagged).toEqual(posted);
        expect(await rowsFor(form.table, email)).toMatchObject([{ spam_reason: null }]);
        expect(await rowsFor(form.table, page.email as string)).toMatchObject([
          { spam_reason: null },
        ]);
      },
    );

    it('newsletter: an address first posted by a bot, then subscribed by its owner, is one clean row', async () => {
      const email = freshEmail('reader');
      const byBot = await subscribeNewsletter(
        IDLE,
        formData({ email, website: 'https://spam.example' }),
      );
      expect(byBot.status).toBe('ok');
      expect(await rowsFor('newsletter_subscriptions', email)).toMatchObject([
        { spam_reason: 'honeypot' },
      ]);
      // Flagged again, it neither clears the first flag nor adds a row.
      const again = formData({ email, website: 'https://spam.example/2' });
      expect((await subscribeNewsletter(IDLE, again)).status).toBe('duplicate');
      expect(await subscribeNewsletter(IDLE, formData({ email: email.toUpperCase() }))).toEqual({
        status: 'ok',
      });
      expect(await rowsFor('newsletter_subscriptions', email)).toMatchObject([
        { spam_reason: null },
      ]);
      // From then on it is a subscriber like any other.
      expect(await subscribeNewsletter(IDLE, formData({ email }))).toMatchObject({
        status: 'duplicate',
      });
      expect(
        await subscribeNewsletter(IDLE, formData({ email, website: 'https://spam.example' })),
      ).toMatchObject({ status: 'duplicate' });
      expect(await rowsFor('newsletter_subscriptions', email)).toMatchObject([
        { spam_reason: null },
      ]);
    });
  });

  describe(`references and attribution on ${database}`, () => {
    it.each(Object.entries(FORMS))(
      '%s: a resend, with or without a submission id, is told the reference the lead was saved with',
      async (_name, form) => {
        const email = freshEmail('reference');
        const first = await form.send(form.fields(email));
        const again = await form.send(form.fields(email));
        expect(first).toMatchObject({ status: 'ok', reference: REFERENCE });
        expect(again).toEqual(first);
        const [row] = await rowsFor(form.table, email);
        expect(row?.reference).toBe(first.status === 'ok' && first.reference);

        const id = randomUUID();
        const other = freshEmail('reference-id');
        const withId = await form.send({ ...form.fields(other), submissionId: id });
        const retried = await form.send({ ...form.fields(other), submissionId: id });
        expect(retried).toEqual(withId);
        expect(withId.status === 'ok' && withId.reference).not.toBe(
          first.status === 'ok' && first.reference,
        );
      },
    );

    it('a new lead drawing a reference already taken saves nothing, not even its key, so the next draw saves it', async () => {
      const first = await FORMS.order.send(FORMS.order.fields(freshEmail('reference-taken')));
      const taken = first.status === 'ok' ? first.reference : undefined;
      expect(taken).toEqual(REFERENCE);

      const email = freshEmail('reference-clash');
      const order = orderSchema.parse(FORMS.order.fields(email));
      const target = resolveOrderTarget(order.source, order.slug)!;
      const submissionId = randomUUID();
      const key = `id:order:${submissionId}`;
      const guards = {
        limit: { key: `order:reference-clash:${submissionId}`, max: 100, windowSeconds: 60 },
        idempotency: { key, ttlSeconds: null },
        delivery: deliveryOf(email, false, `reference-clash:${submissionId}`),
      };
      // The row as the order action fills it.
      const row = {
        submissionId,
        spamReason: null,
        botSlug: target.botSlug,
        botCategory: target.botCategory,
        userName: order.name,
        email: order.email,
        phoneNumber: order.phone,
        platform: order.platform,
        plan: order.plan,
      };

      const queuedFor = (reference: string) =>
        selectRows(sql`select channel from lead_deliveries where reference = ${reference}`);
      const queuedBefore = await queuedFor(taken!);

      const clash = await insertLead(botOrders, row, guards, [taken!]).then(
        (outcome) => outcome,
        (error: unknown) => error,
      );
      expect(isUniqueViolationOf(clash, 'reference')).toBe(true);
      expect(await rowsFor('bot_orders', email)).toEqual([]);
      expect(await selectRows(sql`select key from submission_keys where key = ${key}`)).toEqual([]);
      expect(await queuedFor(taken!)).toEqual(queuedBefore);

      // Another failure than a reference taken is not tried again with the next reference.
      const fresh = newReference();
      const malformed = await insertLead(botOrders, row, guards, ['BB-bad', fresh]).then(
        (outcome) => outcome,
        (error: unknown) => error,
      );
      expect(errorCode(malformed)).toBe('23514');
      expect(await rowsFor('bot_orders', email)).toEqual([]);

      expect(await insertLead(botOrders, row, guards, [taken!, fresh])).toEqual({
        outcome: 'inserted',
        reference: fresh,
      });
      expect(await rowsFor('bot_orders', email)).toMatchObject([
        { submission_id: submissionId, reference: fresh },
      ]);
      expect(await queuedFor(fresh)).toHaveLength(guards.delivery!.channels.length);
    });

    it('stores where the visit came from, as the browser kept it from the first page', async () => {
      const email = freshEmail('utm');
      await FORMS.contact.send({
        ...FORMS.contact.fields(email),
        utmSource: 'facebook',
        utmMedium: 'cpc',
        utmCampaign: 'eid-sale',
        referrer: 'https://www.facebook.com',
        landingPath: '/restaurant?utm_source=facebook&utm_medium=cpc&utm_campaign=eid-sale',
      });
      expect(await rowsFor('contact_messages', email)).toMatchObject([
        {
          utm_source: 'facebook',
          utm_medium: 'cpc',
          utm_campaign: 'eid-sale',
          utm_term: null,
          referrer: 'https://www.facebook.com',
          landing_path: '/restaurant?utm_source=facebook&utm_medium=cpc&utm_campaign=eid-sale',
        },
      ]);
    });

    it('without JavaScript, reads the campaign from the page the form was posted from', async () => {
      const email = freshEmail('utm-nojs');
      request.referer = 'http://localhost:3000/finance?utm_source=google&utm_term=invoice+bot';
      try {
        await FORMS.order.send(FORMS.order.fields(email));
      } finally {
        request.referer = undefined;
      }
      expect(await rowsFor('bot_orders', email)).toMatchObject([
        {
          utm_source: 'google',
          utm_term: 'invoice bot',
          referrer: null,
          landing_path: '/finance?utm_source=google&utm_term=invoice+bot',
        },
      ]);
    });

    it('keeps attribution that is not sane out of the row, and never refuses a lead for it', async () => {
      const email = freshEmail('utm-hostile');
      const answer = await FORMS.contact.send({
        ...FORMS.contact.fields(email),
        utmSource: `x${'y'.repeat(300)}\u0000`,
        referrer: 'javascript:alert(1)',
        landingPath: 'https://evil.example/',
      });
      expect(answer.status).toBe('ok');
      const [row] = await rowsFor('contact_messages', email);
      expect(String(row?.utm_source)).toHaveLength(200);
      expect(row).toMatchObject({ referrer: null, landing_path: null });
    });
  });
}
