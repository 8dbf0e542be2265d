import { describe, expect, it } from 'vitest';
import { exampleFields } from '@/content/identity-check';
import { site, type OperatorIdentity } from '@/content/site';

const real: OperatorIdentity = {
  name: 'Karachi Bots',
  tagline: 'Chatbots for Karachi businesses',
  description: 'Karachi Bots runs chatbots for shops and clinics.',
  url: 'https://karachibots.pk',
  email: 'hello@karachibots.pk',
  emailHref: 'mailto:hello@karachibots.pk',
  phone: '+92 321 7654321',
  phoneHref: 'tel:+923217654321',
  whatsappHref: 'https://wa.me/923217654321',
  address: 'Suite 12, Clifton Centre, Karachi, Pakistan',
  mapsHref: 'https://www.google.com/maps/search/?api=1&query=Clifton%20Centre%2C%20Karachi',
  hours: 'Monday to Saturday, 10 AM to 7 PM PKT',
  communityHref: 'https://community.karachibots.pk',
  socials: [{ name: 'Facebook', href: 'https://www.facebook.com/karachibots' }],
};

describe('the operator identity (content/site.ts)', () => {
  it('names every field that still holds an example value, and none of a real identity', () => {
    expect(exampleFields()).toEqual([
      'url',
      'email',
      'emailHref',
      'phone',
      'phoneHref',
      'whatsappHref',
      'address',
      'communityHref',
      'socials',
    ]);
    expect(exampleFields(real)).toEqual([]);
    expect(exampleFields({ ...real, email: 'sales@shop.example' })).toEqual(['email']);
  });

  it('has links that match the values they stand for', () => {
    for (const operator of [site, real]) {
      expect(operator.emailHref).toBe(`mailto:${operator.email}`);
      expect(operator.phoneHref).toBe(`tel:${operator.phone.replace(/[^+\d]/g, '')}`);
      expect(operator.whatsappHref).toMatch(/^https:\/\/wa\.me\/\d{8,15}$/);
      expect(operator.url).not.toMatch(/\/$/);
      expect(operator.description).toContain(operator.name);
    }
  });
});
