/**
 * The bot demo's words (decisions.md, "Try before you buy"; docs/demo.md): quoted texts exact.
 * The demos themselves, business by business, are in content/demos/.
 */

/** The fixed limits of decisions.md, the same in the browser and on the server. */
export const DEMO_LIMITS = {
  /** Characters in one visitor message. */
  messageChars: 500,
  /** Visitor messages in one conversation. */
  visitorMessages: 8,
  /**
   * Output tokens of one reply: asked of the model (`max_tokens`), and held by the server too,
   * for a model that ignores it, counted as the pieces it streams (a piece a token, as OpenAI's
   * and Ollama's stream).
   */
  replyTokens: 300,
  /**
   * Characters of one stored message, the most a reply may have whatever its tokens: a model's
   * 300 tokens are about 1,200 characters of prose.
   */
  storedChars: 4000,
  /** The model's first chunk must arrive within this, and the whole reply within `replyMs`. */
  firstChunkMs: 8_000,
  replyMs: 25_000,
  /**
   * A failed model call is tried once more, within the same deadlines, when the endpoint asks for
   * no longer a wait than lib/demo/model.ts's RETRY_WAIT_MAX_MS.
   */
  retries: 1,
} as const;

/** Conversations are deleted this many days after they start (the privacy policy says so). */
export const DEMO_RETENTION_DAYS = 30;

/**
 * A stored message: the visitor's, or the bot's reply, live (whole, or stopped by the visitor),
 * scripted (a written answer, or the sentence free typing gets there), or a fallback's sentence.
 */
export const DEMO_MESSAGE_KINDS = ['visitor', 'live', 'stopped', 'scripted', 'fallback'] as const;
export type DemoMessageKind = (typeof DEMO_MESSAGE_KINDS)[number];

/** Why a live demo gave way to the recorded sample: a code the desk counts, a sentence a visitor reads. */
export const FALLBACK_REASONS = ['limit', 'budget', 'down', 'busy'] as const;
export type FallbackReason = (typeof FALLBACK_REASONS)[number];

export const fallbackSentences: Record<FallbackReason, string> = {
  limit: "You've used this hour's demo messages. Here is a recorded sample instead.",
  budget: "Today's live demos are used up. Here is a recorded sample instead.",
  down: "The live demo isn't answering right now. Here is a recorded sample instead.",
  busy: 'The live demo is busy. Here is a recorded sample instead.',
};

/** How the desk names each reason. */
export const FALLBACK_LABELS: Record<FallbackReason, string> = {
  limit: 'Hourly limit of a visitor',
  budget: 'Daily budget spent',
  down: 'Model not answering, erring or too slow',
  busy: 'Too many live replies at once',
};

/**
 * Why a message is refused outright: it costs nothing, and the conversation, if any, is left as
 * it was. Refusals never show another conversation's words.
 */
export const REFUSALS = ['empty', 'long', 'unknown', 'ended', 'flood'] as const;
export type Refusal = (typeof REFUSALS)[number];

export const demoCopy = {
  heading: (bot: string) => `Try ${bot}`,
  intro: (business: string) =>
    `A demo at ${business}, a sample business. Ask what your customers would ask.`,
  line: "AI demo · sample business · it can make mistakes · please don't share personal details",
  recorded: 'Recorded sample conversation',
  live: 'Live demo: replies are written by an AI model as you watch',
  /** Free typing in the recorded sample (also every typed message when no model is set up). */
  scriptedTyping:
    'This preview answers the suggested questions. Order the bot to try it on your own business.',
  ended: (bot: string) =>
    `That's the end of this demo. Start over, or get ${bot} for your business.`,
  stopped: 'Stopped.',
  send: 'Send',
  stop: 'Stop',
  startOver: 'Start over',
  listen: 'Listen',
  listenName: "Listen with your device's voice",
  get: (bot: string) => `Get ${bot}`,
  suggestedTitle: 'Suggested questions',
  messageLabel: 'Your message',
  messagePlaceholder: 'Type a question a customer would ask…',
  logLabel: (bot: string) => `Conversation with ${bot}`,
  visitor: 'You',
  card: {
    title: 'The sample business',
    hours: 'Hours',
    offerings: 'Prices',
    policies: 'Policies',
    handoff: 'When a person takes over',
  },
  refusals: {
    empty: 'Type a question first.',
    long: (max: number) => `Keep your message to ${max} characters or fewer.`,
    unknown: "This demo conversation can't be continued here. Start over to begin a new one.",
    ended: 'This demo has had its last message. Start over to begin a new one.',
    flood: 'Too many messages at once. Wait a minute, then ask again.',
  } satisfies Record<Refusal, string | ((max: number) => string)>,
} as const;
