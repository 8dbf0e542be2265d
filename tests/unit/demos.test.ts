import { describe, expect, it } from 'vitest';

import { BOT_SLUGS } from '@/content/bot';
import { bots } from '@/content/bots';
import {
  demoBotName,
  demoOf,
  demoOfBot,
  demoOfIndustry,
  demos,
  type BotDemo,
} from '@/content/demos';
import { DEMO_IDS } from '@/content/demos/demo';
import { getIndustry, industries } from '@/content/industries';

/** Every text of a demo, wherever it sits in the object. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** What the bot itself says: shown in a chat bubble, read aloud, and sent nowhere else. */
function botLines(demo: BotDemo): string[] {
  return [
    demo.greeting,
    ...demo.suggested.map((suggestion) => suggestion.answer),
    ...demo.sample.map((turn) => turn.bot),
  ];
}

/** The card's facts, which the live model is told and the written answers must agree with. */
function cardText(demo: BotDemo): string {
  return textsOf(demo.business).join(' ');
}

const MONEY = /(?:PKR |\$)[\d,.]+(?: crore)?/g;

const demoCases = demos.map((demo) => [demo.id, demo] as const);

describe('bot demos', () => {
  it('has one demo for each of the twelve catalogue bots, then travel', () => {
    expect(DEMO_IDS).toEqual([...BOT_SLUGS, 'travel']);
    expect(demos.map((demo) => demo.id)).toEqual(DEMO_IDS);
    for (const id of DEMO_IDS) expect(demoOf(id).id).toBe(id);
  });

  it('gives every bot page its own demo', () => {
    for (const bot of bots) expect(demoOfBot(bot.slug)?.id).toBe(bot.slug);
    expect(demoOfBot('travel')).toBeUndefined();
    expect(demoOfBot('nope')).toBeUndefined();
  });

  it("gives every industry page its catalogue bot's demo, and travel its own", () => {
    const shown = industries.map((industry) => [industry.slug, demoOfIndustry(industry.slug)?.id]);
    expect(shown).toEqual([
      ['restaurant', 'restaurant'],
      ['ecommerce', 'ecommercebot'],
      ['realestate', 'realstate'],
      ['healthcare', 'healthcare'],
      ['education', 'edumentor'],
      ['freelancing', 'freelance'],
      ['finance', 'finance'],
      ['travel', 'travel'],
    ]);
    expect(demoOfIndustry('nope')).toBeUndefined();
    expect(demoOfIndustry('toString')).toBeUndefined();
  });

  it("names each bot as the catalogue does, and travel's as its industry page does", () => {
    for (const bot of bots) expect(demoBotName(demoOf(bot.slug))).toBe(bot.name);
    expect(demoBotName(demoOf('travel'))).toBe(getIndustry('travel')?.title);
    expect(demos.filter((demo) => demo.botName).map((demo) => demo.id)).toEqual(['travel']);
  });

  it('sets every demo in a business of its own, with a greeting of its own', () => {
    expect(new Set(demos.map((demo) => demo.business.name)).size).toBe(demos.length);
    expect(new Set(demos.map((demo) => demo.greeting)).size).toBe(demos.length);
  });

  it('carries a caution on HealthCareGuide and FinBot only', () => {
    expect(demos.filter((demo) => demo.caution).map((demo) => demo.id)).toEqual([
      'healthcare',
      'finance',
    ]);
    expect(demoOf('healthcare').caution).toMatch(/^Not medical advice\b.*\b1122\b/);
    expect(demoOf('finance').caution).toMatch(/^Not financial advice\b/);
  });

  it('names no bot in its own words when an industry page shows it: the bot page and the industry page name its bot each their way', () => {
    const names = [...bots.map((bot) => bot.name), ...industries.map((industry) => industry.title)];
    const shared = industries.flatMap((industry) => {
      const demo = demoOfIndustry(industry.slug);
      const bot = bots.find((each) => demo && demoOfBot(each.slug)?.id === demo.id);
      return demo && bot && bot.name !== industry.title ? [demo] : [];
    });
    expect(shared.map((demo) => demo.id)).toContain('finance');
    for (const demo of shared) {
      for (const text of textsOf(demo)) {
        for (const name of names) expect(text, `${demo.id}: ${name}`).not.toContain(name);
      }
    }
  });
});

