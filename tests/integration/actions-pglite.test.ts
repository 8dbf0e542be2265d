import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const dataDir = vi.hoisted(() => {
  // Each test call comes from its own address (tests/helpers/request-headers.ts).
  process.env.RATE_LIMIT_MAX = '3';
  const dir = `${process.env.TMPDIR ?? '/tmp'}/botbazaar-it-${process.pid}-${Date.now()}`;
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = dir;
  return dir;
});

import { closeDb, getDb } from '@/db/client';
import { lockPath } from '@/db/lock';
import { warmUp } from '@/db/queries/submissions';
import { IDLE } from '@/lib/action-result';
import { submitOrder } from '@/lib/actions/order';
import { formData, selectRows } from '@/tests/helpers/database';
import { deliverDue } from '@/lib/delivery/worker';
import { describeActions } from '@/tests/integration/action-suite';
import { describeLeadIntegrity } from '@/tests/integration/lead-integrity-suite';

// As the server does when it starts (instrumentation-node.ts): the embedded database boots before
// the first submission, whose deadline would otherwise take in the boot, 4 to 5 s of its 5.
beforeAll(warmUp);

afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(lockPath(dataDir), { force: true });
});

describeActions('embedded PGlite');
describeLeadIntegrity('embedded PGlite');

describe('without mail settings', () => {
  it('writes each alert to the server log as one line with its reference, and e-mails nothing', async () => {
    await deliverDue();
    const log = vi.spyOn(console, 'info');
    log.mockClear();
    const answer = await submitOrder(
      IDLE,
      formData({
        source: 'industry',
        slug: 'healthcare',
        name: 'Nida',
        email: 'nida@example.com',
        phone: '03001234567',
        plan: 'standard',
        platform: 'whatsapp',
      }),
    );
    const reference = answer.status === 'ok' ? String(answer.reference) : '';
    await deliverDue();
    const lines = log.mock.calls.map(([line]) => String(line));
    expect(lines).toEqual([
      `[lead] New order ${reference}: Healthcare Bot, Standard <nida@example.com> (not e-mailed: set SMTP_URL and LEADS_NOTIFY_EMAIL)`,
    ]);
    expect(
      await selectRows(
        sql`select channel, state from lead_deliveries where reference = ${reference}`,
      ),
    ).toEqual([{ channel: 'alert', state: 'skipped' }]);
  });
});

describe('embedded PGlite folder', () => {
  it('keeps a submission across a restart of the app', async () => {
    const submissionId = randomUUID();
    const answer = await submitOrder(
      IDLE,
      formData({
        submissionId,
        source: 'bot',
        slug: 'finance',
        name: 'Sana',
        email: 's@example.com',
        phone: '03001234567',
        plan: 'basic',
        platform: 'telegram',
      }),
    );
    expect(answer.status).toBe('ok');
    await closeDb();
    expect(fs.existsSync(lockPath(dataDir))).toBe(false);
    const rows = await selectRows(
      sql`select bot_slug from bot_orders where submission_id = ${submissionId}`,
    );
    expect(rows).toEqual([{ bot_slug: 'finance' }]);
  });

  it('refuses to open while another process holds it, and a submission fails cleanly', async () => {
    await closeDb();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    fs.writeFileSync(lockPath(dataDir), String(other.pid));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(getDb()).rejects.toThrow(`already open in process ${other.pid}`);
      const answer = await submitOrder(
        IDLE,
        formData({
          source: 'bot',
          slug: 'finance',
          name: 'Sana',
          email: 's@example.com',
          phone: '03001234567',
          plan: 'basic',
          platform: 'telegram',
        }),
      );
      expect(answer).toMatchObject({
        status: 'failed',
        message: 'Could not submit order',
        values: { name: 'Sana' },
      });
    } finally {
      errors.mockRestore();
      other.kill();
      fs.rmSync(lockPath(dataDir), { force: true });
    }
  });
});
