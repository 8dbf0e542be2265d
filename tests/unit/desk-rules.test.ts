import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEAL_STATUSES, MESSAGE_STATUSES, STATUS_LABELS, STATUSES_OF } from '@/content/desk';
import { LINK_MINUTES, ownersOf, readLink, signLink } from '@/lib/auth-link.mjs';
import {
  decodeCursor,
  encodeCursor,
  filterQuery,
  idOf,
  isTimestamp,
  parseFilter,
} from '@/lib/desk/filter';
import { formatAge, formatTime, mailtoLink, whatsappLink } from '@/lib/desk/format';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('sign-in links of npm run desk:link', () => {
  it('carry the address, lower-cased, and work until 15 minutes after they are made', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const token = signLink(SECRET, ' Owner@Example.com ', now);
    expect(readLink(SECRET, token, now)).toMatchObject({ email: 'owner@example.com' });
    expect(readLink(SECRET, token, now + LINK_MINUTES * 60_000 - 1)).not.toBeNull();
    expect(readLink(SECRET, token, now + LINK_MINUTES * 60_000)).toBeNull();
  });

  it('are refused when signed with another secret, altered, or not a token at all', () => {
    const token = signLink(SECRET, 'owner@example.com');
    expect(readLink(`${SECRET}-other`, token)).toBeNull();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        email: 'intruder@example.com',
        linkId: 'x',
        expiresAt: Date.now() + 60_000,
      }),
    ).toString('base64url');
    expect(readLink(SECRET, `${forged}.${signature}`)).toBeNull();
    expect(readLink(SECRET, `${payload}.${signature}x`)).toBeNull();
    expect(readLink(SECRET, 'nonsense')).toBeNull();
    expect(readLink(SECRET, `${payload}.${signature}.extra`)).toBeNull();
  });

  it('each have an id of their own, the one the site records as used', () => {
    const a = readLink(SECRET, signLink(SECRET, 'owner@example.com'));
    const b = readLink(SECRET, signLink(SECRET, 'owner@example.com'));
    expect(a?.linkId).not.toBe(b?.linkId);
  });

  it('are only for DESK_OWNERS, read case-insensitively', () => {
    expect(ownersOf(' A@Example.com, b@example.com ,')).toEqual(['a@example.com', 'b@example.com']);
    expect(ownersOf(undefined)).toEqual([]);
  });
});

describe('lead statuses', () => {
  it('are the decided ones per kind of lead, with their labels', () => {
    expect(STATUSES_OF.order).toEqual(['pending', 'contacted', 'won', 'lost']);
    expect(STATUSES_OF.custom_bot_request).toEqual(DEAL_STATUSES);
    expect(STATUSES_OF.contact_message).toEqual(['pending', 'replied', 'closed']);
    expect([...DEAL_STATUSES, ...MESSAGE_STATUSES].map((status) => STATUS_LABELS[status])).toEqual([
      'Pending',
      'Contacted',
      'Won',
      'Lost',
      'Pending',
      'Replied',
      'Closed',
    ]);
  });
});

describe('the inbox query', () => {
  it('keeps known filters and drops unknown values', () => {
    const filter = parseFilter(
      { form: 'order', status: 'won', q: ' BB-ABC123 ', from: '2026-11-01', to: '2026-11-30' },
      false,
    );
    expect(filter).toMatchObject({ form: 'order', status: 'won', q: 'BB-ABC123', spam: false });
    expect(filter.from?.toISOString()).toBe('2026-10-31T19:00:00.000Z');
    expect(filter.until?.toISOString()).toBe('2026-11-30T19:00:00.000Z');
    const junk = parseFilter({ form: 'admin', status: 'deleted', from: '2026-02-30' }, true);
    expect(junk).toMatchObject({ form: undefined, status: undefined, from: undefined, spam: true });
  });

  it('keeps no control character of a search or filter: PostgreSQL takes no NUL', () => {
    expect(
      parseFilter({ q: 'BB-\u0000ABC', bot: '\u0000', source: 'ads\u0007' }, false),
    ).toMatchObject({
      q: 'BB-ABC',
      bot: undefined,
      source: 'ads',
    });
    expect(filterQuery({ q: '\u0000x' }).toString()).toBe('q=x');
  });

  it('keeps no day PostgreSQL cannot read back: year 0, or one whose next day is in year 10000', () => {
    expect(parseFilter({ to: '9999-12-31', from: '0000-01-01' }, false)).toMatchObject({
      until: undefined,
      from: undefined,
    });
    expect(parseFilter({ to: '9998-12-31' }, false).until?.toISOString()).toBe(
      '9998-12-31T19:00:00.000Z',
    );
  });

  it('takes a page key of a real time only, as PostgreSQL or JavaScript writes one', () => {
    for (const good of [
      '2026-11-25 12:00:00.123456+00',
      '2026-11-25 12:00:00+05:30',
      '2026-11-25T12:00:00.123Z',
    ])
      expect(isTimestamp(good), good).toBe(true);
    for (const bad of [
      '9999-99-99 99:99:99+00',
      '2026-02-30 00:00:00+00',
      '2026-01-01 00:00:00+99',
      '0000-01-01 00:00:00+00',
      '2026-01-01 24:00:00+00',
      '1',
      '-271821-04-20T00:00:00.000Z',
    ])
      expect(isTimestamp(bad), bad).toBe(false);
    const page = (at: string) => encodeCursor({ at, rank: 0, id: 1 });
    expect(decodeCursor(page('2026-02-30 00:00:00+00'))).toBeUndefined();
  });

  it('reads an id in digits alone', () => {
    expect(['16', '0x10', '1e1', ' 16', '16.0', '0', '-1', ''].map(idOf)).toEqual([
      16,
      ...Array(7).fill(undefined),
    ]);
  });

  it('writes the filter back without the page key', () => {
    expect(filterQuery({ form: 'order', after: 'abc', q: '' }).toString()).toBe('form=order');
  });

  it('round-trips a page key to the microsecond and refuses a forged one', () => {
    const cursor = { at: '2026-11-25 12:00:00.123456+00', rank: 1, id: 42 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('not-base64-json')).toBeUndefined();
    expect(decodeCursor(Buffer.from('["x",1,2]').toString('base64url'))).toBeUndefined();
    expect(decodeCursor(Buffer.from('["2026-11-25",1.5,2]').toString('base64url'))).toBeUndefined();
  });
});

