import { afterEach, describe, expect, it, vi } from 'vitest';

/** env() as a fresh process would read it, with these settings. */
async function readEnv(settings: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  const { env } = await import('@/lib/env');
  return env;
}

afterEach(() => vi.unstubAllEnvs());

describe('settings', () => {
  it('names each mistyped setting and what is wrong with it', async () => {
    const env = await readEnv({ SMTP_URL: 'mail.example:587', LEADS_NOTIFY_EMAIL: 'owner@' });
    expect(env).toThrow(/^Invalid settings: SMTP_URL: .+; LEADS_NOTIFY_EMAIL: /);
  });

  it('reads good settings, an empty one counting as unset', async () => {
    const env = await readEnv({
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      LEADS_NOTIFY_EMAIL: 'owner@example.com, sales@example.com',
      RATE_LIMIT_MAX: '',
    });
    expect(env()).toMatchObject({
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      LEADS_NOTIFY_EMAIL: ['owner@example.com', 'sales@example.com'],
      RATE_LIMIT_MAX: 10,
    });
  });
});
