import { describe, expect, it } from 'vitest';
import { spamReasonOf } from '@/lib/submission/spam-guards';

describe('spam signs', () => {
  it('flags a filled honeypot, whatever the timing', () => {
    expect(spamReasonOf({ website: 'http://spam.example', fillMs: '60000' }, 3000)).toBe(
      'honeypot',
    );
  });

  it('flags a form sent faster than a person can fill it, or with a forged time', () => {
    expect(spamReasonOf({ fillMs: '500' }, 3000)).toBe('too_fast');
    expect(spamReasonOf({ fillMs: '-60000' }, 3000)).toBe('too_fast');
    expect(spamReasonOf({ fillMs: 'slow' }, 3000)).toBe('too_fast');
  });

  it('passes a person: empty honeypot, enough time, or no time at all (no JavaScript)', () => {
    expect(spamReasonOf({ website: '', fillMs: '3000' }, 3000)).toBeNull();
    expect(spamReasonOf({ website: '   ' }, 3000)).toBeNull();
    expect(spamReasonOf({}, 3000)).toBeNull();
  });
});