describe('how the desk writes a lead', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('gives its age in the largest whole unit', () => {
    expect(formatAge(new Date('2026-11-25T11:59:30Z'), now)).toBe('just now');
    expect(formatAge(new Date('2026-11-25T11:15:00Z'), now)).toBe('45 min');
    expect(formatAge(new Date('2026-11-25T02:00:00Z'), now)).toBe('10 h');
    expect(formatAge(new Date('2026-11-20T12:00:00Z'), now)).toBe('5 d');
  });

  it('gives times in Pakistan time, as the alerts do and the Demos page counts days', () => {
    expect(formatTime(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25 17:00 PKT');
    // Late in a UTC evening is the next morning in Karachi, the day it is counted on.
    expect(formatTime(new Date('2026-11-25T21:30:00Z'))).toBe('2026-11-26 02:30 PKT');
    expect(formatTime(new Date('2026-11-25T19:00:00Z'))).toBe('2026-11-26 00:00 PKT');
  });

  it('links replies by e-mail and on WhatsApp', () => {
    expect(mailtoLink('a@example.com', 'BB-ABC123')).toBe(
      'mailto:a@example.com?subject=Your%20BotBazaar%20request%20BB-ABC123',
    );
    expect(whatsappLink('+92 300 1234567', 'Hi')).toBe('https://wa.me/923001234567?text=Hi');
    expect(whatsappLink('', 'Hi')).toBeUndefined();
    // Written the local way, as the forms let a visitor write it: Pakistan's number.
    expect(whatsappLink('03001234567', 'Hi')).toBe('https://wa.me/923001234567?text=Hi');
    expect(whatsappLink('0092 300 1234567', 'Hi')).toBe('https://wa.me/923001234567?text=Hi');
  });
});

describe('desk settings', () => {
  afterEach(() => vi.unstubAllEnvs());

  async function readEnv(settings: Record<string, string>) {
    vi.resetModules();
    for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
    return (await import('@/lib/env')).env;
  }

  it('require AUTH_SECRET in production when DESK_OWNERS is set, naming it', async () => {
    const env = await readEnv({ NODE_ENV: 'production', DESK_OWNERS: 'owner@example.com' });
    expect(env).toThrow(/AUTH_SECRET: required in production when DESK_OWNERS is set/);
  });

  it('require SITE_URL in production when DESK_OWNERS is set, naming it; both named when both are missing', async () => {
    expect(await readEnv({ NODE_ENV: 'production', DESK_OWNERS: 'owner@example.com' })).toThrow(
      /^Invalid settings: AUTH_SECRET: required .+; SITE_URL: required in production when DESK_OWNERS is set$/,
    );
    const withSecret = await readEnv({ AUTH_SECRET: SECRET });
    expect(withSecret).toThrow(
      /^Invalid setting: SITE_URL: required in production when DESK_OWNERS is set$/,
    );
    // Outside production the desk runs at the address each request came to.
    const development = await readEnv({ NODE_ENV: 'development' });
    expect(development().SITE_URL).toBeUndefined();
  });

  it('refuse a secret shorter than 32 characters and read owners case-insensitively', async () => {
    expect(await readEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: at least 32 characters/);
    const env = await readEnv({
      NODE_ENV: 'production',
      DESK_OWNERS: 'Owner@Example.com, b@example.com',
      AUTH_SECRET: SECRET,
      SITE_URL: 'https://botbazaar.example',
    });
    expect(env().DESK_OWNERS).toEqual(['owner@example.com', 'b@example.com']);
  });
});
