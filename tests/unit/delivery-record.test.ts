import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueuedDelivery } from '@/db/queries/deliveries';
import { NO_ATTRIBUTION } from '@/tests/helpers/database';

const outbox = vi.hoisted(() => ({
  claimDeliveries: vi.fn(),
  failDelivery: vi.fn(),
  finishDeliveries: vi.fn(async (_done: readonly { id: number; outcome: string }[]) => {}),
}));
vi.mock('@/db/queries/deliveries', () => outbox);

/** Four webhook deliveries due, BB-000001 to BB-000004, claimed at once. */
const due = (n: number): QueuedDelivery => ({
  id: n,
  channel: 'webhook',
  leadType: 'contact_message',
  reference: `BB-00000${n}`,
  recipient: null,
  createdAt: new Date('2026-11-25T10:00:00.000Z'),
  attempts: 1,
  payload: {
    lead: {
      first_name: 'Sana',
      last_name: null,
      email: 'sana@example.com',
      phone: '+923004445556',
      company: 'Mir & Sons',
      inquiry_type: 'technical_support',
      message: 'Hello',
      status: 'pending',
    },
    attribution: NO_ATTRIBUTION,
    spam_reason: null,
  },
});

describe('lead delivery, recording what was sent', () => {
  /** The receiver answers BB-000001 at once and holds the others until released. */
  const held: (() => void)[] = [];
  const receiver = http.createServer((request, response) => {
    request.resume();
    const answer = () => response.writeHead(200).end();
    if (request.headers['idempotency-key'] === 'BB-000001') answer();
    else held.push(answer);
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    process.env.LEADS_WEBHOOK_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterAll(() => {
    for (const answer of held) answer();
    receiver.close();
  });

  it('marks a delivery sent as soon as it is answered, while others are still waiting for theirs', async () => {
    outbox.claimDeliveries.mockResolvedValueOnce([1, 2, 3, 4].map(due)).mockResolvedValue([]);
    const { deliverDue } = await import('@/lib/delivery/worker');
    const delivering = deliverDue();
    // A process killed from now on must not send BB-000001 again: it is marked already.
    await vi.waitFor(() => expect(held).toHaveLength(3), { timeout: 5_000 });
    await vi.waitFor(
      () =>
        expect(outbox.finishDeliveries).toHaveBeenCalledWith([
          expect.objectContaining({ id: 1, outcome: 'sent' }),
        ]),
      { timeout: 2_000 },
    );
    for (const answer of held.splice(0)) answer();
    await delivering;
    const marked = outbox.finishDeliveries.mock.calls.flatMap(([batch]) =>
      batch.map(({ id }) => id),
    );
    expect(marked.sort()).toEqual([1, 2, 3, 4]);
  });
});
