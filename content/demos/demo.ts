import { BOT_SLUGS, type BotSlug } from '@/content/bot';

/**
 * A bot's demo (docs/demo.md): a conversation set in a fictional sample business, shown on the
 * bot's page and on its industry's page. The recorded sample and the suggested questions are the
 * scripted mode, rendered as server HTML; the business card and the scope are all the live
 * model is told (lib/demo builds its system prompt from them, and from nothing else).
 */

/** The twelve catalogue bots, and travel, the one industry without a catalogue bot. */
export type DemoId = BotSlug | 'travel';
export const DEMO_IDS = [...BOT_SLUGS, 'travel'] as const satisfies readonly DemoId[];

/** One line of the business card: a dish, a listing, a plan, a room, with its price. */
export type Offering = { name: string; price: string; detail?: string };

/** The fictional business the bot works for: invented names, example contacts only. */
export type SampleBusiness = {
  name: string;
  /** One or two sentences: what it sells, where, to whom. */
  about: string;
  /** Lines such as 'Mon–Sat 12:00–23:00'. */
  hours: readonly string[];
  /** A few prices or listings, 4 to 8. */
  offerings: readonly Offering[];
  /** Its rules a customer asks about: delivery, refunds, deposits, cancellations. */
  policies: readonly string[];
  /**
   * Who takes over from the bot, and how and when, starting with that person's first name (after a
   * title such as 'Mr.'): 'Sana at the front desk, on WhatsApp, 10:00–19:00'. The recorded sample
   * hands over to them by that name.
   */
  handoff: string;
};

/**
 * One visitor message and the bot's reply. Replies are plain text of at most 400 characters; a
 * draft the bot writes (ContentCraft's posts) may hold paragraph breaks, '\n\n'.
 */
export type DemoTurn = { visitor: string; bot: string };

export type SuggestedQuestion = { question: string; answer: string };

export type BotDemo = {
  id: DemoId;
  /** Travel's own name; the others are named as the catalogue names their bot. */
  botName?: string;
  business: SampleBusiness;
  /**
   * What the bot answers, and what it politely declines: one or two sentences the live model is
   * given as its scope ('Menu, prices, orders, table bookings and delivery of Spice Route
   * Kitchen; nothing else.').
   */
  scope: string;
  /** The bot's first message: short, naming the business. */
  greeting: string;
  suggested: readonly [SuggestedQuestion, SuggestedQuestion, SuggestedQuestion, SuggestedQuestion];
  /**
   * The recorded sample conversation, 6 to 8 turns: the bot's own capabilities, one polite
   * refusal of an off-topic request and one hand-off to a person. The bot never asks for more
   * than a first name: a person confirms the rest by phone.
   */
  sample: readonly DemoTurn[];
  /** Shown under the demo where advice could be mistaken for a professional's. */
  caution?: string;
};
