import { actionEnvelopeProblem } from '@/lib/http/action-envelope';

/**
 * What lib/http/action-envelope.ts costs on hostile bodies: a server action call built to cost
 * its check the most for its size, and the time that check takes. Shared by its unit test, the
 * bench (tests/load/action-envelope.ts) and the hostile sweep (tests/faults/hostile-raw.ts).
 */

export const BOUNDARY = '----WebKitFormBoundaryAbCdEf012345';

/** A multipart body of these parts, in this order, as a browser writes one. */
export function multipartBody(parts: [string, string][], boundary = BOUNDARY): string {
  const fields = parts.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${fields.join('')}--${boundary}--\r\n`;
}

/**
 * Small parts (by default as many as half of `size` holds, several hundred), then a root part of
 * thousands of `$@` references to the last of them, about `size` bytes in all. A check that looks
 * each reference up among all the parts works in proportion to the product of the two; one that
 * looks them up in an index, to their sum; a parser, in proportion to the parts. The root lists
 * more arguments than any action takes, so it is refused (400) either way.
 */
export function craftedEnvelope({
  size = 100 * 1024,
  parts,
  boundary = BOUNDARY,
}: { size?: number; parts?: number; boundary?: string } = {}): string {
  const partBytes = multipartBody([['3e8', '0']], boundary).length - `--${boundary}--\r\n`.length;
  const count = parts ?? Math.floor(size / 2 / partBytes);
  const last = count.toString(16);
  const references = Math.floor((size - count * partBytes) / `"$@${last}",`.length);
  const root = JSON.stringify(Array.from({ length: references }, () => `$@${last}`));
  const fields = Array.from({ length: count }, (_, i): [string, string] => [
    (i + 1).toString(16),
    '0',
  ]);
  return multipartBody([...fields, ['0', root]], boundary);
}

/** The order form as React posts it from the browser: its fields, then the root part. */
export function orderCall(requirements = 'Answer our customers on WhatsApp.'): string {
  return multipartBody([
    ['_1_source', 'bot'],
    ['_1_slug', 'finance'],
    ['_1_name', 'Ayesha Khan'],
    ['_1_email', 'ayesha@example.com'],
    ['_1_phone', '03001234567'],
    ['_1_plan', 'standard'],
    ['_1_platform', 'whatsapp'],
    ['_1_requirements', requirements],
    ['_1_additionalInfo', ''],
    ['_1_submissionId', '3f2b8c1e-9d4a-4e6b-8f7a-1c2d3e4f5a6b'],
    ['0', '[{"status":"idle"},"$K1"]'],
  ]);
}

/**
 * The time, in milliseconds, the envelope check takes on this body called as an action: the
 * median of `runs`, or with `fastest`, the least, which a machine busy with other work disturbs
 * least.
 */
export async function envelopeMs(body: string, runs: number, fastest = false): Promise<number> {
  const check = () =>
    actionEnvelopeProblem(
      new Request('http://localhost/bots/finance', {
        method: 'POST',
        headers: {
          'next-action': 'a'.repeat(42),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        body,
      }),
    );
  for (let i = 0; i < 3; i++) await check();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await check();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[fastest ? 0 : Math.floor(runs / 2)]!;
}
