import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  RESEND_WINDOW_SECONDS,
  clientSubmissionId,
  identityOf,
} from '@/lib/submission/idempotency';

const order = { name: 'Ayesha', email: 'ayesha@example.com', requirements: 'Bookings' };

describe('what makes a submission the same one', () => {
  it('a post without an id is keyed by what it sends, for the resend window', () => {
    const first = identityOf('order', undefined, order, false);
    const again = identityOf('order', undefined, { ...order }, false);
    expect(again.idempotency).toEqual(first.idempotency);
    expect(first.idempotency.ttlSeconds).toBe(RESEND_WINDOW_SECONDS);
    // Each saved row still gets an id of its own.
    expect(again.submissionId).not.toBe(first.submissionId);
  });

  it('any field, the form and suspected spam make a different key', () => {
    const key = (form: string, data: object, spam = false) =>
      identityOf(form, undefined, data, spam).idempotency.key;
    const base = key('order', order);
    expect(key('order', { ...order, email: 'other@example.com' })).not.toBe(base);
    expect(key('order', { ...order, requirements: 'Bookings.' })).not.toBe(base);
    expect(key('contact', order)).not.toBe(base);
    expect(key('order', order, true)).not.toBe(base);
  });

  it("the browser's id keys its submission for ever; a flagged one gets its own id", () => {
    const id = randomUUID();
    expect(identityOf('order', id, order, false)).toEqual({
      submissionId: id,
      idempotency: { key: `id:order:${id}`, ttlSeconds: null },
    });
    const flagged = identityOf('order', id, order, true);
    expect(flagged.submissionId).not.toBe(id);
    expect(flagged.submissionId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(identityOf('order', id, { other: true }, true)).toEqual(flagged);
    // It still knows the key it would have had clean, to find a lead already saved under it.
    expect(flagged.clean).toEqual({ key: `id:order:${id}`, ttlSeconds: null });
    // Another form's submission under the same id is its own.
    expect(identityOf('contact', id, order, false).idempotency.key).not.toBe(`id:order:${id}`);
    expect(identityOf('order', undefined, order, true).clean).toEqual(
      identityOf('order', undefined, order, false).idempotency,
    );
  });

  it('reads only a well-formed id', () => {
    const id = randomUUID();
    expect(clientSubmissionId({ submissionId: id.toUpperCase() })).toBe(id);
    for (const submissionId of ['', 'x', `${id}x`, [id]]) {
      expect(clientSubmissionId({ submissionId })).toBeUndefined();
    }
  });
});
