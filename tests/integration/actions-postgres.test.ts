import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const realUrl = vi.hoisted(() => {
  // Each test call comes from its own address (tests/helpers/request-headers.ts).
  process.env.RATE_LIMIT_MAX = '3';
  const url = process.env.DATABASE_URL;
  // The actions under test connect through a relay this file can take down and bring back.
  if (url) process.env.DATABASE_URL = 'postgres://placeholder';
  process.env.DB_TIMEOUT_MS = '4000';
  return url;
});

import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { closeDb } from '@/db/client';
import { IDLE } from '@/lib/action-result';
import { submitOrder } from '@/lib/actions/order';
import { REFERENCE, formData, selectRows } from '@/tests/helpers/database';
import { TcpProxy } from '@/tests/helpers/tcp-proxy';
import { describeActions } from '@/tests/integration/action-suite';
import { describeLeadIntegrity } from '@/tests/integration/lead-integrity-suite';

const suite = realUrl ? describe : describe.skip;
let proxy: TcpProxy;

beforeAll(async () => {
  if (!realUrl) return;
  const admin = postgres(realUrl, { max: 1, onnotice: () => {} });
  await migrate(drizzle({ client: admin }), { migrationsFolder: 'db/migrations' });
  await admin.end();
  const target = new URL(realUrl);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const viaProxy = new URL(realUrl);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  process.env.DATABASE_URL = viaProxy.toString();
});

afterAll(async () => {
  await closeDb();
  await proxy?.stop();
});

suite('PostgreSQL (DATABASE_URL)', () => {
  describeActions('PostgreSQL');
  describeLeadIntegrity('PostgreSQL');

  it('fails within a few seconds while the database is down or silent, then works again without a restart', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fields = {
      source: 'bot',
      slug: 'leadgen',
      name: 'Omar',
      email: 'omar@example.com',
      phone: '03001234567',
      plan: 'premium',
      platform: 'linkedin',
    };
    try {
      await proxy.stop();
      const submissionId = randomUUID();
      const started = Date.now();
      const down = await submitOrder(IDLE, formData({ ...fields, submissionId }));
      expect(Date.now() - started).toBeLessThan(5_500);
      expect(down).toMatchObject({ status: 'failed', submissionId, values: { name: 'Omar' } });
      expect(down.status === 'failed' && down.message).toMatch(/try again/);

      await proxy.start({ stalled: true });
      const silentStart = Date.now();
      const silent = await submitOrder(IDLE, formData({ ...fields, submissionId }));
      expect(Date.now() - silentStart).toBeLessThan(5_500);
      expect(silent).toMatchObject({ status: 'failed', submissionId });
      await proxy.stop();

      await proxy.start();
      const up = await submitOrder(IDLE, formData({ ...fields, submissionId }));
      expect(up).toEqual({ status: 'ok', submissionId, reference: REFERENCE });
      expect(
        await selectRows(sql`select 1 from bot_orders where submission_id = ${submissionId}`),
      ).toHaveLength(1);
    } finally {
      errors.mockRestore();
    }
  });

  it('once the database is back after an outage every pooled connection saw, a submission is saved within a second', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const order = (tag: string) =>
      submitOrder(
        IDLE,
        formData({
          source: 'bot',
          slug: 'leadgen',
          name: 'Omar',
          email: `outage-${tag}@example.com`,
          phone: '03001234567',
          plan: 'premium',
          platform: 'linkedin',
          submissionId: randomUUID(),
        }),
      );
    try {
      // Visitors keep sending through a few seconds of outage, as they would under load.
      await proxy.stop();
      const outageEnds = Date.now() + 3_000;
      while (Date.now() < outageEnds) {
        const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => order(`down-${i}`)));
        for (const answer of answers) expect(answer.status).toBe('failed');
      }
      await proxy.start();
      const back = Date.now();
      let saved: Awaited<ReturnType<typeof order>> | undefined;
      while (saved?.status !== 'ok' && Date.now() - back < 10_000) saved = await order('back');
      expect(saved?.status).toBe('ok');
      expect(Date.now() - back).toBeLessThan(1_000);
    } finally {
      errors.mockRestore();
    }
  });
});
