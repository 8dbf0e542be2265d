import { describe, expect, it } from 'vitest';
import { demoBotName, demos } from '@/content/demos';
import { DEMO_LIMITS } from '@/content/demo-copy';
import { clientShare, estimateTokens } from '@/lib/demo/live';
import type { ChatMessage } from '@/lib/demo/model';
import { systemPrompt } from '@/lib/demo/prompt';

/**
 * What one client may spend in an hour (lib/demo/live.ts) against what one conversation costs.
 * Before each live reply the share must hold what the client used so far in the hour and the
 * most this call can cost (the prompt's bytes, 8 a message, and the reply's 300): a share sized
 * below the longest conversation sent a visitor the hourly sentence at their 7th message, an hour
 * after none (an audit: 225-word replies, 6 of 8 messages live).
 */
describe("a client's hourly share of the day's tokens", () => {
  /** DEMO_DAILY_TOKENS unset (decisions.md, "Try before you buy"). */
  const defaultDay = 200_000;

  it('lets the longest conversation in English finish live, at every demo', () => {
    const share = clientShare(defaultDay);
    for (const demo of demos) {
      const messages: ChatMessage[] = [
        { role: 'system', content: systemPrompt(demo, demoBotName(demo)) },
      ];
      let used = 0;
      for (let turn = 1; turn <= DEMO_LIMITS.visitorMessages; turn += 1) {
        messages.push({
          role: 'user',
          content: 'Is the table by the window free? '.repeat(15).slice(0, 500),
        });
        const reserved = estimateTokens(messages) + DEMO_LIMITS.replyTokens;
        expect(used + reserved, `${demo.id}, message ${turn}`).toBeLessThanOrEqual(share);
        // What a provider bills for English: about four bytes a token, and the whole reply.
        used += Math.ceil(estimateTokens(messages) / 4) + DEMO_LIMITS.replyTokens;
        // Its 300 tokens, about five characters each.
        messages.push({ role: 'assistant', content: 'table '.repeat(250) });
      }
    }
  });

  it('is a tenth of the day when that is more', () => {
    expect(clientShare(1_000_000)).toBe(100_000);
  });
});
