// The first lead after a start, for npm run bench (BENCH_ONLY=start runs this part alone): the
// server started BENCH_STARTS times, each on a fresh database, and as soon as it listens one form
// (the order, the custom bot, the contact and the newsletter in turn) sent LEADS times, one after
// another, as a browser with JavaScript sends it. The first lead's time against the median of the
// ones after it, on the same server: what a visitor whose lead is the first after a deploy waits
// for beyond any other (the code of the forms' actions, loaded when first called, unless the
// server's warm-up called one: lib/http/warm-up.mjs).
import { FORMS, type FormKey } from '../helpers/lab/forms';
import {
  createDatabase,
  dropDatabase,
  fmt,
  migrate,
  startNext,
  stopChild,
} from '../helpers/lab/harness';
import { callActionForResult } from '../helpers/lab/http';
import type { Row } from './lighthouse';
import { median } from './statistics';

const LEADS = 5;
const ORDER_OF_FORMS: FormKey[] = ['order', 'customBot', 'contact', 'newsletter'];

export type StartFigures = {
  starts: { form: FormKey; ms: number[] }[];
  /** The first lead of each start, and every later one, in ms. */
  firstMs: number;
  laterMs: number;
  ratio: number;
};

export async function measureStart({
  dist,
  actionIds,
  starts,
}: {
  dist: string;
  actionIds: Record<FormKey, string>;
  starts: number;
}): Promise<StartFigures> {
  const runs: StartFigures['starts'] = [];
  for (let start = 0; start < starts; start += 1) {
    const form = ORDER_OF_FORMS[start % ORDER_OF_FORMS.length]!;
    const db = await createDatabase('botbazaar_bench_start');
    migrate(db.url);
    const next = await startNext({ dist, databaseUrl: db.url, quiet: true });
    const ms: number[] = [];
    try {
      for (let lead = 0; lead < LEADS; lead += 1) {
        const sent = performance.now();
        const { kind } = await callActionForResult({
          base: next.base,
          form: FORMS[form],
          actionId: actionIds[form],
          fields: FORMS[form].valid(),
        });
        ms.push(performance.now() - sent);
        if (kind !== 'ok') throw new Error(`start ${start + 1}: a valid ${form} answered ${kind}`);
      }
    } finally {
      await stopChild(next.child);
      await dropDatabase(db.name);
    }
    console.log(`  start ${start + 1}: ${form}, ${ms.map((one) => fmt(one)).join(', ')} ms`);
    runs.push({ form, ms });
  }
  const firstMs = median(runs.map(({ ms }) => ms[0]!));
  const laterMs = median(runs.flatMap(({ ms }) => ms.slice(1)));
  return { starts: runs, firstMs, laterMs, ratio: firstMs / laterMs };
}

export function startRows(
  start: StartFigures,
  targets: { firstLeadRatio: number },
  mark: (pass: boolean) => string,
): Row[] {
  return [
    [
      `start: the first lead after a start / the ${LEADS - 1} after it (medians, ${start.starts.length} starts, the four forms in turn)`,
      `${fmt(start.firstMs, 1)} / ${fmt(start.laterMs, 1)} ms = ${fmt(start.ratio, 2)} (firsts: ${start.starts.map(({ ms }) => fmt(ms[0])).join(', ')} ms)`,
      `≤ ${targets.firstLeadRatio}`,
      mark(start.ratio <= targets.firstLeadRatio),
    ],
  ];
}
