import { getTableColumns } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_FIELDS } from '@/content/leads';
import { deliveryPayload } from '@/db/queries/submissions';
import type { QueuedDelivery } from '@/db/queries/deliveries';
import { botOrders, contactMessages, customBotRequests } from '@/db/schema';
import {
  ATTRIBUTION_COLUMNS,
  LEAD_COLUMNS,
  readPayload,
  type DeliveryPayload,
} from '@/lib/delivery/payload';
import { alertEmail } from '@/lib/delivery/templates/alert-email';
import { confirmationEmail } from '@/lib/delivery/templates/confirmation-email';

/** What a visitor may type in a free-text field: markup, quotes, an ampersand, two lines. */
const HOSTILE = `<script>alert("x")</script> & 'quoted' <b>bold</b>\nsecond line`;
const ESCAPED =
  '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quoted&#x27; &lt;b&gt;bold&lt;/b&gt;';

const attribution = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'launch',
  utm_term: 'chat bot',
  utm_content: 'header',
  referrer: 'https://www.example.org',
  landing_path: '/bots/finance?utm_source=newsletter',
};

const base = {
  reference: 'BB-7K3F9Q',
  created_at: '2026-11-25T10:00:00.000Z',
  attribution,
  spam_reason: null,
  demo_conversation_id: null,
} as const;

const order: DeliveryPayload = {
  ...base,
  type: 'order',
  lead: {
    bot_slug: 'finance',
    bot_category: 'Finance & Accounting',
    user_name: `Ayesha <i>Khan</i>`,
    email: 'ayesha@example.com',
    phone_number: '+923001234567',
    platform: 'whatsapp',
    requirements: HOSTILE,
    additional_info: `More: ${HOSTILE}`,
    plan: 'premium',
    status: 'pending',
  },
};

const customBot: DeliveryPayload = {
  ...base,
  type: 'custom_bot_request',
  lead: {
    business_name: 'Multan <Mangoes>',
    category: 'ecommerce',
    platform: 'instagram',
    business_size: 'small',
    budget: '100-250',
    features: ['Order Management', 'Customer Support Chat'],
    requirements: HOSTILE,
    contact_name: 'Bilal',
    email: 'bilal@example.com',
    phone: '+923001112223',
    status: 'pending',
  },
};

const contact: DeliveryPayload = {
  ...base,
  type: 'contact_message',
  lead: {
    first_name: 'Sana',
    last_name: 'Mir',
    email: 'sana@example.com',
    phone: '+923004445556',
    company: 'Mir & Sons',
    inquiry_type: 'press_&_media',
    message: HOSTILE,
    status: 'pending',
  },
};

/** Every field the visitor gave, as the alert labels it. */
const ALERT_FIELDS: Record<DeliveryPayload['type'], [string, string][]> = {
  order: [
    ['Bot', 'FinBot'],
    ['Bot category', 'Finance & Accounting'],
    ['Plan', 'Premium ($120/month)'],
    ['Platform', 'WhatsApp'],
    ['Full name', 'Ayesha <i>Khan</i>'],
    ['Email', 'ayesha@example.com'],
    ['Phone number', '+923001234567'],
    ['Requirements', HOSTILE],
    ['Additional information', `More: ${HOSTILE}`],
  ],
  custom_bot_request: [
    ['Business name', 'Multan <Mangoes>'],
    ['Business category', 'E-commerce'],
    ['Platform', 'Instagram'],
    ['Business size', 'Small (11-50 employees)'],
    ['Monthly budget', '$100 - $250/month'],
    ['Features', 'Order Management, Customer Support Chat'],
    ['Requirements', HOSTILE],
    ['Your name', 'Bilal'],
    ['Email', 'bilal@example.com'],
    ['Phone / WhatsApp', '+923001112223'],
  ],
  contact_message: [
    ['First name', 'Sana'],
    ['Last name', 'Mir'],
    ['Email', 'sana@example.com'],
    ['Phone number', '+923004445556'],
    ['Company', 'Mir & Sons'],
    ['Inquiry type', 'Press & Media'],
    ['Message', HOSTILE],
  ],
};

const SOURCE = [
  'UTM source: newsletter',
  'UTM medium: email',
  'UTM campaign: launch',
  'UTM term: chat bot',
  'UTM content: header',
  'Referring site: https://www.example.org',
  'Landing page: /bots/finance?utm_source=newsletter',
].join('\n');

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

