import { describe, expect, it } from 'vitest';
import { demos } from '@/content/demos';
import type { BotDemo } from '@/content/demos/demo';
import { systemPrompt } from '@/lib/demo/prompt';

/** Every text of the demo the page shows: the business card, the scope, the caution. */
function publicTexts(demo: BotDemo, botName: string): string[] {
  const { business } = demo;
  return [
    botName,
    business.name,
    business.about,
    business.handoff,
    demo.scope,
    demo.caution ?? '',
    ...business.hours,
    ...business.policies,
    ...business.offerings.flatMap((offering) => [
      offering.name,
      offering.price,
      offering.detail ?? '',
    ]),
  ]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
}

/** The prompt with the demo's public texts cut out: what the demo itself adds to it. */
function skeleton(demo: BotDemo): string {
  let prompt = systemPrompt(demo, 'The Bot');
  for (const text of publicTexts(demo, 'The Bot')) prompt = prompt.split(text).join('□');
  // Lists differ in length from one demo to another: one item of each shape stands for them.
  return prompt
    .replace(/Always keep to this: □\n/, '')
    .replace(/□(?:; □)+/g, '□')
    .replace(/^- □: □(?: \(□\))?$/gm, '- □')
    .replace(/(?:^- □\n)+/gm, '- □\n');
}

describe("the live model's system prompt", () => {
  it('holds the public business card and the fixed rules, and nothing else', () => {
    // Cut out each demo's card, and what is left is the same words for every demo: nothing of
    // the server (no setting, no secret, no other demo's data) has a place to be.
    const skeletons = new Set(demos.map(skeleton));
    expect(skeletons.size).toBe(1);
    const [shape] = skeletons;
    expect(shape).not.toMatch(/process|env|secret|key|password|http|DATABASE|AUTH/i);
    expect(shape).toContain('Never invent a price');
    expect(shape).toContain('Politely decline anything outside your scope');
    expect(shape).toContain('no Markdown');
  });

  it('names the business, its prices and its hand-off, and the caution where there is one', () => {
    for (const demo of demos) {
      const prompt = systemPrompt(demo, 'X');
      for (const offering of demo.business.offerings) expect(prompt).toContain(offering.price);
      expect(prompt).toContain(demo.business.handoff);
      expect(prompt.includes(demo.caution ?? '\u0000')).toBe(Boolean(demo.caution));
    }
  });

  it('is the same whatever the process holds', () => {
    process.env.AUTH_SECRET = 'a-secret-the-prompt-must-never-carry-0123456789';
    process.env.DEMO_LLM_API_KEY = 'sk-never-in-a-prompt';
    for (const demo of demos) {
      const prompt = systemPrompt(demo, 'X');
      expect(prompt).not.toContain(process.env.AUTH_SECRET);
      expect(prompt).not.toContain(process.env.DEMO_LLM_API_KEY);
    }
    delete process.env.AUTH_SECRET;
    delete process.env.DEMO_LLM_API_KEY;
  });
});
