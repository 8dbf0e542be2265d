import { describe, expect, it } from 'vitest';
import { firstErrorPerField } from '@/lib/action-result';
import { MAX_LENGTH } from '@/content/form-options';
import { contactSchema, CONTACT_MESSAGES } from '@/lib/schemas/contact';
import { customBotSchema, CUSTOM_BOT_MESSAGES } from '@/lib/schemas/custom-bot';
import { newsletterSchema } from '@/lib/schemas/newsletter';
import { orderSchema, ORDER_MESSAGES } from '@/lib/schemas/order';

type Parse = {
  safeParse: (input: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};

function errorsOf(schema: Parse, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : (firstErrorPerField(result.error!.issues) as Record<string, string>);
}

const validOrder = {
  source: 'bot',
  slug: 'restaurant',
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '03001234567',
  plan: 'standard',
  platform: 'whatsapp',
  requirements: '',
  additionalInfo: '',
};

describe('order schema', () => {
  it('accepts a complete order and trims the text', () => {
    const result = orderSchema.safeParse({
      ...validOrder,
      name: '  Ayesha Khan  ',
      email: ' ayesha@example.com ',
    });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe('Ayesha Khan');
    expect(result.data?.email).toBe('ayesha@example.com');
  });

  it('reports every missing field at once with the spec messages', () => {
    expect(errorsOf(orderSchema, { source: 'bot', slug: 'restaurant' })).toEqual({
      name: ORDER_MESSAGES.name,
      email: 'Invalid email address',
      phone: 'Invalid phone number (e.g., 0300 1234567 or +92 300 1234567)',
      plan: 'Please select a plan',
      platform: 'Please select a platform',
    });
  });

  it('treats a blank name as missing', () => {
    expect(errorsOf(orderSchema, { ...validOrder, name: '   ' })).toEqual({
      name: 'Full name is required',
    });
  });

  it.each([
    ['0300123456', true],
    ['+92300123456', true],
    ['92300123456', true],
    ['+1234567890123', true],
    ['12345678', true],
    ['1234567', false],
    ['+92 300 1234567', true],
    ['0300 1234567', true],
    ['0300-1234567', true],
    ['(0300) 123.4567', true],
    ['+92 300 12', false],
    ['0300 123456a', false],
    ['+ 92 300', false],
    ['0300_1234567', false],
    ['+', false],
    ['abcdefghij', false],
    ['+123412345678901234', false],
  ])('phone %s valid: %s', (phone, valid) => {
    const errors = errorsOf(orderSchema, { ...validOrder, phone });
    expect(errors.phone === undefined).toBe(valid);
  });

  it('stores the phone number without the spaces, dashes, dots and brackets it was typed with', () => {
    for (const [typed, stored] of [
      ['+92 300 1234567', '+923001234567'],
      ['0300 1234567', '03001234567'],
      [' 0300-123-4567 ', '03001234567'],
      ['(+92) 300.123.4567', '+923001234567'],
      ['+92\u00a0300\u20111234567', '+923001234567'],
      ['[0300] 1234567', '03001234567'],
    ]) {
      const result = orderSchema.safeParse({ ...validOrder, phone: typed });
      expect(result.data?.phone, typed).toBe(stored);
    }
  });

  it('measures the 20-character limit on the number as stored', () => {
    // 21 digits fail the pattern; 20 characters with separators are fine when the digits fit.
    expect(errorsOf(orderSchema, { ...validOrder, phone: '+92 300 123 4567 8901' })).toEqual({});
    expect(errorsOf(orderSchema, { ...validOrder, phone: '0'.repeat(21) })).toEqual({
      phone: ORDER_MESSAGES.phone,
    });
  });

  it('answers a phone number of separators only as a blank one', () => {
    expect(errorsOf(orderSchema, { ...validOrder, phone: ' - ( ) ' })).toEqual({
      phone: ORDER_MESSAGES.phone,
    });
  });

  it('gives examples of a real length, which the rule accepts as written', () => {
    const examples = ORDER_MESSAGES.phone.match(/e\.g\., (.+) or (.+)\)$/)!.slice(1);
    expect(examples).toEqual(['0300 1234567', '+92 300 1234567']);
    for (const phone of examples) {
      expect(phone.replace(/\D/g, '')).toHaveLength(phone.startsWith('+') ? 12 : 11);
      expect(errorsOf(orderSchema, { ...validOrder, phone })).toEqual({});
    }
  });

  it('rejects unknown plans and platforms', () => {
    expect(errorsOf(orderSchema, { ...validOrder, plan: 'gold', platform: 'myspace' })).toEqual({
      plan: 'Please select a plan',
      platform: 'Please select a platform',
    });
  });

  it("accepts 'Other' only with the Premium plan", () => {
    expect(errorsOf(orderSchema, { ...validOrder, platform: 'other', plan: 'premium' })).toEqual(
      {},
    );
    expect(errorsOf(orderSchema, { ...validOrder, platform: 'other', plan: 'basic' })).toEqual({
      platform: ORDER_MESSAGES.otherNeedsPremium,
    });
  });

  it('limits lengths with a field error instead of truncating', () => {
    const errors = errorsOf(orderSchema, {
      ...validOrder,
      name: 'a'.repeat(101),
      email: `${'a'.repeat(250)}@example.com`,
      requirements: 'r'.repeat(5001),
      additionalInfo: 'i'.repeat(5001),
    });
    expect(Object.keys(errors).sort()).toEqual(['additionalInfo', 'email', 'name', 'requirements']);
    expect(errors.name).toMatch(/under 101 characters/);
    expect(
      errorsOf(orderSchema, {
        ...validOrder,
        name: 'a'.repeat(100),
        requirements: 'r'.repeat(5000),
      }),
    ).toEqual({});
  });

  it("leaves the page's source and slug to the action, which looks them up in the catalogue", () => {
    // A failure here would mark no field the visitor can see (tests/integration/action-suite.ts).
    expect(errorsOf(orderSchema, { ...validOrder, source: 'admin', slug: 42 })).toEqual({});
  });
});

