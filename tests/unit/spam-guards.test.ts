import { describe, expect, it } from 'vitest';
import { spamReasonOf } from '@/lib/submission/spam-guards';

describe('spam signs', () => {
  it('flags a filled honeypot', () => {
    expect(spamReasonOf({ website: 'http://spam.example' })).toBe('honeypot');
  });

  it('passes a person: an empty honeypot, or none (a form of an older page)', () => {
    expect(spamReasonOf({ website: '' })).toBeNull();
    expect(spamReasonOf({ website: '   ' })).toBeNull();
    expect(spamReasonOf({})).toBeNull();
  });

  it('reads nothing into how fast a form was sent: autofill and test drivers are quick too', () => {
    // The fill time an older page sends.
    expect(spamReasonOf({ website: '', fillMs: '200' })).toBeNull();
  });
});
