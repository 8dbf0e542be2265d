import { describe, expect, it } from 'vitest';
import { exampleFields } from '@/content/identity-check';
import { identity, site, type OperatorIdentity } from '@/content/site';

const real: OperatorIdentity = {
  businessName: 'Karachi Bots',
  siteUrl: 'https://karachibots.pk',
  email: 'hello@karachibots.pk',
  phone: '+92 321 7654321',
  whatsapp: '923217654321',
  address: 'Suite 12, Clifton Centre, Karachi, Pakistan',
  mapsHref: 'https://www.google.com/maps/search/?api=1&query=Clifton%20Centre%2C%20Karachi',
  hours: 'Monday to Saturday, 10 AM to 7 PM PKT',
  communityHref: 'https://community.karachibots.pk',
  socials: [{ name: 'Facebook', href: 'https://www.facebook.com/karachibots' }],
};

describe('the operator identity (content/site.ts)', () => {
  it('names every field that still holds an example value, and none of a real identity', () => {
    expect(exampleFields()).toEqual([
      'siteUrl',
      'email',
      'phone',
      'whatsapp',
      'address',
      'communityHref',
      'socials',
    ]);
    expect(exampleFields(real)).toEqual([]);
    expect(exampleFields({ ...real, email: 'sales@shop.example' })).toEqual(['email']);
  });

  it('is what the site reads, with its links made from it', () => {
    expect(site.name).toBe(identity.businessName);
    expect(site.url).toBe(identity.siteUrl);
    expect(site.email).toBe(identity.email);
    expect(site.emailHref).toBe(`mailto:${identity.email}`);
    expect(site.phone).toBe(identity.phone);
    expect(site.phoneHref).toBe('tel:+923000000000');
    expect(site.whatsappHref).toBe(`https://wa.me/${identity.whatsapp}`);
    expect(site.address).toBe(identity.address);
    expect(site.mapsHref).toBe(identity.mapsHref);
    expect(site.socials).toBe(identity.socials);
    expect(site.description).toContain(identity.businessName);
  });
});
