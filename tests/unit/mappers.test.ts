import { describe, expect, it } from 'vitest';
import { INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from '@/content/form-options';
import { industryBotCategory, industryBotSlug } from '@/content/industries';
import {
  deliveryPayload,
  toBotOrderRow,
  toContactMessageRow,
  toCustomBotRequestRow,
  toNewsletterRow,
} from '@/db/mappers';
import { botOrders } from '@/db/schema';
import { resolveOrderTarget } from '@/content/order-target';

const submissionId = '2f1c8a4e-8a51-4a57-9c4e-5f0f5b8a9d21';
const reference = 'BB-7K3F9Q';
const meta = { submissionId, spamReason: null, reference, attribution: {} };

describe('order rows', () => {
  const order = {
    source: 'bot' as const,
    slug: 'restaurant',
    name: 'Ayesha Khan',
    email: 'ayesha@example.com',
    phone: '03001234567',
    plan: 'premium' as const,
    platform: 'other' as const,
    requirements: 'Menu in Urdu',
    additionalInfo: '',
  };

  it('keeps the codes and stores blank optional text as null; the status is the database default', () => {
    expect(
      toBotOrderRow(order, { botSlug: 'restaurant', botCategory: 'Restaurant' }, meta),
    ).toEqual({
      submissionId,
      spamReason: null,
      reference,
      botSlug: 'restaurant',
      botCategory: 'Restaurant',
      userName: 'Ayesha Khan',
      email: 'ayesha@example.com',
      phoneNumber: '03001234567',
      platform: 'other',
      requirements: 'Menu in Urdu',
      additionalInfo: null,
      plan: 'premium',
    });
  });

  it('carries to its deliveries the columns the provider reads, with the status it is saved with and its spam flag', () => {
    const row = toBotOrderRow(
      order,
      { botSlug: 'restaurant', botCategory: 'Restaurant' },
      { ...meta, attribution: { utmSource: 'google', landingPath: '/restaurant' } },
    );
    expect(deliveryPayload(botOrders, row)).toEqual({
      lead: {
        bot_slug: 'restaurant',
        bot_category: 'Restaurant',
        user_name: 'Ayesha Khan',
        email: 'ayesha@example.com',
        phone_number: '03001234567',
        platform: 'other',
        requirements: 'Menu in Urdu',
        additional_info: null,
        plan: 'premium',
        status: 'pending',
      },
      attribution: {
        utm_source: 'google',
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        referrer: null,
        landing_path: '/restaurant',
      },
      spam_reason: null,
    });
  });

  it('derives the industry bot_slug from the page title, not the catalogue slug', () => {
    expect(industryBotSlug('Restaurant & Food Bot')).toBe('restaurant-&-food-bot');
    expect(industryBotSlug('  Travel   Hospitality Bot ')).toBe('travel-hospitality-bot');
    expect(industryBotCategory('Restaurants & Food')).toBe('Restaurants & Food Bot');
  });

  it('resolves targets from the catalogue', () => {
    expect(resolveOrderTarget('bot', 'realstate')).toMatchObject({
      botSlug: 'realstate',
      botCategory: 'Real Estate',
    });
    const industry = resolveOrderTarget('industry', 'restaurant');
    expect(industry?.botCategory).toBe('Restaurants & Food Bot');
    expect(industry?.botSlug).toMatch(/^[a-z&-]+$/);
    expect(industry?.platforms).toHaveLength(6);
    expect(resolveOrderTarget('industry', 'travel')?.platforms).toEqual([
      'messenger',
      'whatsapp',
      'instagram',
      'discord',
      'telegram',
      'twitter',
      'linkedin',
    ]);
    expect(resolveOrderTarget('bot', 'no-such-bot')).toBeUndefined();
    expect(resolveOrderTarget('industry', 'restaurants')).toBeUndefined();
  });
});

describe('newsletter rows', () => {
  it('trims the e-mail and marks the footer as the source', () => {
    expect(
      toNewsletterRow(
        { email: ' Reader@Example.com ' },
        { spamReason: 'too_fast', attribution: {} },
      ),
    ).toEqual({
      email: 'Reader@Example.com',
      source: 'footer',
      spamReason: 'too_fast',
    });
  });
});

describe('custom-bot rows', () => {
  it('keeps codes, lists each feature once, and stores who to answer (a blank phone as null)', () => {
    expect(
      toCustomBotRequestRow(
        {
          businessName: 'Grill House',
          category: 'restaurant',
          platform: 'whatsapp',
          businessSize: 'small',
          budget: '100-250',
          features: ['Order Management', 'Order Management', 'CRM Integration'],
          requirements: '',
          contactName: 'Hamza Iqbal',
          email: 'hamza@example.com',
          phone: '',
        },
        { ...meta, spamReason: 'honeypot', attribution: { utmSource: 'newsletter' } },
      ),
    ).toEqual({
      submissionId,
      spamReason: 'honeypot',
      reference,
      utmSource: 'newsletter',
      businessName: 'Grill House',
      category: 'restaurant',
      platform: 'whatsapp',
      businessSize: 'small',
      budget: '100-250',
      features: ['Order Management', 'CRM Integration'],
      requirements: null,
      contactName: 'Hamza Iqbal',
      email: 'hamza@example.com',
      phone: null,
    });
  });
});

describe('contact rows', () => {
  it('stores a missing last name as null', () => {
    expect(
      toContactMessageRow(
        {
          firstName: 'Bilal',
          lastName: '',
          email: 'b@example.com',
          phone: '+923001234567',
          company: 'Bilal Traders',
          inquiryType: 'press_&_media',
          message: 'Hello',
        },
        meta,
      ),
    ).toMatchObject({ lastName: null, inquiryType: 'press_&_media', submissionId });
  });

  it('stores each inquiry type as its label lower-cased, spaces as underscores', () => {
    for (const code of INQUIRY_TYPES) {
      expect(INQUIRY_TYPE_LABELS[code].toLowerCase().replace(/ /g, '_')).toBe(code);
    }
  });
});
