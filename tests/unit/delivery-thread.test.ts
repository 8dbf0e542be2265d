import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The delivery worker in a thread of its own (lib/delivery/thread.mjs), as server.mjs runs it on
 * PostgreSQL, from the bundle `npm run build` makes (scripts/threads.mjs). On a database of
 * its own: the thread takes every due row. The SMTP server and webhook receiver run in a thread of
 * theirs too (tests/helpers/delivery-catcher-thread.ts), so they answer while this one is blocked.
 */
const admin = await vi.hoisted(async () => {
  process.env.LEADS_NOTIFY_EMAIL = 'leads@botbazaar.example';
  process.env.LEADS_WEBHOOK_SECRET = 'thread-webhook-secret';
  const { useOwnDatabase } = await import('@/tests/helpers/own-database');
  return useOwnDatabase('thread');
});

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDb } from '@/db/client';
import { IDLE } from '@/lib/action-result';
import { submitOrder } from '@/lib/actions/order';
import { DELIVERY_THREAD_FILE, startDeliveryThread } from '@/lib/delivery/thread.mjs';
import { kickDelivery } from '@/lib/delivery/worker';
import packageJson from '@/package.json';
import { createOwnDatabase, dropOwnDatabase, formData, selectRows } from '@/tests/helpers/database';
import { now } from '@/tests/helpers/delivery-catcher';
import { startCatcherThread } from '@/tests/helpers/delivery-catcher-thread';
import { bundleThreads, packagesOf, standInThread } from '@/tests/helpers/thread-bundles';

/** A build folder of this test's own, relative to the repository as NEXT_DIST_DIR is. */
const dist = `.next-delivery-thread-test-${process.pid}`;
const bundle = path.resolve(dist, DELIVERY_THREAD_FILE);

/** Blocks this thread, event loop and all, for `ms`, as a long run of page renders would. */
const block = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Saves an order from a visitor of its own; resolves with that visitor's address. */
async function order(tag: string): Promise<string> {
  const email = `${tag}-${process.pid}-${Math.random().toString(36).slice(2)}@example.com`;
  const answer = await submitOrder(
    IDLE,
    formData({
      source: 'bot',
      slug: 'finance',
      name: 'Sana Mir',
      email,
      phone: '03001234567',
      plan: 'standard',
      platform: 'telegram',
    }),
  );
  expect(answer.status).toBe('ok');
  return email;
}

const suite = admin ? describe : describe.skip;

