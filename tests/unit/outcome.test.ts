import { describe, expect, it } from 'vitest';
import { newsletterDialogs, orderDialogs } from '@/content/messages';
import { leadNotices, newsletterNotices, placeOf } from '@/components/forms/submission-form';
import type { Outcome } from '@/components/forms/use-submission-form';

const order = leadNotices(orderDialogs);
const ok = (via: 'post' | 'call', seen: boolean): Outcome => ({
  via,
  seen,
  result: { status: 'ok', reference: 'BB-ABC234', submissionId: 'id' },
});

describe('what the visitor reads, and where', () => {
  it('a lead success is told with its reference in a dialog that closes itself, then kept in the page', () => {
    expect(placeOf(ok('call', false), order)).toEqual({
      dialog: { tone: 'success', ...orderDialogs.ok, reference: 'BB-ABC234', autoClose: true },
      inline: null,
    });
    expect(placeOf(ok('call', true), order).inline?.reference).toBe('BB-ABC234');
  });

  it("a lead's invalid fields are told under the fields, not in a dialog", () => {
    const invalid: Outcome = {
      via: 'call',
      seen: false,
      result: { status: 'invalid', errors: {}, values: {} },
    };
    expect(placeOf(invalid, order)).toEqual({ dialog: null, inline: null });
  });

  it('a failed call is gone from the page once its dialog closes; a failed native post stays', () => {
    const failed = (via: 'post' | 'call'): Outcome => ({
      via,
      seen: true,
      result: { status: 'failed', message: 'Down', values: {} },
    });
    expect(placeOf(failed('call'), order).inline).toBeNull();
    expect(placeOf(failed('post'), order).inline).toEqual({
      tone: 'error',
      title: orderDialogs.failedTitle,
      text: 'Down',
    });
  });

  it('a page older than the site asks for a reload; the newsletter tells an invalid address', () => {
    const stale: Outcome = { via: 'call', seen: false, exception: { stale: true } };
    expect(placeOf(stale, order).dialog?.reload).toBe(true);
    const invalid: Outcome = {
      via: 'call',
      seen: false,
      result: { status: 'invalid', errors: {}, values: {} },
    };
    expect(placeOf(invalid, newsletterNotices).dialog).toEqual({
      tone: 'error',
      ...newsletterDialogs.invalid,
    });
  });
});
