import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';

import { aboutCards } from '@/content/about';
import { BOT_SLUGS, isBotSlug } from '@/content/bot';
import { bots, getBot, getPackageBots, PACKAGE_BOT_SLUGS } from '@/content/bots';
import { categories } from '@/content/categories';
import { DEMO_RETENTION_DAYS } from '@/content/demo-copy';
import { faqs, helpCards, quickResources } from '@/content/faq';
import {
  BOT_PLATFORMS,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  platformLabel,
} from '@/content/form-options';
import { contactSection, customBotSection, hero } from '@/content/home';
import { ICON_NAMES } from '@/content/icons';
import {
  getIndustry,
  industries,
  industryBotCategory,
  industryBotSlug,
} from '@/content/industries';
import { dataDeletion, legalDocuments, termsOfService } from '@/content/legal';
import { botOrderTarget, orderButtonOf, resolveOrderTarget } from '@/content/order-target';
import { ALL_PLANS_INCLUDE, plans } from '@/content/plans';
import { oneSlipApart, searchBots, searchEntries } from '@/content/search';
import { searchIndex } from '@/content/search-index';
import { footerColumns, site } from '@/content/site';
import { founders } from '@/content/team';

const CATALOGUE = [
  ['restaurant', 'Restaurant', 'Restaurant Agent'],
  ['ecommercebot', 'E-commerce', 'EcommerceBot Pro'],
  ['realstate', 'Real Estate', 'PropertyAssist'],
  ['healthcare', 'Healthcare', 'HealthCareGuide'],
  ['edumentor', 'Education', 'EduMentor'],
  ['freelance', 'Freelancing', 'FreelanceFlow'],
  ['customersupport', 'Customer Support', 'SupportAI'],
  ['contentgen', 'Content Generation', 'ContentCraft'],
  ['leadgen', 'Lead Generation', 'LeadGenie'],
  ['hrassistant', 'HR Assistant', 'HRMate'],
  ['finance', 'Finance & Accounting', 'FinBot'],
  ['marketingads', 'Marketing & Ads', 'AdMagnet'],
];

/** WCAG 2.x contrast ratio between a hex colour and white. */
function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

