import { describe, expect, it } from 'vitest';
import { mailboxOf, namesAddress } from '@/lib/schemas/patterns';

describe('mailboxOf: the inbox an address reaches, for counting what it is sent', () => {
  it('ignores case and a +tag everywhere', () => {
    for (const address of [
      'ada@example.com',
      ' Ada@Example.COM ',
      'ada+shop@example.com',
      'ADA+1+2@example.com',
    ])
      expect(mailboxOf(address)).toBe('ada@example.com');
  });

  it("reads Gmail's dots and its googlemail.com alias as Gmail does", () => {
    for (const address of [
      'victim.name@gmail.com',
      'V.i.c.t.i.m.Name+7@GoogleMail.com',
      'victimname@gmail.com',
    ])
      expect(mailboxOf(address)).toBe('victimname@gmail.com');
  });

  it("reads Fastmail's subdomain addressing: the subdomain names the mailbox", () => {
    for (const address of [
      'victim@fastmail.com',
      'Victim+news@FastMail.com',
      'anything@victim.fastmail.com',
      'shop.orders@Victim.Fastmail.com',
      'x@a.victim.fastmail.com',
    ])
      expect(mailboxOf(address)).toBe('victim@fastmail.com');
    expect(mailboxOf('anything@victim.fastmail.fm')).toBe('victim@fastmail.fm');
    expect(mailboxOf('anything@victim.fastmail.co.uk')).toBe('victim@fastmail.co.uk');
    // Only Fastmail's own domains: elsewhere a subdomain is a domain of its own.
    expect(mailboxOf('ada@victim.example.com')).toBe('ada@victim.example.com');
    expect(mailboxOf('ada@notfastmail.com')).toBe('ada@notfastmail.com');
  });

  it('keeps the dots other providers read', () => {
    expect(mailboxOf('first.last@outlook.com')).toBe('first.last@outlook.com');
    expect(mailboxOf('first.last@example.com')).not.toBe(mailboxOf('firstlast@example.com'));
  });
});

describe('namesAddress: a text naming an address, for erasure', () => {
  it.each([
    'ann@ex.co',
    'Write to Ann@Ex.CO.',
    'Write to ann@ex.co, after five',
    '<ann@ex.co>',
    '"ann@ex.co"',
    'mailto:ann@ex.co?subject=hi',
    'first joann@ex.co, then ann@ex.co',
    'ann@ex.co\nthanks',
  ])('names it: %j', (text) => {
    expect(namesAddress(text, 'ann@ex.co')).toBe(true);
  });

  it.each([
    'joann@ex.co',
    'Jo.Ann@ex.co',
    'jo+ann@ex.co',
    'ann@ex.com',
    'ann@ex.co.uk',
    'ann@ex.co-op.pk',
    'ann@ex.coé',
    'éann@ex.co',
    'ann at ex.co',
  ])('names another: %j', (text) => {
    expect(namesAddress(text, 'ann@ex.co')).toBe(false);
  });
});