describe.each(demoCases)('%s demo', (_, demo) => {
  it('has a full business card, a scope naming it and a short greeting naming it', () => {
    const { business } = demo;
    expect(business.about.length).toBeGreaterThan(40);
    expect(business.hours.length).toBeGreaterThan(0);
    expect(business.offerings.length).toBeGreaterThanOrEqual(4);
    expect(business.offerings.length).toBeLessThanOrEqual(8);
    expect(business.policies.length).toBeGreaterThanOrEqual(3);
    expect(business.policies.length).toBeLessThanOrEqual(6);
    for (const offering of business.offerings) expect(offering.price).not.toBe('');
    expect(demo.scope).toContain(business.name);
    expect(demo.greeting).toContain(business.name);
    expect(demo.greeting.length).toBeLessThanOrEqual(200);
  });

  it('has four different suggested questions, each with a written answer', () => {
    expect(demo.suggested).toHaveLength(4);
    expect(new Set(demo.suggested.map((suggestion) => suggestion.question)).size).toBe(4);
    for (const { question, answer } of demo.suggested) {
      expect(question.trim()).not.toBe('');
      expect(answer.trim()).not.toBe('');
    }
  });

  it('quotes in its written answers only prices from its business card', () => {
    const card = cardText(demo);
    for (const { answer } of demo.suggested) {
      for (const price of answer.match(MONEY) ?? []) {
        expect(card, `${price} in "${answer}"`).toContain(price.replace(/[.,]$/, ''));
      }
    }
  });

  it('records 6 to 8 turns, with replies a chat bubble holds', () => {
    expect(demo.sample.length).toBeGreaterThanOrEqual(6);
    expect(demo.sample.length).toBeLessThanOrEqual(8);
    for (const turn of demo.sample) {
      expect(turn.visitor.trim()).not.toBe('');
      expect(turn.bot.trim()).not.toBe('');
    }
    for (const line of botLines(demo)) expect(line.length, line).toBeLessThanOrEqual(400);
  });

  it('hands over to the person its business card names', () => {
    const person = /^(?:(?:Mr|Ms|Dr)\. )?(\p{Lu}\p{Ll}+)/u.exec(demo.business.handoff)?.[1];
    expect(person).toBeDefined();
    expect(demo.sample.some((turn) => turn.bot.includes(person ?? '\0'))).toBe(true);
  });

  it('writes plain text: no HTML, no links, no Markdown', () => {
    for (const text of textsOf(demo)) {
      expect(text, text).not.toMatch(/[<>*`]|\]\(|https?:|www\.|wa\.me|mailto:|tel:/i);
      // A hashtag is a post's text (ContentCraft writes them); a heading or a list is Markdown.
      expect(text, text).not.toMatch(/(^|\n)\s*(#+\s|[-+]\s|\d+\.\s)/);
      expect(text, text).not.toMatch(/#\s/);
    }
  });

  it('shows no real-looking contact details', () => {
    for (const text of textsOf(demo)) {
      for (const [address] of text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)) {
        expect(address).toMatch(/@(?:[\w-]+\.)*example(?:\.com)?$/);
      }
      for (const [run] of text.matchAll(/\+?\d[\d ()-]*\d/g)) {
        const looksLikePhone = run.replace(/\D/g, '').length >= 7;
        if (looksLikePhone) expect(text, run).toMatch(/\bexample\b/i);
      }
    }
  });

  it('never asks for personal details in chat', () => {
    const sensitive =
      /\b(CNIC|ID card|card number|password|date of birth|address|full name|surname|e-?mail|phone number|account number)\b/i;
    for (const line of [demo.greeting, ...demo.sample.map((turn) => turn.bot)]) {
      expect(line, line).not.toMatch(sensitive);
    }
  });
});
