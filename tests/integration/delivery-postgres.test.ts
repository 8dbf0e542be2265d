import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * On a PostgreSQL database of its own: the delivery worker takes every due row, and a test
 * sharing a database with other files would deliver theirs too.
 */
const admin = await vi.hoisted(async () => {
  process.env.LEADS_NOTIFY_EMAIL = 'leads@botbazaar.example';
  process.env.LEADS_WEBHOOK_SECRET = 'test-webhook-secret';
  const { useOwnDatabase } = await import('@/tests/helpers/own-database');
  return useOwnDatabase('delivery');
});

import { sql } from 'drizzle-orm';
import { closeDb } from '@/db/client';
import { claimDeliveries } from '@/db/queries/deliveries';
import { IDLE } from '@/lib/action-result';
import { submitOrder } from '@/lib/actions/order';
import { createOwnDatabase, dropOwnDatabase, formData, selectRows } from '@/tests/helpers/database';
import { describeDelivery } from '@/tests/integration/delivery-suite';

const suite = admin ? describe : describe.skip;

suite('PostgreSQL (a database of its own)', () => {
  beforeAll(async () => {
    await createOwnDatabase(admin!);
  });

  afterAll(async () => {
    await closeDb();
    await dropOwnDatabase(admin!);
  });

  describeDelivery('PostgreSQL', ({ smtpUrl, webhookUrl }) => {
    process.env.SMTP_URL = smtpUrl;
    process.env.LEADS_WEBHOOK_URL = webhookUrl;
  });

  it('several instances take each due delivery once: claims made at the same moment share no row', async () => {
    for (let i = 0; i < 60; i += 1) {
      const answer = await submitOrder(
        IDLE,
        formData({
          source: 'bot',
          slug: 'finance',
          name: 'Sana Mir',
          email: `instances-${i}-${process.pid}@example.com`,
          phone: '03001234567',
          plan: 'standard',
          platform: 'telegram',
        }),
      );
      expect(answer.status).toBe('ok');
    }
    const [{ due }] = (await selectRows(
      sql`select count(*)::int as due from lead_deliveries where state = 'pending'`,
    )) as [{ due: number }];
    expect(due).toBe(180);
    // Twelve sweeps at once, as the workers of twelve instances would make them, on separate
    // connections of the pool: each claims up to 20 rows, skipping those another holds.
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimDeliveries(20, 60)));
    const ids = claims.flat().map((delivery) => delivery.id);
    expect(claims.filter((claim) => claim.length > 0).length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(180);
    // A claimed row is nobody else's until its lease lapses.
    expect(await claimDeliveries(20, 60)).toEqual([]);
    // Once it lapses, a worker still delivering it does not take it again; anyone else may.
    await selectRows(sql`update lead_deliveries set locked_until = now() - interval '1 second'`);
    expect(await claimDeliveries(200, 60, ids)).toEqual([]);
    const [first, ...others] = ids;
    expect((await claimDeliveries(200, 60, others)).map((delivery) => delivery.id)).toEqual([
      first,
    ]);
    await selectRows(sql`delete from lead_deliveries`);
  });

  it('a claim takes the alerts first: the one delivery with a time promised', async () => {
    for (let i = 0; i < 4; i += 1) {
      const answer = await submitOrder(
        IDLE,
        formData({
          source: 'bot',
          slug: 'finance',
          name: 'Sana Mir',
          email: `first-${i}-${process.pid}@example.com`,
          phone: '03001234567',
          plan: 'basic',
          platform: 'telegram',
        }),
      );
      expect(answer.status).toBe('ok');
    }
    // Twelve due, queued lead by lead: the first claim of four takes the four alerts.
    const claimed = await claimDeliveries(4, 60);
    expect(claimed.map((delivery) => delivery.channel)).toEqual(Array(4).fill('alert'));
    const rest = await claimDeliveries(20, 60);
    expect(rest.map((delivery) => delivery.channel).sort()).toEqual([
      ...Array(4).fill('confirmation'),
      ...Array(4).fill('webhook'),
    ]);
    await selectRows(sql`delete from lead_deliveries`);
  });
});
