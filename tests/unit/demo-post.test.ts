import { describe, expect, it } from 'vitest';
import { DEMO_LIMITS } from '@/content/demo-copy';
import { botDemoPage, demoPageOf, industryDemoPage } from '@/content/demo-pages';
import { bots } from '@/content/bots';
import { industries } from '@/content/industries';
import { readEvents } from '@/lib/demo/events';
import { readDemoPost } from '@/lib/schemas/demo';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('a message to a demo', () => {
  it('is a suggested question by its place, or the visitor’s own words, trimmed', () => {
    expect(readDemoPost({ page: '/bots/finance', suggested: '2' })).toEqual({
      page: '/bots/finance',
      conversation: undefined,
      ask: { suggested: 2 },
    });
    expect(
      readDemoPost({ page: '/travel', conversation: ID, message: '  Rooms in May?\u200B ' }),
    ).toEqual({ page: '/travel', conversation: ID, ask: { message: 'Rooms in May?' } });
  });

  it('refuses an empty message, one of spaces or invisible characters, and no question at all', () => {
    for (const message of ['', '   ', '\u200B\u2060', '\u0000\u0007']) {
      expect(readDemoPost({ page: '/travel', message })).toEqual({ refused: 'empty' });
    }
    expect(readDemoPost({ page: '/travel', suggested: '4' })).toEqual({ refused: 'empty' });
  });

  it(`refuses more than ${DEMO_LIMITS.messageChars} characters, counted as a person counts them`, () => {
    const longest = 'a'.repeat(DEMO_LIMITS.messageChars);
    expect(readDemoPost({ page: '/travel', message: longest })).toMatchObject({
      ask: { message: longest },
    });
    expect(readDemoPost({ page: '/travel', message: `${longest}b` })).toEqual({
      refused: 'long',
    });
    // An emoji is one character to a person, two to JavaScript.
    const emoji = '😀'.repeat(DEMO_LIMITS.messageChars);
    expect(readDemoPost({ page: '/travel', message: emoji })).toMatchObject({
      ask: { message: emoji },
    });
  });

  it('refuses a conversation id the server could not have issued', () => {
    for (const conversation of ['1', `${ID}x`, 'AbCdEfGhIjKlMnOpQrSt/v', "' or 1=1 --"]) {
      expect(readDemoPost({ page: '/travel', conversation, message: 'hi' })).toEqual({
        refused: 'unknown',
      });
    }
  });
});

describe('the pages with a demo', () => {
  it('are the twelve bot pages and the eight industry pages, each found by its path', () => {
    for (const bot of bots) {
      expect(demoPageOf(`/bots/${bot.slug}`)).toEqual(botDemoPage(bot.slug));
      expect(botDemoPage(bot.slug)?.botName).toBe(bot.name);
    }
    for (const industry of industries) {
      expect(demoPageOf(`/${industry.slug}`)).toEqual(industryDemoPage(industry.slug));
      expect(industryDemoPage(industry.slug)?.botName).toBe(industry.title);
    }
    for (const path of ['/', '/bots', '/bots/nope', '/about', '/bots/finance/order', '//travel']) {
      expect(demoPageOf(path)).toBeUndefined();
    }
  });
});

describe("the reply stream's lines", () => {
  it('are read whole, a line cut between two chunks joined with the next', () => {
    const first = readEvents('{"t":"text","text":"Hel');
    expect(first).toEqual({ events: [], rest: '{"t":"text","text":"Hel' });
    const second = readEvents(`${first.rest}lo"}\n{"t":"end","turns":1,"last":false}\n`);
    expect(second.events).toEqual([
      { t: 'text', text: 'Hello' },
      { t: 'end', turns: 1, last: false },
    ]);
    expect(second.rest).toBe('');
  });
});