describe('bot catalogue', () => {
  it('has the twelve bots of the spec table, in order', () => {
    expect(bots.map((bot) => [bot.slug, bot.category, bot.name])).toEqual(CATALOGUE);
    expect(BOT_SLUGS).toEqual(CATALOGUE.map(([slug]) => slug));
    expect(isBotSlug('finance')).toBe(true);
    expect(isBotSlug('Finance')).toBe(false);
  });

  it('has unique ids and slugs', () => {
    expect(new Set(bots.map((bot) => bot.id)).size).toBe(12);
    expect(new Set(bots.map((bot) => bot.slug)).size).toBe(12);
  });

  it.each(bots.map((bot) => [bot.slug, bot] as const))('%s: content is complete', (_, bot) => {
    expect(bot.features).toHaveLength(9);
    expect(new Set(bot.features).size).toBe(9);
    expect(bot.pricing).toEqual({
      basic: '$40/month',
      standard: '$80/month',
      premium: '$120/month',
    });
    expect(bot.badges).toHaveLength(2);
    expect(bot.description.length).toBeGreaterThan(60);
  });

  it('every bot runs on the seven default platforms, which its page lists and its order offers', () => {
    expect(BOT_PLATFORMS.map((code) => platformLabel(code))).toEqual([
      'Facebook',
      'WhatsApp',
      'Instagram',
      'Discord',
      'Telegram',
      'X (Twitter)',
      'LinkedIn',
    ]);
    for (const bot of bots) expect(botOrderTarget(bot).platforms).toEqual(BOT_PLATFORMS);
  });

  it('has gradients on which white text meets WCAG AA at both ends', () => {
    for (const { gradient } of bots) {
      for (const colour of [gradient.from, gradient.to]) {
        expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('carries the HIPAA claim on the healthcare bot', () => {
    const bot = getBot('healthcare');
    expect(bot?.description).toMatch(/HIPAA/);
    expect(bot?.badges.join(' ')).toMatch(/HIPAA/);
  });

  it('returns undefined for an unknown slug', () => {
    expect(getBot('nope')).toBeUndefined();
  });

  it('derives the six home packages from the catalogue', () => {
    const packages = getPackageBots();
    expect(packages.map(({ bot }) => bot.slug)).toEqual([...PACKAGE_BOT_SLUGS]);
    expect(PACKAGE_BOT_SLUGS).toEqual([
      'restaurant',
      'ecommercebot',
      'realstate',
      'healthcare',
      'edumentor',
      'freelance',
    ]);
    for (const { bot, features } of packages) {
      expect(features).toEqual(bot.features.slice(0, 4));
      expect(features).toHaveLength(4);
    }
  });
});

describe('hero search', () => {
  it('lists the nine spec entries with their paths', () => {
    expect(searchEntries.map((entry) => [entry.name, entry.path])).toEqual([
      ['Customer Support Bot', '/bots/customersupport'],
      ['E-Commerce Assistant', '/bots/ecommercebot'],
      ['Content Generator', '/bots/contentgen'],
      ['Lead Generation Bot', '/bots/leadgen'],
      ['HR Assistant', '/bots/hrassistant'],
      ['Finance & Accounting Bot', '/bots/finance'],
      ['Marketing & Ads Bot', '/bots/marketingads'],
      ['Healthcare Assistant', '/bots/healthcare'],
      ['Education / Tutor Bot', '/bots/edumentor'],
    ]);
    expect(new Set(searchEntries.map((entry) => entry.id)).size).toBe(9);
  });

  it('links every entry to a catalogue bot', () => {
    for (const entry of searchEntries) {
      expect(getBot(entry.path.replace('/bots/', ''))).toBeDefined();
    }
  });

  const items = searchIndex();
  const find = (query: string) => searchBots(items, query).map((item) => item.name);

  it('looks through every page a visitor can search for: 9 entries, 12 bots and 8 industry pages', () => {
    expect(items).toHaveLength(29);
    const byKind = (kind: string) => items.filter((item) => item.kind === kind);
    expect(new Set(byKind('bot').map((item) => item.path))).toEqual(
      new Set(bots.map((bot) => `/bots/${bot.slug}`)),
    );
    expect(byKind('industry').map((item) => item.path)).toEqual(
      industries.map((industry) => `/${industry.slug}`),
    );
  });

  it('returns nothing for a blank query', () => {
    expect(searchBots(items, '')).toEqual([]);
    expect(searchBots(items, '   ')).toEqual([]);
  });

  it('finds a bot and its industry page by name or category', () => {
    expect(find('restaurant')).toEqual(['Restaurant Agent', 'Restaurant & Food Bot']);
    // The industry page's name has the words; PropertyAssist's category has them.
    expect(find('real estate')).toEqual(['Real Estate Bot', 'PropertyAssist']);
    expect(find('FinBot')).toEqual(['FinBot']);
    expect(find('  finbot ')).toEqual(['FinBot']);
    expect(find('SUPPORTai')).toEqual(['SupportAI']);
    // However the words are joined or split.
    for (const query of ['realestate', 'Real-Estate', ' real  estate ']) {
      expect(find(query)).toEqual(['Real Estate Bot', 'PropertyAssist']);
    }
    expect(find('e commerce')).toEqual(find('ecommerce'));
    expect(find('e commerce')).toEqual(['E-Commerce Assistant', 'E-commerce Bot']);
    expect(find('travel')).toEqual(['Travel & Hospitality Bot']);
    expect(find('--')).toEqual([]);
  });

  it('says what each result is: a bot or an industry page', () => {
    const kinds = searchBots(items, 'restaurant').map((item) => [item.path, item.kind]);
    expect(kinds).toEqual([
      ['/bots/restaurant', 'bot'],
      ['/restaurant', 'industry'],
    ]);
  });

  it('shows one result per page, name matches first', () => {
    // 'Finance & Accounting Bot' (a search entry) and FinBot (whose category is Finance &
    // Accounting) are one bot; the finance industry page is another page.
    expect(find('finance')).toEqual(['Finance & Accounting Bot', 'Finance & Trading Bot']);
    expect(find('health')).toEqual(['Healthcare Assistant', 'Healthcare Bot']);
    expect(find('assist')).toEqual([
      'E-Commerce Assistant',
      'HR Assistant',
      'Healthcare Assistant',
      'PropertyAssist',
    ]);
    const paths = searchBots(items, 'bot').map((item) => item.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds a page by the need a buyer types: everyday words and what the bot does', () => {
    expect(find('hotel')).toEqual(['Travel & Hospitality Bot']);
    expect(find('crm')).toEqual(['Lead Generation Bot']);
    expect(find('lawyer')).toEqual(['FreelanceFlow', 'Freelancing & Services Bot']);
    expect(find('clinic')).toEqual(['Healthcare Assistant', 'Healthcare Bot']);
    expect(find('quizzes')).toEqual(['Education / Tutor Bot', 'Education Bot']);
    expect(find('table booking')).toEqual(['Restaurant Agent', 'Restaurant & Food Bot']);
  });

  it('forgives one slip in a word of four letters or more', () => {
    for (const typo of ['hotl', 'hottel', 'hoetl', 'hptel'])
      expect(find(typo)).toEqual(find('hotel'));
    expect(find('restaurnt')).toEqual(find('restaurant'));
    expect(find('finbto')).toEqual(['FinBot']);
    expect(find('lawyr')).toEqual(find('lawyer'));
    // Short words are matched as typed: one slip could make another word.
    expect(find('crn')).toEqual([]);
  });

  it('tells one slip from more', () => {
    expect(oneSlipApart('hotel', 'hotel')).toBe(true);
    expect(oneSlipApart('hotl', 'hotel')).toBe(true);
    expect(oneSlipApart('hoteel', 'hotel')).toBe(true);
    expect(oneSlipApart('hptel', 'hotel')).toBe(true);
    expect(oneSlipApart('htoel', 'hotel')).toBe(true);
    expect(oneSlipApart('hotle', 'hotel')).toBe(true);
    expect(oneSlipApart('htl', 'hotel')).toBe(false);
    expect(oneSlipApart('hpyel', 'hotel')).toBe(false);
    expect(oneSlipApart('ohtle', 'hotel')).toBe(false);
    expect(oneSlipApart('hotels', 'hostel')).toBe(false);
  });

  it('returns nothing when nothing matches', () => {
    expect(find('zzz')).toEqual([]);
    expect(find('xylophone')).toEqual([]);
  });
});

describe('categories and industry pages', () => {
  it('has the eight category cards with the spec names, counts and paths', () => {
    expect(categories.map((card) => [card.name, card.botCount, card.path])).toEqual([
      ['Restaurants & Food', '120+ bots', '/restaurant'],
      ['E-commerce', '85+ bots', '/ecommerce'],
      ['Real Estate', '65+ bots', '/realestate'],
      ['Healthcare', '95+ bots', '/healthcare'],
      ['Education', '70+ bots', '/education'],
      ['Freelancing & Services', '55+ bots', '/freelancing'],
      ['Finance & Trading', '40+ bots', '/finance'],
      ['Travel & Hospitality', '50+ bots', '/travel'],
    ]);
  });

  it('has one industry page per category, in the same order', () => {
    expect(industries.map((industry) => `/${industry.slug}`)).toEqual(
      categories.map((card) => card.path),
    );
    expect(industries.map((industry) => industry.categoryName)).toEqual(
      categories.map((card) => card.name),
    );
    expect(getIndustry('travel')?.title).toBe('Travel & Hospitality Bot');
    expect(getIndustry('nope')).toBeUndefined();
  });

  it.each(industries.map((industry) => [industry.slug, industry] as const))(
    '%s: nine unique capabilities and the decided platforms',
    (slug, industry) => {
      expect(industry.capabilities).toHaveLength(9);
      expect(new Set(industry.capabilities).size).toBe(9);
      expect(industry.platforms).toEqual(
        slug === 'travel'
          ? ['messenger', 'whatsapp', 'instagram', 'discord', 'telegram', 'twitter', 'linkedin']
          : ['facebook', 'whatsapp', 'instagram', 'telegram', 'twitter', 'linkedin'],
      );
      expect(industry.metaDescription.length).toBeLessThanOrEqual(160);
    },
  );
});

describe('what an order is for', () => {
  it('derives the industry bot_slug from the page title, not the catalogue slug', () => {
    expect(industryBotSlug('Restaurant & Food Bot')).toBe('restaurant-&-food-bot');
    expect(industryBotSlug('  Travel   Hospitality Bot ')).toBe('travel-hospitality-bot');
    expect(industryBotCategory('Restaurants & Food')).toBe('Restaurants & Food Bot');
  });

  it('resolves targets from the catalogue', () => {
    expect(resolveOrderTarget('bot', 'realstate')).toMatchObject({
      botSlug: 'realstate',
      botCategory: 'Real Estate',
    });
    const industry = resolveOrderTarget('industry', 'restaurant');
    expect(industry?.botCategory).toBe('Restaurants & Food Bot');
    expect(industry?.botSlug).toMatch(/^[a-z&-]+$/);
    expect(industry?.platforms).toHaveLength(6);
    expect(resolveOrderTarget('industry', 'travel')?.platforms).toEqual([
      'messenger',
      'whatsapp',
      'instagram',
      'discord',
      'telegram',
      'twitter',
      'linkedin',
    ]);
    expect(resolveOrderTarget('bot', 'no-such-bot')).toBeUndefined();
    expect(resolveOrderTarget('industry', 'restaurants')).toBeUndefined();
  });

  it("gives a bot page's order buttons the order page, the bot's fields and what is ordered", () => {
    const bot = getBot('finance')!;
    expect(orderButtonOf(bot)).toEqual({
      href: '/bots/finance/order',
      target: botOrderTarget(bot),
      plan: undefined,
      description: bot.name,
    });
    expect(orderButtonOf(bot, 'premium')).toMatchObject({
      href: '/bots/finance/order/premium',
      plan: 'premium',
      description: `${bot.name} · Premium plan`,
    });
  });

  it('stores each inquiry type as its label lower-cased, spaces as underscores', () => {
    for (const code of INQUIRY_TYPES) {
      expect(INQUIRY_TYPE_LABELS[code].toLowerCase().replace(/ /g, '_')).toBe(code);
    }
  });
});

describe('plans and FAQ', () => {
  it('has the three plans at $40, $80 and $120 a month, Premium best value', () => {
    expect(plans.map((plan) => [plan.code, plan.name, plan.price, plan.priceValue])).toEqual([
      ['basic', 'Basic', '$40', 40],
      ['standard', 'Standard', '$80', 80],
      ['premium', 'Premium', '$120', 120],
    ]);
    expect(plans.filter((plan) => plan.bestValue).map((plan) => plan.code)).toEqual(['premium']);
    expect(ALL_PLANS_INCLUDE).toHaveLength(5);
  });

  it('has ten FAQs carrying the spec claims', () => {
    expect(faqs).toHaveLength(10);
    const text = faqs.map((faq) => faq.answer).join(' ');
    for (const claim of ['24-48 hours', '1-2 weeks', '14-day', '30 days', 'GDPR', 'HIPAA']) {
      expect(text).toContain(claim);
    }
  });

  it('gives the help cards and quick resources of the spec', () => {
    expect(helpCards.map((card) => [card.title, card.action, card.href])).toEqual([
      ['Live Chat Support', 'Start Chat', site.whatsappHref],
      ['Phone Support', 'Schedule Call', site.phoneHref],
      ['Help Center', 'Browse Articles', '#faq'],
    ]);
    expect(quickResources.map((resource) => resource.title)).toEqual([
      'Getting Started Guide',
      'Integration Tutorials',
      'Best Practices',
      'API Documentation',
      'Video Tutorials',
    ]);
  });
});

describe('home, site and team', () => {
  it('keeps the spec texts of the hero and custom-bot section', () => {
    expect(hero.headline).toBe('Find the Perfect Bot for your Business');
    expect(hero.searchPlaceholder).toBe('Find your business bot...');
    expect(customBotSection.title).toBe('Customize Your Perfect Bot');
    expect(customBotSection.process.map((step) => [step.title, step.duration])).toEqual([
      ['Requirements Analysis', '24-48 hours'],
      ['Custom Bot Development', '1-2 weeks'],
      ['Testing & Deployment', '2-3 days'],
      ['Training & Support', 'Ongoing'],
    ]);
    expect(contactSection.title).toBe('Get in Touch');
    expect(contactSection.cards).toHaveLength(4);
  });

  it('uses only placeholder contact details', () => {
    expect(site.name).toBe('BotBazaar');
    expect(site.email.endsWith('.example')).toBe(true);
    expect(site.whatsappHref).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(site.phoneHref).toMatch(/^tel:\+\d+$/);
    expect(site.socials.map((social) => social.name)).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
      'Instagram',
      'YouTube',
    ]);
  });

  it('has the four footer columns, with coming-soon items and no dead links', () => {
    expect(footerColumns.map((column) => column.title)).toEqual([
      'Product',
      'Company',
      'Support',
      'Legal',
    ]);
    const legal = footerColumns.find((column) => column.title === 'Legal');
    expect(legal?.links.map((link) => link.href)).toEqual(
      legalDocuments.filter((doc) => doc.slug !== 'data-deletion').map((doc) => `/${doc.slug}`),
    );
    for (const column of footerColumns) {
      for (const link of column.links) {
        if (link.href === null) expect('comingSoon' in link && link.comingSoon).toBe(true);
      }
    }
  });

  it('has a CEO and a Co-Founder with local square photos', () => {
    expect(founders.map((founder) => founder.role)).toEqual(['CEO', 'Co-Founder']);
    for (const founder of founders) {
      expect(founder.photo.src).toBe(`/team/${founder.slug}.svg`);
      expect([founder.photo.width, founder.photo.height]).toEqual([320, 320]);
    }
  });

  it('refers only to icons that lucide-react exports', () => {
    for (const name of ICON_NAMES) {
      expect(lucide, name).toHaveProperty(name);
    }
    expect(aboutCards.map((card) => card.title)).toEqual([
      'Who We Are',
      'Our Mission',
      'Our Vision',
    ]);
  });
});

describe('legal documents', () => {
  it('has the five documents, each last updated September 26, 2025', () => {
    expect(legalDocuments.map((doc) => doc.slug)).toEqual([
      'privacy-policy',
      'terms-of-service',
      'cookie-policy',
      'data-security',
      'data-deletion',
    ]);
    for (const doc of legalDocuments) {
      expect(doc.lastUpdated).toBe('September 26, 2025');
      expect(doc.sections.length).toBeGreaterThanOrEqual(5);
      expect(doc.sections.length).toBeLessThanOrEqual(9);
    }
  });

  it('states the minimum age of 18 and the law of Pakistan in the terms', () => {
    const text = termsOfService.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toMatch(/\b18\b/);
    expect(text).toMatch(/parent/);
    expect(text).toContain('Pakistan');
  });

  it('sends deletion requests to the support e-mail', () => {
    const text = dataDeletion.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain(site.email);
    expect(text).toMatch(/permanently delete/);
  });

  it('names the bot demos among what is held and deleted, as the privacy policy does', () => {
    const section = (heading: string) =>
      dataDeletion.sections.find((s) => s.heading === heading)?.paragraphs.join(' ') ?? '';
    expect(section('What we hold')).toContain(
      `bot demo, which is deleted ${DEMO_RETENTION_DAYS} days`,
    );
    expect(section('What happens next')).toContain('bot demo conversations');
  });
});