const validCustomBot = {
  businessName: 'Karachi Grill House',
  category: 'restaurant',
  platform: 'whatsapp',
  businessSize: 'small',
  budget: '100-250',
  features: ['Order Management', 'Customer Support Chat'],
  requirements: 'Take table bookings in Urdu and English.',
  contactName: 'Sadia Noor',
  email: 'sadia@example.com',
  phone: '',
};

describe('custom-bot schema', () => {
  it('accepts a complete request; features, requirements and phone are optional', () => {
    expect(errorsOf(customBotSchema, validCustomBot)).toEqual({});
    const {
      features: _features,
      requirements: _requirements,
      phone: _phone,
      ...minimal
    } = validCustomBot;
    const result = customBotSchema.safeParse(minimal);
    expect(result.success).toBe(true);
    expect(result.data?.features).toEqual([]);
  });

  it('reports every missing choice with the spec messages', () => {
    expect(errorsOf(customBotSchema, {})).toEqual({
      businessName: 'Business name is required',
      category: 'Please select a category',
      platform: 'Please select a platform',
      businessSize: 'Please select a business size',
      budget: 'Please select a budget range',
      contactName: 'Your name is required',
      email: 'Invalid email address',
    });
  });

  it('accepts every code of the spec and nothing else', () => {
    for (const category of [
      'restaurant',
      'ecommerce',
      'realestate',
      'healthcare',
      'education',
      'freelancing',
      'finance',
      'travel',
      'other',
    ])
      expect(errorsOf(customBotSchema, { ...validCustomBot, category })).toEqual({});
    for (const platform of [
      'facebook',
      'whatsapp',
      'instagram',
      'discord',
      'telegram',
      'twitter',
      'linkedin',
      'other',
    ])
      expect(errorsOf(customBotSchema, { ...validCustomBot, platform })).toEqual({});
    for (const budget of ['under-50', '50-100', '100-250', '250-500', '500-plus', 'enterprise'])
      expect(errorsOf(customBotSchema, { ...validCustomBot, budget })).toEqual({});
    for (const businessSize of ['startup', 'small', 'medium', 'large'])
      expect(errorsOf(customBotSchema, { ...validCustomBot, businessSize })).toEqual({});
    expect(
      errorsOf(customBotSchema, { ...validCustomBot, category: 'casino', budget: '1m' }),
    ).toEqual({
      category: CUSTOM_BOT_MESSAGES.category,
      budget: CUSTOM_BOT_MESSAGES.budget,
    });
  });

  it('rejects a feature that is not on the list', () => {
    expect(errorsOf(customBotSchema, { ...validCustomBot, features: ['Crypto Mining'] })).toEqual({
      features: CUSTOM_BOT_MESSAGES.features,
    });
  });

  it('takes an optional phone number as people write it, and stores it without separators', () => {
    const result = customBotSchema.safeParse({ ...validCustomBot, phone: '+92 (300) 123-4567' });
    expect(result.data?.phone).toBe('+923001234567');
    expect(errorsOf(customBotSchema, { ...validCustomBot, phone: '0300 12x4567' })).toEqual({
      phone: CUSTOM_BOT_MESSAGES.phone,
    });
    expect(errorsOf(customBotSchema, { ...validCustomBot, phone: '  ' })).toEqual({});
  });

  it('limits the business name to 200 characters', () => {
    expect(
      Object.keys(errorsOf(customBotSchema, { ...validCustomBot, businessName: 'b'.repeat(201) })),
    ).toEqual(['businessName']);
  });
});

