import { describe, expect, it } from 'vitest';
import { ARGUMENTS, argumentListReadable, boundStateReadable } from '@/lib/http/action-arguments';

const ID = '60'.padEnd(42, 'a');

const form = (parts: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of parts) data.append(name, value);
  return data;
};

/** A form posted without JavaScript after a first try, as React writes it for useActionState. */
const noJavaScript = (descriptor: string, bound?: string, key = '1') =>
  form([
    [`$ACTION_REF_${key}`, ''],
    [`$ACTION_${key}:0`, descriptor],
    ...(bound === undefined ? [] : ([[`$ACTION_${key}:1`, bound]] as [string, string][])),
    ['$ACTION_KEY', 'k0'],
    ['email', 'ada@example.com'],
  ]);

describe('the arguments of a call from JavaScript', () => {
  const call = (root: string, extra: [string, string][] = []) =>
    argumentListReadable(form([['_1_email', 'ada@example.com'], ...extra, ['0', root]]));

  it('takes what the forms send: the previous state and the form', () => {
    expect(ARGUMENTS).toBe(2);
    expect(call('[{"status":"idle"},"$K1"]')).toBe(true);
    // The desk's forms keep no state.
    expect(call('[null,"$K1"]')).toBe(true);
  });

  it('refuses fewer, which leave the action without its form (its first formData.get throws)', () => {
    expect(call('[{"status":"idle"}]')).toBe(false);
    expect(call('["$K1"]')).toBe(false);
    expect(call('[]')).toBe(false);
  });

  it('refuses a form that is not one', () => {
    expect(call('[{"status":"idle"},"email=ada@example.com"]')).toBe(false);
    expect(call('[{"status":"idle"},{"email":"ada@example.com"}]')).toBe(false);
    expect(call('[{"status":"idle"},null]')).toBe(false);
  });

  it('refuses more arguments than that: Next answers more than 1,000 with a 500', () => {
    expect(call('[{"status":"idle"},"$K1",null]')).toBe(false);
    expect(call(JSON.stringify(Array.from({ length: 1001 }, () => 1)))).toBe(false);
  });

  it('refuses the promise of a part that was not sent, which React waits for until it throws', () => {
    expect(call('[{"status":"idle"},"$@5"]')).toBe(false);
    expect(call('[{"values":{"a":"$@a"}},"$K1"]')).toBe(false);
    // Part 10 is `$@a`: React reads the number in hex and names the part in decimal.
    expect(call('[{"values":{"a":"$@a"}},"$K1"]', [['10', '"x"']])).toBe(true);
    expect(call('[{"values":{"a":"$@0"}},"$K1"]')).toBe(true);
  });
});

describe('the state bound to a form posted without JavaScript', () => {
  const descriptor = (bound: string) => `{"id":"${ID}","bound":${bound}}`;

  it('takes what React writes for useActionState: the state as the one bound argument', () => {
    expect(boundStateReadable(noJavaScript(descriptor('"$@1"'), '[{"status":"idle"}]'))).toBe(true);
    expect(boundStateReadable(noJavaScript(descriptor('"$@1"'), '[null]'))).toBe(true);
  });

  it('refuses an action that binds no state: it would get the form as its state', () => {
    expect(boundStateReadable(noJavaScript(descriptor('null')))).toBe(false);
    expect(boundStateReadable(form([[`$ACTION_ID_${ID}`, '']]))).toBe(false);
  });

  it.each([
    ['the bound part missing', descriptor('"$@1"'), undefined],
    ['a bound part that is not there', descriptor('"$@9"'), '[{"status":"idle"}]'],
    ['the descriptor itself as the list', descriptor('"$@0"'), undefined],
    ['a list of two', descriptor('"$@1"'), '[{"status":"idle"},1]'],
    ['an empty list', descriptor('"$@1"'), '[]'],
    ['a list of 1,001', descriptor('"$@1"'), JSON.stringify(Array.from({ length: 1001 }, () => 1))],
    ['a list that is not one', descriptor('"$@1"'), '{"status":"idle"}'],
    ['a list React cannot read', descriptor('"$@1"'), '[{"hint":"$Q1"}]'],
    ['bound that is no reference', descriptor('"state"'), '[{"status":"idle"}]'],
    ['no bound at all', `{"id":"${ID}"}`, '[{"status":"idle"}]'],
    ['a descriptor that is not JSON', '{"id":', '[{"status":"idle"}]'],
  ])('refuses %s', (_label, written, bound) => {
    expect(boundStateReadable(noJavaScript(written, bound))).toBe(false);
  });

  it('reads an odd key as React does, and refuses its missing part', () => {
    expect(boundStateReadable(noJavaScript(descriptor('"$@1"'), undefined, 'x:y'))).toBe(false);
    expect(boundStateReadable(noJavaScript(descriptor('"$@1"'), '[{}]', 'x:y'))).toBe(true);
  });

  it('refuses a form whose descriptor is missing', () => {
    expect(boundStateReadable(form([['$ACTION_REF_1', '']]))).toBe(false);
  });
});
