import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The delivery worker's claims as several instances share the outbox (lib/delivery/claims.ts,
 * db/queries/deliveries.ts): renewed while a send is under way, so another instance never takes
 * a row being sent however slow the send; lapsing soon after a worker stops renewing them (its
 * process killed), so another instance sends them; and handed back at once when the worker is
 * stopped with its server. On a PostgreSQL database of its own: the worker takes every due row.
 */
const admin = await vi.hoisted(async () => {
  process.env.LEADS_NOTIFY_EMAIL = 'leads@botbazaar.example';
  process.env.LEADS_WEBHOOK_SECRET = 'claims-webhook-secret';
  const { useOwnDatabase } = await import('@/tests/helpers/own-database');
  return useOwnDatabase('claims');
});

import { sql } from 'drizzle-orm';
import { closeDb } from '@/db/client';
import { claimDeliveries } from '@/db/queries/deliveries';
import { IDLE } from '@/lib/action-result';
import { submitOrder } from '@/lib/actions/order';
import { LEASE_SECONDS } from '@/lib/delivery/claims';
import { kickDelivery, stopDeliveryWorker } from '@/lib/delivery/worker';
import { createOwnDatabase, dropOwnDatabase, formData, selectRows } from '@/tests/helpers/database';
import { DeliveryCatcher } from '@/tests/helpers/delivery-catcher';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Saves an order from a visitor of its own; resolves with its reference. */
async function order(tag: string): Promise<string> {
  const answer = await submitOrder(
    IDLE,
    formData({
      source: 'bot',
      slug: 'finance',
      name: 'Sana Mir',
      email: `${tag}-${process.pid}-${Math.random().toString(36).slice(2)}@example.com`,
      phone: '03001234567',
      plan: 'standard',
      platform: 'telegram',
    }),
  );
  expect(answer.status).toBe('ok');
  return answer.status === 'ok' ? String(answer.reference) : '';
}

/** The deliveries of these leads: channel, state, attempts, and whether a claim holds them now. */
const deliveriesOf = async (references: string[]) =>
  (await selectRows(sql`
    select reference, channel, state, attempts, locked_until > now() as claimed
    from lead_deliveries where reference in ${references} order by id`)) as {
    reference: string;
    channel: string;
    state: string;
    attempts: number;
    claimed: boolean | null;
  }[];

const suite = admin ? describe : describe.skip;

suite('claims on the outbox (PostgreSQL)', () => {
  const catcher = new DeliveryCatcher({ secret: 'claims-webhook-secret' });

  beforeAll(async () => {
    await createOwnDatabase(admin!);
    const { smtpUrl, webhookUrl } = await catcher.start();
    process.env.SMTP_URL = smtpUrl;
    process.env.LEADS_WEBHOOK_URL = webhookUrl;
  });

  afterAll(async () => {
    catcher.release();
    await catcher.stop();
    await closeDb();
    await dropOwnDatabase(admin!);
  });

  it('a claim under way is renewed past its lease; one nobody renews (its worker killed) is due again within the lease', async () => {
    // E-mails whose sending takes longer than a lease: SMTP holds its answers. (So does the
    // webhook, which gives up after its own 10 s, lib/delivery/webhook.ts.)
    catcher.hold();
    const sending = await order('slow');
    kickDelivery();
    await vi.waitFor(() => expect(catcher.held()).toEqual({ mails: 2, hooks: 1 }), {
      timeout: 10_000,
    });
    // A worker that dies holding its claims: they are made as the worker makes them, and never
    // renewed.
    const orphan = await order('orphan');
    const orphaned = await claimDeliveries(25, LEASE_SECONDS);
    const claimedAt = performance.now();
    expect(orphaned.map((delivery) => delivery.reference)).toEqual([orphan, orphan, orphan]);
    expect(await claimDeliveries(25, LEASE_SECONDS)).toEqual([]);

    // Another instance's sweep, every half second: the orphan's rows come back once its claims
    // lapse; the rows under way never do.
    let taken: Awaited<ReturnType<typeof claimDeliveries>> = [];
    while (!taken.length && performance.now() - claimedAt < (LEASE_SECONDS + 5) * 1000) {
      await sleep(500);
      taken = await claimDeliveries(25, LEASE_SECONDS);
    }
    const waited = performance.now() - claimedAt;
    expect(taken.map((delivery) => delivery.reference)).toEqual([orphan, orphan, orphan]);
    // How long a killed instance's alerts wait for another instance, besides its sweep (5 s).
    expect(waited).toBeGreaterThan((LEASE_SECONDS - 1) * 1000);
    expect(waited).toBeLessThan(11_500);
    const emails = async () =>
      (await deliveriesOf([sending])).filter((row) => row.channel !== 'webhook');
    expect(await emails()).toMatchObject([
      { channel: 'alert', state: 'pending', attempts: 1, claimed: true },
      { channel: 'confirmation', state: 'pending', attempts: 1, claimed: true },
    ]);

    // Answered at last, past the lease: sent once each, and recorded.
    catcher.release();
    await vi.waitFor(
      async () => expect((await emails()).map((row) => row.state)).toEqual(['sent', 'sent']),
      { timeout: 10_000 },
    );
    expect(catcher.received().mails.filter((mail) => mail.reference === sending)).toHaveLength(2);
    // The webhook's retry, and the orphan's rows, are no part of the next test.
    await selectRows(sql`delete from lead_deliveries where reference in ${[sending, orphan]}`);
  }, 40_000);

  it('stopped with its server: the sends under way finish and are recorded; the rows claimed and not sent are due again at once, not counted as an attempt', async () => {
    catcher.clear();
    catcher.hold();
    const references: string[] = [];
    for (let i = 0; i < 8; i += 1) references.push(await order('stopping'));
    kickDelivery();
    // Under way: one e-mail per SMTP connection (ten) and the eight webhooks; six e-mails wait.
    await vi.waitFor(() => expect(catcher.held()).toEqual({ mails: 10, hooks: 8 }), {
      timeout: 10_000,
    });
    const info = vi.mocked(console.info);
    info.mockClear();
    const stopped = stopDeliveryWorker();
    const outcome = catcher.release();
    await stopped;

    expect(outcome).toEqual({ mail: { answered: 10, gone: 0 }, hooks: { answered: 8, gone: 0 } });
    const rows = await deliveriesOf(references);
    const sent = rows.filter((row) => row.state === 'sent');
    const handedBack = rows.filter((row) => row.state === 'pending');
    expect(sent).toHaveLength(18);
    expect(handedBack).toHaveLength(6);
    for (const row of handedBack) expect(row).toMatchObject({ attempts: 0, claimed: null });
    expect(info).toHaveBeenCalledWith('[delivery] stopped: 6 claims not sent yet handed back');
    // Another instance takes them at once, not a lease later.
    const taken = await claimDeliveries(25, LEASE_SECONDS);
    expect(taken.map((delivery) => delivery.id).sort()).toEqual(
      (
        await selectRows(
          sql`select id from lead_deliveries where state = 'pending' and reference in ${references}`,
        )
      )
        .map((row) => Number(row.id))
        .sort(),
    );
    // Nothing reached SMTP or the webhook twice.
    expect(catcher.duplicates()).toEqual({ mails: [], hooks: [] });
  }, 30_000);
});
