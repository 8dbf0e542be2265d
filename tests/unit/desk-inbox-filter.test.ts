import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bots } from '@/content/bots';
import { industries, industryBotSlug } from '@/content/industries';
import { InboxFilters } from '@/components/desk/inbox-filters';
import { parseFilter, type SearchParams } from '@/lib/desk/filter';
import { formatTime } from '@/lib/desk/format';

describe("the inbox's days", () => {
  it('are Karachi days, as the desk shows every time', () => {
    const received = new Date('2026-11-25T21:30:00Z');
    expect(formatTime(received)).toBe('2026-11-26 02:30 PKT');
    const { from, until } = parseFilter({ from: '2026-11-26', to: '2026-11-26' }, false);
    expect(from?.toISOString()).toBe('2026-11-25T19:00:00.000Z');
    expect(until?.toISOString()).toBe('2026-11-26T19:00:00.000Z');
    expect(received >= from! && received < until!).toBe(true);
    const dayBefore = parseFilter({ from: '2026-11-25', to: '2026-11-25' }, false);
    expect(received < dayBefore.until!).toBe(false);
  });

  it('keep their year bounds and refuse days not on the calendar', () => {
    expect(parseFilter({ to: '9999-12-31', from: '0000-01-01' }, false)).toMatchObject({
      until: undefined,
      from: undefined,
    });
    expect(parseFilter({ to: '9998-12-31' }, false).until?.toISOString()).toBe(
      '9998-12-31T19:00:00.000Z',
    );
    expect(parseFilter({ from: '1000-01-01' }, false).from).toBeInstanceOf(Date);
    expect(parseFilter({ from: '2026-02-30' }, false).from).toBeUndefined();
  });
});

/** The Bot filter's options as the page renders them for `params`: values and the one selected. */
function botOptions(params: SearchParams) {
  const html = renderToStaticMarkup(createElement(InboxFilters, { params, action: '/desk' }));
  const select = /<select[^>]*name="bot"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  const options = [...select.matchAll(/<option([^>]*)>/g)].map(([, attributes = '']) => ({
    value: /value="([^"]*)"/.exec(attributes)?.[1]?.replaceAll('&amp;', '&'),
    selected: attributes.includes('selected'),
  }));
  return {
    values: options.map((option) => option.value),
    selected: options.find((option) => option.selected)?.value,
  };
}

describe("the inbox's Bot filter", () => {
  it('offers every bot an order can be for: the catalogue and the industry pages', () => {
    const { values } = botOptions({});
    expect(values).toEqual([
      '',
      ...bots.map((bot) => bot.slug),
      ...industries.map((industry) => industryBotSlug(industry.title)),
    ]);
    expect(values).toContain('restaurant-&-food-bot');
    expect(values).toContain('travel-&-hospitality-bot');
  });

  it("keeps an industry page's bot selected, so the next Filter keeps it", () => {
    expect(botOptions({ bot: 'restaurant-&-food-bot' }).selected).toBe('restaurant-&-food-bot');
    expect(botOptions({ bot: 'finance' }).selected).toBe('finance');
  });
});
