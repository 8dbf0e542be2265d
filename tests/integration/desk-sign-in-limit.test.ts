import { afterAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  delete process.env.DATABASE_URL;
  delete process.env.SMTP_URL;
  process.env.PGLITE_DIR = 'memory://';
  process.env.DESK_OWNERS = 'owner@example.com';
  process.env.AUTH_SECRET = 'a-sign-in-limit-test-secret-that-is-long-enough';
});

// The desk reads its settings per request (connection()); called here outside one.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  connection: async () => {},
}));

import { closeDb } from '@/db/client';
import { deskSecret } from '@/lib/auth';
import { deviceCookie } from '@/lib/desk/device';
import { requestSignInLink } from '@/lib/desk/sign-in';
import { formData } from '@/tests/helpers/database';
import { request } from '@/tests/helpers/request-headers';

afterAll(async () => {
  request.peer = undefined;
  request.cookies = {};
  await closeDb();
});

/**
 * The sign-in page's answer to `email` asked for from the client `peer`: `limited`, or, past
 * the limits, `mail-off` (this server has no SMTP_URL, which it says once the limits allow).
 */
async function ask(email: string, peer: string): Promise<string> {
  request.peer = peer;
  const answer = await requestSignInLink(null, formData({ email })).catch(
    (error: { digest?: string }) => error.digest ?? '',
  );
  return /notice=([a-z-]+)/.exec(String(answer))?.[1] ?? String(answer);
}

describe('the limits on sign-in links', () => {
  it('keep a stranger asking for the owner’s address, spelt any way, from keeping the owner out', async () => {
    const stranger = '198.51.100.7';
    for (const email of ['owner@example.com', 'OWNER+1@Example.com', 'owner+2@example.com'])
      expect(await ask(email, stranger)).toBe('mail-off');
    expect(await ask('owner+3@example.com', stranger)).toBe('mail-off');
    expect(await ask('owner+4@example.com', stranger)).toBe('mail-off');
    // The stranger's five for this address in the quarter-hour are used; the owner's are not.
    expect(await ask('owner@example.com', stranger)).toBe('limited');
    expect(await ask('owner@example.com', '203.0.113.9')).toBe('mail-off');
  });

  it('count no spelling of the owner’s address against the owner’s hour: none is mailed', async () => {
    const answers: string[] = [];
    for (let client = 1; client <= 4; client += 1)
      for (let spelling = 1; spelling <= 5; spelling += 1)
        answers.push(
          await ask(`owner+${client}x${spelling}@example.com`, `198.51.100.${client + 20}`),
        );
    expect(answers).toEqual(Array(20).fill('mail-off'));
    expect(await ask('owner@example.com', '203.0.113.20')).toBe('mail-off');
  });

  it('bound the links one inbox is sent in an hour, from any number of clients', async () => {
    const answers: string[] = [];
    for (let client = 1; client <= 5; client += 1)
      for (let time = 0; time < 5; time += 1)
        answers.push(await ask('victim@example.org', `192.0.2.${client}`));
    expect(answers.filter((answer) => answer === 'mail-off')).toHaveLength(20);
    expect(answers.slice(20)).toEqual(Array(5).fill('limited'));
    // Another address is not held back by it.
    expect(await ask('someone@example.org', '192.0.2.5')).toBe('mail-off');
  });

  it('count a browser the owner signed in on apart: no stranger can spend its asks', async () => {
    // Strangers spend the hour's count of the owner's address.
    for (let client = 1; client <= 4; client += 1)
      for (let time = 0; time < 5; time += 1)
        await ask('owner@example.com', `192.0.2.${client + 40}`);
    expect(await ask('owner@example.com', '192.0.2.50')).toBe('limited');
    // A cookie signed with another secret, or for another address, is a stranger's.
    const forged = deviceCookie('owner@example.com', 'not-the-desk-secret', false);
    const elsewhere = deviceCookie('someone@example.com', deskSecret(), false);
    for (const cookie of [forged, elsewhere]) {
      request.cookies = { [cookie.name]: cookie.value };
      expect(await ask('owner@example.com', '192.0.2.51')).toBe('limited');
    }
    // The owner's browser asks five times in the quarter-hour, whatever its address.
    const device = deviceCookie('owner@example.com', deskSecret(), false);
    request.cookies = { [device.name]: device.value };
    const answers: string[] = [];
    for (let time = 0; time < 6; time += 1)
      answers.push(await ask('owner@example.com', '192.0.2.50'));
    expect(answers).toEqual([...Array(5).fill('mail-off'), 'limited']);
    // Asking for another address, the cookie is nothing: that address's counts apply.
    expect(await ask('victim@example.org', '192.0.2.50')).toBe('limited');
    request.cookies = {};
  });
});
