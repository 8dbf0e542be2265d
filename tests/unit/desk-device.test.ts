import { describe, expect, it } from 'vitest';
import { deviceCookie, deviceOf } from '@/lib/desk/device';

const SECRET = 'a-device-test-secret-that-is-long-enough';
const OWNER = 'owner@example.com';

/** A request's cookies: these name and value pairs, in the order the browser sent them. */
const sent = (...pairs: [string, string][]) => ({
  getAll: (name: string) => pairs.filter(([key]) => key === name).map(([, value]) => ({ value })),
});

describe("the owner's device cookie (lib/desk/device.ts)", () => {
  const secure = deviceCookie(OWNER, SECRET, true);

  it('names the browser it was given to, for that owner alone', () => {
    const id = secure.value.split('.')[0];
    expect(deviceOf(sent([secure.name, secure.value]), OWNER, SECRET, true)).toBe(id);
    expect(deviceOf(sent([secure.name, secure.value]), 'OWNER@example.com', SECRET, true)).toBe(id);
    expect(
      deviceOf(sent([secure.name, secure.value]), 'second@example.com', SECRET, true),
    ).toBeUndefined();
    expect(
      deviceOf(sent([secure.name, secure.value]), OWNER, 'another-secret', true),
    ).toBeUndefined();
    expect(secure.options).toMatchObject({
      httpOnly: true,
      secure: true,
      path: '/desk',
      sameSite: 'lax',
    });
  });

  it('is not hidden by another cookie of its name sent before or after it', () => {
    const planted: [string, string] = [secure.name, 'planted.forged'];
    for (const cookies of [
      sent(planted, [secure.name, secure.value]),
      sent([secure.name, secure.value], planted),
    ])
      expect(deviceOf(cookies, OWNER, SECRET, true)).toBe(secure.value.split('.')[0]);
  });

  it('is read under the name the desk sets: in production, the __Secure- one alone', () => {
    const plain = deviceCookie(OWNER, SECRET, false);
    expect(plain.name).toBe('desk.device');
    expect(secure.name).toBe('__Secure-desk.device');
    expect(deviceOf(sent([plain.name, plain.value]), OWNER, SECRET, true)).toBeUndefined();
    expect(deviceOf(sent([plain.name, plain.value]), OWNER, SECRET, false)).toBeDefined();
  });
});