describe('the alert template', () => {
  it.each([order, customBot, contact])(
    'renders every field of a $type, in both parts',
    async (payload) => {
      const alert = await alertEmail(payload, ['leads@botbazaar.example']);
      for (const [label, value] of ALERT_FIELDS[payload.type]) {
        expect(alert.text).toContain(`${label}: ${value.replace('\n', '\n  ')}`);
        expect(alert.html).toContain(`>${label}</th>`);
        for (const line of value.split('\n')) expect(alert.html).toContain(escapeHtml(line));
      }
      for (const text of [
        'Reference: BB-7K3F9Q',
        'Received: Wednesday, 25 November 2026 at 15:00 (Pakistan time)',
      ])
        expect(alert.text).toContain(text);
      expect(alert.html).toContain('BB-7K3F9Q');
      expect(alert.html).toContain('Wednesday, 25 November 2026 at 15:00 (Pakistan time)');
      expect(alert.text).toContain(`Where the visit came from:\n${SOURCE}`);
      expect(alert.text).toContain('Reply to this e-mail to answer the sender.');
      for (const line of SOURCE.split('\n'))
        expect(alert.html).toContain(escapeHtml(line.split(': ')[1]!));
      expect(alert.html).toContain(`href="mailto:${payload.lead.email}"`);
    },
  );

  it('keeps what the visitor typed as text: no markup of theirs reaches the HTML', async () => {
    const alert = await alertEmail(order, ['leads@botbazaar.example']);
    expect(alert.html).toContain(ESCAPED);
    expect(alert.html).toContain('Ayesha &lt;i&gt;Khan&lt;/i&gt;');
    for (const markup of ['<script', '<b>bold', '<i>Khan'])
      expect(alert.html).not.toContain(markup);
    // A second line stays a line of its own.
    expect(alert.html).toMatch(/<br\/>second line/);
  });

  it('puts the reference and the time first, in the column every label shares', async () => {
    const { html } = await alertEmail(order, ['leads@botbazaar.example']);
    const labels = [...html.matchAll(/<th scope="row" style="([^"]*)">([^<]*)<\/th>/g)];
    expect(labels.map(([, , label]) => label).slice(0, 2)).toEqual(['Reference', 'Received']);
    expect(new Set(labels.map(([, style]) => style)).size).toBe(1);
    const order_ = [
      'Reference',
      'The order',
      'Who sent it',
      'How to reply',
      'Where the visit came from',
    ];
    const positions = order_.map((heading) => html.indexOf(heading));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('flags suspected spam in the subject and the body', async () => {
    const alert = await alertEmail({ ...order, spam_reason: 'honeypot' }, [
      'leads@botbazaar.example',
    ]);
    expect(alert.subject).toBe('[Suspected spam] New order BB-7K3F9Q: FinBot, Premium');
    expect(alert.text).toContain('Suspected spam: honeypot');
    expect(alert.html).toContain('>Suspected spam</th>');
    // Its own Message-ID: the clean alert 'Not spam' sends after it is not read as its copy.
    const clean = await alertEmail(order, ['leads@botbazaar.example']);
    expect(alert.messageId).toBe('<BB-7K3F9Q.order.alert-spam@botbazaar.example>');
    expect(clean.messageId).toBe('<BB-7K3F9Q.order.alert@botbazaar.example>');
  });

  describe('of an order placed after a demo', () => {
    const afterDemo = { ...order, demo_conversation_id: 'Yx3_q9Lm0aBcDeFgHiJkLw' };
    afterEach(() => vi.unstubAllEnvs());

    /** The template as a fresh process with these settings renders it. */
    async function alertWith(settings: Record<string, string>) {
      vi.resetModules();
      for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
      const { alertEmail: render } = await import('@/lib/delivery/templates/alert-email');
      return render(afterDemo, ['leads@botbazaar.example']);
    }

    it("links the demo's transcript in the desk, beside the reference", async () => {
      const alert = await alertWith({
        DESK_OWNERS: 'owner@example.com',
        SITE_URL: 'https://bots.example.pk/',
      });
      const transcript = 'https://bots.example.pk/desk/demos/Yx3_q9Lm0aBcDeFgHiJkLw';
      expect(alert.text).toContain(
        `Tried the demo first: Read the conversation in the desk: ${transcript}`,
      );
      expect(alert.html).toContain('>Tried the demo first</th>');
      expect(alert.html).toContain(`href="${transcript}"`);
      const [about] = alert.text.split('\n\n').slice(1);
      expect(about).toMatch(/^Reference: .*\nReceived: .*\nTried the demo first: /);
    });

    it('names the conversation where there is no desk to link', async () => {
      const alert = await alertWith({ DESK_OWNERS: '', SITE_URL: 'https://bots.example.pk' });
      expect(alert.text).toContain(
        'Tried the demo first: Yes: demo_conversations.id Yx3_q9Lm0aBcDeFgHiJkLw',
      );
      expect(alert.html).not.toContain('/desk/demos/');
    });

    it('says nothing of a demo for an order without one', async () => {
      const alert = await alertWith({
        DESK_OWNERS: 'owner@example.com',
        SITE_URL: 'https://bots.example.pk',
      });
      const without = await (
        await import('@/lib/delivery/templates/alert-email')
      ).alertEmail(order, ['p@x.example']);
      expect(alert.text).toContain('Tried the demo first');
      expect(without.text).not.toContain('demo');
      expect(without.html).not.toContain('Tried the demo');
    });
  });

  it('says so when nothing is known of where the visit came from', async () => {
    const none = Object.fromEntries(ATTRIBUTION_COLUMNS.map((column) => [column, null]));
    const alert = await alertEmail({ ...contact, attribution: none } as DeliveryPayload, [
      'p@x.example',
    ]);
    const unknown = 'Not known (a direct visit, or a browser that did not say)';
    expect(alert.text).toContain(`Where the visit came from:\n${unknown}`);
    expect(alert.html).toContain(unknown);
  });
});

describe('the confirmation template', () => {
  const SUMMARY: Record<DeliveryPayload['type'], string[]> = {
    order: ['Bot: FinBot', 'Plan: Premium ($120/month)', 'Platform: WhatsApp'],
    custom_bot_request: [
      'Business category: E-commerce',
      'Platform: Instagram',
      'Business size: Small (11-50 employees)',
      'Monthly budget: $100 - $250/month',
      'Features: Order Management, Customer Support Chat',
    ],
    contact_message: ['Inquiry type: Press & Media'],
  };

  it.each([order, customBot, contact])(
    'renders the reference, the summary and how to reach us for a $type',
    async (payload) => {
      const mail = await confirmationEmail(payload, 'visitor@example.com');
      const whatsapp =
        'https://wa.me/923000000000?text=Hello%20BotBazaar%2C%20my%20reference%20is%20BB-7K3F9Q.';
      for (const line of [
        ...SUMMARY[payload.type],
        'Email: support@botbazaar.example',
        'Phone: +92 300 0000000 (Monday to Friday, 9 AM to 6 PM PKT)',
        `Continue on WhatsApp: ${whatsapp}`,
        'BB-7K3F9Q',
      ])
        expect(mail.text).toContain(line);
      for (const line of SUMMARY[payload.type])
        expect(mail.html).toContain(escapeHtml(line.split(': ')[1]!));
      expect(mail.html).toContain(`href="${whatsapp}"`);
      expect(mail.html).toContain('support@botbazaar.example');
    },
  );

  it.each([order, customBot, contact])(
    'never repeats what the visitor typed, for a $type',
    async (payload) => {
      const mail = await confirmationEmail(payload, 'visitor@example.com');
      for (const typed of [
        'script',
        'bold',
        'second line',
        'Ayesha',
        'Mangoes',
        'Bilal',
        'Sana',
        'Mir',
      ]) {
        expect(mail.text).not.toContain(typed);
        expect(mail.html).not.toContain(typed);
      }
    },
  );
});

describe('a queued delivery', () => {
  const row = (payload: unknown): QueuedDelivery => ({
    id: 7,
    channel: 'alert',
    leadType: 'order',
    reference: 'BB-7K3F9Q',
    recipient: null,
    createdAt: new Date('2026-11-25T10:00:00.000Z'),
    attempts: 1,
    payload,
  });

  it('is read back through its schema, type, reference and time from its columns', () => {
    const { lead, attribution: visit } = order;
    expect(readPayload(row({ lead, attribution: visit, spam_reason: null })).payload).toEqual(
      order,
    );
  });

  it('that does not match its schema fails with the reason, not with blanks', () => {
    const { lead } = order;
    expect(() =>
      readPayload(row({ lead: { ...lead, plan: 'gold' }, attribution, spam_reason: null })),
    ).toThrow(/does not match its schema[\s\S]*lead\.plan/);
    expect(() => readPayload(row(null))).toThrow(/does not match its schema/);
  });

  it.each([
    ['order', botOrders],
    ['custom_bot_request', customBotRequests],
    ['contact_message', contactMessages],
  ] as const)('carries every column of a %s, as the mapper writes it', (type, table) => {
    const columns = Object.values(getTableColumns(table)).map((column) => column.name);
    const bookkeeping = [
      'id',
      'created_at',
      'submission_id',
      'spam_reason',
      'reference',
      'demo_conversation_id',
    ];
    const attributionColumns = columns.filter((column) =>
      (ATTRIBUTION_COLUMNS as readonly string[]).includes(column),
    );
    expect(attributionColumns).toHaveLength(ATTRIBUTION_FIELDS.length);
    expect([...LEAD_COLUMNS[type]].sort()).toEqual(
      columns
        .filter((column) => !bookkeeping.includes(column) && !attributionColumns.includes(column))
        .sort(),
    );
    const sample = { order, custom_bot_request: customBot, contact_message: contact }[type];
    const camel = Object.fromEntries(
      Object.entries(getTableColumns(table)).map(([key, column]) => [
        key,
        (sample.lead as Record<string, unknown>)[column.name] ??
          (sample.attribution as Record<string, unknown>)[column.name],
      ]),
    );
    const stored = JSON.parse(JSON.stringify(deliveryPayload(table, camel as never))) as unknown;
    expect(readPayload({ ...row(stored), leadType: type }).payload).toEqual(sample);
  });
});