suite('lead delivery in a thread of its own (PostgreSQL)', () => {
  let sink: Awaited<ReturnType<typeof startCatcherThread>>;
  let thread: ReturnType<typeof startDeliveryThread> | undefined;

  /** When the SMTP server accepted the alert of each visitor (undefined: not yet). */
  async function alertTimes(visitors: string[]) {
    const { mails } = await sink.received();
    return visitors.map(
      (visitor) =>
        mails.find((mail) => mail.channel === 'alert' && mail.replyTo === visitor)?.at ?? undefined,
    );
  }

  beforeAll(async () => {
    await createOwnDatabase(admin!);
    sink = await startCatcherThread({ secret: 'thread-webhook-secret' });
    process.env.SMTP_URL = sink.smtpUrl;
    process.env.LEADS_WEBHOOK_URL = sink.webhookUrl;
    bundleThreads(dist);
  });

  afterAll(async () => {
    await thread?.stop();
    await sink?.stop();
    await closeDb();
    fs.rmSync(dist, { recursive: true, force: true });
    await dropOwnDatabase(admin!);
  });

  it('its bundle loads only production dependencies, which the container image ships', () => {
    const packages = packagesOf(bundle);
    expect(packages).toEqual(expect.arrayContaining(['nodemailer', 'postgres', 'react-dom']));
    for (const name of packages) expect(Object.keys(packageJson.dependencies)).toContain(name);
  });

  it('sends the alerts while the thread that answers requests is blocked', async () => {
    thread = startDeliveryThread(bundle);
    // Once it has started and sent a first lead's alert (loading its modules takes a while).
    const first = await order('first');
    await vi.waitFor(async () => expect((await alertTimes([first]))[0]).toBeDefined(), {
      timeout: 30_000,
      interval: 200,
    });
    const visitors = [await order('blocked'), await order('blocked'), await order('blocked')];
    kickDelivery();
    const blockedFrom = now();
    block(5_000);
    const blockedUntil = now();
    // Every alert accepted by SMTP before this thread could run again. The thread's 5 s sweep
    // may have sent some while the orders were being saved; the others were sent while this thread
    // was blocked.
    const times = await alertTimes(visitors);
    for (const at of times) {
      expect(at).toBeDefined();
      expect(at!).toBeLessThan(blockedUntil);
    }
    expect(times.filter((at) => at! > blockedFrom).length).toBeGreaterThan(0);
  });

  it('a lead queued wakes it at once, without waiting for its 5 s sweep', async () => {
    // Three leads 2.5 s apart: with the sweep alone, one of them would wait 2.5 s or more.
    const kicked: { visitor: string; at: number }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const visitor = await order('kicked');
      kicked.push({ visitor, at: now() });
      // As the save's after() does once the visitor has their answer (kickDeliveryAfterResponse in lib/submission/steps.ts).
      kickDelivery();
      await sleep(2_500);
    }
    const times = await alertTimes(kicked.map(({ visitor }) => visitor));
    kicked.forEach(({ at }, i) => expect(times[i]! - at).toBeLessThan(2_000));
  });

  it('stopped as the server stops: its sends under way finish, and what it claimed and has not sent is due again at once', async () => {
    await sink.hold();
    const visitors: string[] = [];
    for (let i = 0; i < 8; i += 1) visitors.push(await order('stopping'));
    kickDelivery();
    // Under way: one e-mail per SMTP connection (ten) and the eight webhooks; six e-mails wait.
    await vi.waitFor(async () => expect(await sink.held()).toEqual({ mails: 10, hooks: 8 }), {
      timeout: 10_000,
    });
    const stopped = thread!.stop();
    await sleep(500);
    await sink.release();
    await stopped;
    thread = undefined;
    const rows = await selectRows(sql`
      select d.state, d.attempts, d.locked_until is null as free
      from lead_deliveries d join bot_orders o on o.reference = d.reference
      where o.email in ${visitors}`);
    expect(rows.filter((row) => row.state === 'sent')).toHaveLength(18);
    expect(rows.filter((row) => row.state === 'pending')).toEqual(
      Array(6).fill({ state: 'pending', attempts: 0, free: true }),
    );
  });
});

describe('the delivery thread, when it dies', () => {
  it('is started again a second later, and not once it has been stopped, even while it is dead', async () => {
    // A stand-in for the bundle: it dies of an error nothing catches on a kick.
    const standIn = standInThread(`() => { throw new Error('the thread broke'); }`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const count = standIn.starts;
    const holder = globalThis as { botbazaarDeliveryThread?: { kick: () => void } };
    try {
      const thread = startDeliveryThread(standIn.file);
      await vi.waitFor(() => expect(count()).toBe(1), { timeout: 10_000 });
      holder.botbazaarDeliveryThread!.kick();
      await vi.waitFor(() => expect(count()).toBe(2), { timeout: 10_000 });
      expect(errors).toHaveBeenCalledWith(
        '[delivery] the delivery thread failed:',
        expect.objectContaining({ message: 'the thread broke' }),
      );
      // The kick reaches the new thread: it dies too, and is started a third time.
      holder.botbazaarDeliveryThread!.kick();
      await vi.waitFor(() => expect(count()).toBe(3), { timeout: 10_000 });
      // Stopped while it is dead, before its second's wait to start again is over: the stop does
      // not wait for the dead thread, and no thread is started after it.
      holder.botbazaarDeliveryThread!.kick();
      await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(3), { timeout: 10_000 });
      await thread.stop();
      expect(holder.botbazaarDeliveryThread).toBeUndefined();
      await sleep(2_000);
      expect(count()).toBe(3);
    } finally {
      errors.mockRestore();
      standIn.remove();
    }
  });
});