const validContact = {
  firstName: 'Bilal',
  lastName: '',
  email: 'bilal@example.com',
  phone: '+923001234567',
  company: 'Bilal Traders',
  inquiryType: 'sales_inquiry',
  message: 'Can your bot answer in Urdu?',
};

describe('contact schema', () => {
  it('accepts a complete message with no last name', () => {
    expect(errorsOf(contactSchema, validContact)).toEqual({});
  });

  it('reports every missing field with the spec messages', () => {
    expect(
      errorsOf(contactSchema, {
        firstName: '',
        email: '',
        phone: '',
        company: '',
        inquiryType: '',
        message: '',
      }),
    ).toEqual({
      firstName: 'First name is required',
      email: 'Invalid email address',
      phone: 'Phone number is required',
      company: 'Company name is required',
      inquiryType: 'Please select an inquiry type',
      message: 'Message is required',
    });
  });

  it('allows digits and a leading plus, written with spaces, dashes, dots or brackets', () => {
    for (const phone of ['0300 1234567', '+92 300 1234567', '(0300) 123-4567', '03001234567'])
      expect(errorsOf(contactSchema, { ...validContact, phone }), phone).toEqual({});
    expect(contactSchema.safeParse({ ...validContact, phone: '+92 300 1234567' }).data?.phone).toBe(
      '+923001234567',
    );
    for (const phone of ['0300 123456a', '92+3001234567', 'call me', '0300/1234567'])
      expect(errorsOf(contactSchema, { ...validContact, phone }), phone).toEqual({
        phone: CONTACT_MESSAGES.phoneDigits,
      });
    expect(errorsOf(contactSchema, { ...validContact, phone: ' ( ) ' })).toEqual({
      phone: CONTACT_MESSAGES.phoneRequired,
    });
  });

  it('accepts the seven inquiry codes, including press_&_media', () => {
    for (const inquiryType of [
      'general_information',
      'sales_inquiry',
      'technical_support',
      'custom_bot_development',
      'partnership_opportunities',
      'press_&_media',
      'other',
    ])
      expect(errorsOf(contactSchema, { ...validContact, inquiryType })).toEqual({});
    expect(errorsOf(contactSchema, { ...validContact, inquiryType: 'Sales Inquiry' })).toEqual({
      inquiryType: CONTACT_MESSAGES.inquiryType,
    });
  });

  it('limits the message to 5000 characters', () => {
    expect(
      Object.keys(errorsOf(contactSchema, { ...validContact, message: 'm'.repeat(5001) })),
    ).toEqual(['message']);
  });
});

