import { describe, expect, it, vi } from 'vitest';

const readiness = vi.hoisted(() => vi.fn(async () => 'ready' as const));
vi.mock('@/db/queries/readiness', () => ({ readiness }));

import { GET } from '@/app/readyz/route';
import { startStopping } from '@/lib/http/shutdown.mjs';

describe('/readyz as the server stops', () => {
  it('answers 503 from the moment the server is told to stop, without asking the database', async () => {
    const before = await GET();
    expect(before.status).toBe(200);
    expect(await before.text()).toBe('ready\n');
    expect(readiness).toHaveBeenCalledTimes(1);

    // What server.mjs does first on SIGTERM, so that a load balancer takes the instance out.
    startStopping();
    const after = await GET();
    expect(after.status).toBe(503);
    expect(await after.text()).toBe('not ready: shutting down\n');
    expect(after.headers.get('cache-control')).toBe('no-store');
    expect(readiness).toHaveBeenCalledTimes(1);
  });
});
