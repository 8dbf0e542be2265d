// Load with autocannon, and figures from the answers themselves. A run's first seconds are its
// warm-up, on the same connections: autocannon's own `warmup` opens new ones for the measured
// part, and a burst of 50 new connections has the server answer some of their first requests
// up to 2 s late (measured here, whatever the load generator), which is no part of its steady
// state. So one run, the figures taken from the requests sent after the warm-up.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Fields, Form } from './forms';
import { countOf } from './harness';
import { actionRequest } from '../action-request';
import { answerKind } from './http';

/** When each answer came: performance.now() of its request's sending and of its answer. */
export type Timing = { sentAt: number; answeredAt: number };

export type LoadOptions = Omit<autocannon.Options, 'duration'> & {
  warmupSeconds?: number;
  duration?: number;
  /** Ends the run when it settles, if `duration` (then a longest time) has not ended it first. */
  until?: Promise<unknown>;
};

export type Figures = {
  requests: number;
  seconds: number;
  rps: number;
  from: number;
  p50: number;
  p99: number;
  max: number;
};

/**
 * autocannon's run of `options` for `warmupSeconds` + `duration` (or `amount` requests), with
 * every answer as { sentAt, answeredAt } (performance.now()), and the figures of those sent
 * after the warm-up (`from`): requests, seconds, rps, latency p50, p99 and max (ms).
 */
export async function load({
  warmupSeconds = 0,
  duration,
  until,
  ...options
}: LoadOptions): Promise<Figures & { result: autocannon.Result; answers: Timing[] }> {
  const answers: Timing[] = [];
  const started = performance.now();
  // autocannon's instance is also the promise of its result; its 'response' event passes the
  // client first (its typings leave it out).
  const run = autocannon({
    ...options,
    ...(duration && { duration: warmupSeconds + duration }),
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  const stop = () => run.stop();
  void until?.then(stop, stop);
  run.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    const answeredAt = performance.now();
    answers.push({ sentAt: answeredAt - ms, answeredAt });
  });
  const result = await run;
  const from = started + warmupSeconds * 1000;
  const measured = answers.filter((answer) => answer.sentAt >= from);
  const ms = measured.map((answer) => answer.answeredAt - answer.sentAt).sort((a, b) => a - b);
  const percentile = (p: number) =>
    ms[Math.max(0, Math.ceil((p / 100) * ms.length) - 1)] ?? Number.NaN;
  const seconds = ((measured.at(-1)?.answeredAt ?? from) - from) / 1000;
  return {
    result,
    answers,
    requests: measured.length,
    seconds,
    rps: measured.length / seconds,
    /** performance.now() when the warm-up ended: the answers to requests sent since are measured. */
    from,
    p50: percentile(50),
    p99: percentile(99),
    max: ms.at(-1) ?? Number.NaN,
  };
}

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Posts `fields(id)` to a form's action, as a browser with JavaScript does, each request under a
 * submission id of its own: `nextId(i)` for the i-th request (a fresh UUID unless given). The body
 * is encoded once, and each request writes its id over a placeholder of the same length, so the
 * generator, on the same cores as the server, spends a copy per request. The id may also appear
 * in other fields (an address of its own per visitor, `v-${id}@example.com`): each place is
 * written.
 *
 * Other options as for load(). Resolves with load()'s figures and:
 *   answers: [{ id, kind, sentAt, answeredAt, header }], in the order they came (kind from
 *     answerKind; header: the value of the response header named `keepHeader`, if asked),
 *   classes: answers counted by kind, plus 'timeout' and 'connection error' from autocannon.
 */
export type ActionAnswer = Timing & { id: string; kind: string; header?: string };

export async function actionLoad({
  base,
  form,
  actionId,
  fields,
  nextId = () => randomUUID(),
  keepHeader,
  ...options
}: Omit<LoadOptions, 'url' | 'requests'> & {
  base: string;
  form: Pick<Form, 'path'>;
  actionId: string;
  fields: (id: string) => Fields;
  nextId?: (i: number) => string;
  /** A response header (lower-case) to keep from each answer, e.g. a balancer's X-Served-By. */
  keepHeader?: string;
}): Promise<Figures & { answers: ActionAnswer[]; classes: Record<string, number> }> {
  const { headers, body } = await actionRequest({
    base,
    actionId,
    fields: fields(PLACEHOLDER_ID),
  });
  const at: number[] = [];
  for (let i = body.indexOf(PLACEHOLDER_ID); i !== -1; i = body.indexOf(PLACEHOLDER_ID, i + 1))
    at.push(i);
  if (!at.length) throw new Error('actionLoad: fields(id) must hold the id');

  const received: { id: string; status: number; text: string; header?: string }[] = [];
  let made = 0;
  const { result, answers, ...figures } = await load({
    url: base,
    ...options,
    requests: [
      {
        method: 'POST',
        path: form.path,
        headers,
        // Called for each request just before it is written (one request at a time per
        // connection), so the context holds that request until its answer.
        setupRequest(request, context) {
          const id = nextId(made++);
          (context as { id?: string }).id = id;
          const copy = Buffer.from(body);
          for (const offset of at) copy.write(id, offset, 'latin1');
          return { ...request, body: copy };
        },
        // Called just before load() sees the same answer, hence one index for both.
        onResponse(status, text, context, headers) {
          const header = keepHeader && headerOf(headers, keepHeader);
          received.push({
            id: (context as { id: string }).id,
            status,
            text,
            ...(header && { header }),
          });
        },
      },
    ],
  });
  const kinds = await Promise.all(received.map(({ status, text }) => answerKind(status, text)));
  const classes = countOf(kinds);
  if (result.timeouts) classes.timeout = result.timeouts;
  if (result.errors > result.timeouts)
    classes['connection error'] = result.errors - result.timeouts;
  return {
    ...figures,
    answers: answers.map((times, i) => ({
      ...times,
      id: received[i]?.id ?? '',
      kind: kinds[i] ?? 'no answer',
      ...(received[i]?.header && { header: received[i].header }),
    })),
    classes,
  };
}

/** A header's value from autocannon's headers (names as the server wrote them), or undefined. */
function headerOf(headers: Record<string, unknown> | undefined, name: string): string | undefined {
  const found = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return found ? String(found[1]) : undefined;
}
