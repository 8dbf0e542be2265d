import { describe, expect, it } from 'vitest';
import { deliveryPayload } from '@/db/queries/submissions';
import { botOrders } from '@/db/schema';

describe("a lead's delivery payload", () => {
  /** An order's row as the mapper writes it. */
  const row = {
    submissionId: '2f1c8a4e-8a51-4a57-9c4e-5f0f5b8a9d21',
    spamReason: null,
    reference: 'BB-7K3F9Q',
    utmSource: 'google',
    landingPath: '/restaurant',
    botSlug: 'restaurant',
    botCategory: 'Restaurant',
    userName: 'Ayesha Khan',
    email: 'ayesha@example.com',
    phoneNumber: '03001234567',
    platform: 'other' as const,
    requirements: 'Menu in Urdu',
    additionalInfo: null,
    plan: 'premium' as const,
  };

  it('carries the columns the provider reads, with the status it is saved with and its spam flag', () => {
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
      demo_conversation_id: null,
    });
  });

  it("carries the demo an order followed apart from the lead's columns, which the webhook sends", () => {
    const payload = deliveryPayload(botOrders, {
      ...row,
      demoConversationId: 'Yx3_q9Lm0aBcDeFgHiJkLw',
    });
    expect(payload.demo_conversation_id).toBe('Yx3_q9Lm0aBcDeFgHiJkLw');
    expect(Object.keys(payload.lead)).not.toContain('demo_conversation_id');
  });
});