describe('newsletter schema', () => {
  it.each(['reader@example.com', '  reader@example.com  ', 'First.Last+news@sub.example.co'])(
    'accepts %s',
    (email) => {
      expect(errorsOf(newsletterSchema, { email })).toEqual({});
    },
  );

  it.each(['', '   ', 'reader', 'reader@', 'read er@example.com', '@example.com'])(
    'rejects %j',
    (email) => {
      expect(errorsOf(newsletterSchema, { email })).toEqual({
        email: 'Please enter a valid email address.',
      });
    },
  );
});

describe('one-line fields', () => {
  // A text input never sends a line break: one in a name comes from a crafted request, and would
  // split the alert's subject, its Reply-To name and the export's cell.
  const crafted = 'Eve\r\nBcc: victim@example.com\r\n\tX-Injected: 1';
  const oneLine = 'Eve Bcc: victim@example.com X-Injected: 1';

  it('makes each run of line breaks and tabs one space, in every name and business name', () => {
    expect(orderSchema.safeParse({ ...validOrder, name: crafted }).data?.name).toBe(oneLine);
    const contact = contactSchema.safeParse({
      ...validContact,
      firstName: crafted,
      lastName: `Khan\n`,
      company: `Acme\r\nLtd`,
    }).data;
    expect([contact?.firstName, contact?.lastName, contact?.company]).toEqual([
      oneLine,
      'Khan',
      'Acme Ltd',
    ]);
    const custom = customBotSchema.safeParse({
      ...validCustomBot,
      businessName: crafted,
      contactName: crafted,
    }).data;
    expect([custom?.businessName, custom?.contactName]).toEqual([oneLine, oneLine]);
  });

  it('removes the direction controls that would show the words after a name reversed', () => {
    // U+202E (right-to-left override) would show the Reply-To's address after the name as
    // `<moc.elpmaxe@eve>`, and the subject's inquiry type backwards.
    const overridden = 'Eve \u202Eevil\u202C \u2067Khan\u2069 \u202A\u202B\u202D';
    expect(orderSchema.safeParse({ ...validOrder, name: overridden }).data?.name).toBe(
      'Eve evil Khan',
    );
    const contact = contactSchema.safeParse({
      ...validContact,
      firstName: overridden,
      lastName: '\u2066Khan',
      company: 'Acme\u2068 Ltd',
    }).data;
    expect([contact?.firstName, contact?.lastName, contact?.company]).toEqual([
      'Eve evil Khan',
      'Khan',
      'Acme Ltd',
    ]);
    const custom = customBotSchema.safeParse({
      ...validCustomBot,
      businessName: overridden,
      contactName: overridden,
    }).data;
    expect([custom?.businessName, custom?.contactName]).toEqual(['Eve evil Khan', 'Eve evil Khan']);
  });

  it('keeps the direction marks of an Urdu name', () => {
    const urdu = '\u0639\u0644\u06CC \u062E\u0627\u0646\u200F (Ali Khan)\u200E';
    expect(orderSchema.safeParse({ ...validOrder, name: urdu }).data?.name).toBe(urdu);
  });

  it('treats a name of direction controls alone as blank', () => {
    expect(errorsOf(orderSchema, { ...validOrder, name: '\u202E\u2067\u2069' })).toEqual({
      name: ORDER_MESSAGES.name,
    });
  });

  it('treats a name of line breaks alone as blank', () => {
    expect(errorsOf(orderSchema, { ...validOrder, name: '\r\n\t\r\n' })).toEqual({
      name: ORDER_MESSAGES.name,
    });
  });

  it('keeps the line breaks of a textarea, as the textarea holds them: one line feed each', () => {
    // A browser posts each as CR LF.
    const requirements = 'Menu questions\r\nTable bookings\rDelivery';
    expect(orderSchema.safeParse({ ...validOrder, requirements }).data?.requirements).toBe(
      'Menu questions\nTable bookings\nDelivery',
    );
  });

  it('counts a line break as one character against the limit, as the textarea does', () => {
    const limit = MAX_LENGTH.longText;
    const typed = `${'a'.repeat(limit / 2)}\r\n${'a'.repeat(limit / 2 - 1)}`;
    const parsed = orderSchema.safeParse({ ...validOrder, requirements: typed });
    expect(parsed.success).toBe(true);
    expect([...(parsed.data?.requirements ?? '')]).toHaveLength(limit);
  });
});
