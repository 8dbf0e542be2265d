// The bot demos on two instances (docs/demo.md): the conversation is held in PostgreSQL, so a
// message the balancer sends to the other instance goes on with its history; and the limits that
// keep the provider's bill are counted there, not in an instance: a client's messages an hour
// (DEMO_MESSAGES_PER_HOUR) and the day's tokens (DEMO_DAILY_TOKENS), reserved before each reply.
// Each message goes to an instance directly, its client named as HAProxy names it
// (X-Forwarded-For, TRUST_PROXY=1), so the test chooses which instance answers.
import { readDemoReply } from '../helpers/demo-reply';
import { sleep, type Sql } from '../helpers/lab/harness';
import type { ModelServer } from '../helpers/model-server';
import type { Instance } from './cluster';

/** The cluster's demo settings: few messages an hour, and a day's budget a few replies spend. */
export const DEMO_SETTINGS = {
  DEMO_LLM_MODEL: 'scale-test',
  DEMO_MESSAGES_PER_HOUR: '3',
  DEMO_DAILY_TOKENS: '6000',
};

const PAGE = '/bots/restaurant';

/** How a demo message was answered: live, or the fallback's reason, or the refusal's. */
type Reply = { conversation: string; answered: string };

async function ask(instance: Instance, client: string, message: string, conversation = '') {
  const body = new FormData();
  body.set('page', PAGE);
  body.set('message', message);
  if (conversation) body.set('conversation', conversation);
  const answer = await fetch(`${instance.base}/demo/reply`, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': client },
  });
  const { events, conversation: named } = readDemoReply(await answer.text());
  const reply: Reply = { conversation: named || conversation, answered: `HTTP ${answer.status}` };
  for (const event of events) {
    if (event.t === 'start') reply.answered = event.mode;
    if (event.t === 'fallback') reply.answered = `fallback: ${event.reason}`;
    if (event.t === 'refused') reply.answered = `refused: ${event.refusal}`;
  }
  return reply;
}

export type DemoAcross = {
  /** One visitor's messages, to app1 and app2 in turn: who answered, and how. */
  turns: { on: string; answered: string }[];
  /** The model's request for each message after the first held the conversation before it. */
  historyKept: boolean;
  /** Visitors of their own, half to each instance at once: how they were answered. */
  atOnce: Record<string, number>;
  /** Today's tokens in the database after all of it, and the budget. */
  dayTokens: number;
  budget: number;
};

export async function demoAcross(
  instances: [Instance, Instance],
  model: ModelServer,
  sql: Sql,
  visitorsAtOnce: number,
): Promise<DemoAcross> {
  const perHour = Number(DEMO_SETTINGS.DEMO_MESSAGES_PER_HOUR);
  // The hourly limit's window is the clock's hour: the visitor's messages start early in one.
  const intoHour = Date.now() % 3_600_000;
  if (intoHour > 3_600_000 - 15_000) await sleep(3_600_000 - intoHour + 100);
  const turns: DemoAcross['turns'] = [];
  let conversation = '';
  let historyKept = true;
  for (let i = 0; i <= perHour; i++) {
    const on = instances[i % 2]!;
    const asked = `Message ${i + 1}: is the kheer nut-free?`;
    const before = model.requests.length;
    const reply = await ask(on, '10.20.0.1', asked, conversation);
    conversation = reply.conversation;
    turns.push({ on: on.name, answered: reply.answered });
    const request = model.requests.slice(before).at(-1);
    const said = request?.body.messages?.map((message) => message.content) ?? [];
    // Each earlier question, and the reply to it, came back from the database to the model.
    if (request && i > 0) {
      historyKept &&= turns
        .slice(0, i)
        .every((_, earlier) =>
          said.some((content) => content.startsWith(`Message ${earlier + 1}:`)),
        );
      historyKept &&= said.filter((content) => content === model.reply(request)).length === i;
    }
  }
  const answers = await Promise.all(
    Array.from({ length: visitorsAtOnce }, (_, i) =>
      ask(instances[i % 2]!, `10.20.1.${i + 1}`, 'Do you deliver to Model Town?'),
    ),
  );
  const atOnce: Record<string, number> = {};
  for (const { answered } of answers) atOnce[answered] = (atOnce[answered] ?? 0) + 1;
  const [day] = await sql<
    { tokens: number }[]
  >`select coalesce(sum(tokens), 0)::int as tokens from demo_token_days`;
  return {
    turns,
    historyKept,
    atOnce,
    dayTokens: day?.tokens ?? 0,
    budget: Number(DEMO_SETTINGS.DEMO_DAILY_TOKENS),
  };
}
