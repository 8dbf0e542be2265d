// What reached the catcher for the orders the test sent: for each order answered ok, its alert
// (to the provider, Reply-To the visitor), its confirmation (to the visitor) and its webhook call
// answered 2xx, each counted once, more than once, or missing; and how long each alert took from
// the visitor's answer to the SMTP server's 250. Every visitor has an address of their own
// (confirmations are limited to 3 an hour per address), which is how a delivery finds its order.
import type { CaughtHook, CaughtMail } from '../helpers/delivery-catcher';
import type { RemoteCatcher } from '../helpers/delivery-catcher-thread';
import { countOf, sleep } from '../helpers/lab/harness';
import { PROVIDER } from './cluster';

/** An order answered ok: its visitor's address, when the answer came (epoch ms), who served it. */
export type Order = { email: string; answeredAt: number; servedBy?: string };

export type Channel = 'alert' | 'confirmation' | 'webhook';
export const CHANNELS: readonly Channel[] = ['alert', 'confirmation', 'webhook'];

export type Tally = Record<Channel, { once: number; more: number; missing: number }>;

/** Per order and channel, when each delivery of it arrived (epoch ms). */
function arrivals(
  orders: readonly Order[],
  { mails, hooks }: { mails: CaughtMail[]; hooks: CaughtHook[] },
): Map<string, Record<Channel, number[]>> {
  const byEmail = new Map(
    orders.map((order) => [
      order.email,
      { alert: [], confirmation: [], webhook: [] } as Record<Channel, number[]>,
    ]),
  );
  for (const mail of mails) {
    if (mail.channel === 'alert' && mail.to.join() === PROVIDER && mail.replyTo) {
      byEmail.get(mail.replyTo)?.alert.push(mail.at);
    } else if (mail.channel === 'confirmation' && mail.to.length === 1) {
      byEmail.get(mail.to[0]!)?.confirmation.push(mail.at);
    }
  }
  for (const hook of hooks) {
    if (hook.email && hook.answered && hook.status !== null && hook.status < 300) {
      byEmail.get(hook.email)?.webhook.push(hook.answeredAt ?? hook.at);
    }
  }
  return byEmail;
}

export function tally(
  orders: readonly Order[],
  received: { mails: CaughtMail[]; hooks: CaughtHook[] },
): Tally {
  const found = [...arrivals(orders, received).values()];
  const result = {} as Tally;
  for (const channel of CHANNELS) {
    const counts = countOf(
      found.map(({ [channel]: times }) =>
        times.length === 0 ? 'missing' : times.length === 1 ? 'once' : 'more',
      ),
    );
    result[channel] = {
      once: counts.once ?? 0,
      more: counts.more ?? 0,
      missing: counts.missing ?? 0,
    };
  }
  return result;
}

export const exactlyOnce = (t: Tally, n: number): boolean =>
  CHANNELS.every((channel) => t[channel].once === n && !t[channel].more && !t[channel].missing);

export const allArrived = (t: Tally): boolean => CHANNELS.every((channel) => !t[channel].missing);

/**
 * Every delivery accepted more than once, whoever's lead it was: an e-mail by its Message-ID, a
 * webhook call answered 2xx by its Idempotency-Key; with when each copy was accepted.
 */
export function repeats({ mails, hooks }: { mails: CaughtMail[]; hooks: CaughtHook[] }): {
  id: string;
  times: number[];
}[] {
  const times = new Map<string, number[]>();
  const add = (id: string | null, at: number) => {
    if (id) times.set(id, [...(times.get(id) ?? []), at]);
  };
  for (const mail of mails) add(mail.messageId, mail.at);
  for (const hook of hooks) {
    if (hook.answered && hook.status !== null && hook.status < 300) {
      add(`webhook ${hook.key}`, hook.answeredAt ?? hook.at);
    }
  }
  return [...times]
    .filter(([, at]) => at.length > 1)
    .map(([id, at]) => ({ id, times: at.sort((a, b) => a - b) }));
}

/** Every arrival of these orders' deliveries (epoch ms), any channel, first copies and repeats. */
export function arrivalTimes(
  orders: readonly Order[],
  received: { mails: CaughtMail[]; hooks: CaughtHook[] },
): { channel: Channel; at: number }[] {
  return [...arrivals(orders, received).values()].flatMap((found) =>
    CHANNELS.flatMap((channel) => found[channel].map((at) => ({ channel, at }))),
  );
}

/** Until every order's three deliveries have arrived, or `limitMs`: resolves with the tally. */
export async function waitForDeliveries(
  catcher: RemoteCatcher,
  orders: readonly Order[],
  limitMs: number,
): Promise<{ tally: Tally; ms: number }> {
  const started = performance.now();
  for (;;) {
    const now = tally(orders, await catcher.received());
    const ms = performance.now() - started;
    if (allArrived(now) || ms > limitMs) return { tally: now, ms };
    await sleep(500);
  }
}

/** Each order's alert delay: from its answer to the SMTP server's acceptance (ms; first one). */
export function alertDelays(
  orders: readonly Order[],
  received: { mails: CaughtMail[]; hooks: CaughtHook[] },
): { order: Order; ms: number; at: number }[] {
  const found = arrivals(orders, received);
  return orders.flatMap((order) => {
    const at = found.get(order.email)?.alert[0];
    return at === undefined ? [] : [{ order, at, ms: at - order.answeredAt }];
  });
}

/** p50, p99 and the largest of some values (ms). */
export function spread(values: readonly number[]): { p50: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p99: at(99), max: sorted.at(-1) ?? NaN };
}
