// Lighthouse in `npm run bench`: each page of the site, a copy of its build without the compile
// hints, and the framework's floor (./floor.ts) measured in turns, so that a drift in the host's
// speed falls on all three alike. Lighthouse is a devDependency, run with Debian's Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, fmt, startChild } from '../helpers/lab/harness';
import { median, medianDifferenceInterval } from './statistics';

export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

export type Run =
  | { error: string }
  | {
      error?: undefined;
      scores: Record<Category, number | null>;
      failingAudits: string[];
      benchmarkIndex: number | null;
      lcpMs: number | null;
      tbtMs: number | null;
      fcpMs: number | null;
      /** The page's HTML as it came over the network, headers and coding included. */
      documentBytes: number | null;
      runtimeError: string | null;
    };
type CompleteRun = Exclude<Run, { error: string }>;

/** A page's runs in one: its median run by performance, and every run's figures. */
export type Summary =
  | { path: string; error: string }
  | (CompleteRun & {
      path: string;
      performanceRuns: number[];
      tbtRuns: number[];
      lcpRuns: number[];
      fcpRuns: number[];
      benchmarkIndexes: (number | null)[];
    });
type CompleteSummary = Exclude<Summary, { error: string }>;

export type PageResult = Summary & { withoutHints: Summary };

export type LighthouseResult =
  | { installed: false; message: string }
  | {
      installed: true;
      version: string;
      formFactor: string;
      runsPerPage: number;
      floor: Summary & { next: string; react: string };
      pages: PageResult[];
    };

/** Which build a run measured: the site, its copy without compile hints, or the floor. */
const VARIANTS = {
  withHints: 'with compile hints',
  withoutHints: 'without',
  floor: 'the floor: a bare Next.js page',
} as const;

type Report = {
  categories?: Partial<Record<Category, { score?: number | null }>>;
  audits?: Record<
    string,
    {
      id: string;
      score: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { message?: string };
};

/** Lighthouse's CLI from the devDependencies, or null after an install without them. */
function lighthouseCli(): { cli: string; version: string } | null {
  const dir = path.join(ROOT, 'node_modules', 'lighthouse');
  const cli = path.join(dir, 'cli', 'index.js');
  if (!fs.existsSync(cli)) return null;
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { cli, version };
}

function runLighthouse(cli: string, url: string, chromePath: string): Promise<Run> {
  const out = path.join(os.tmpdir(), `bench-lighthouse-${process.pid}-${Date.now()}.json`);
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
  ];
  return new Promise((resolve) => {
    const child = startChild(process.execPath, args, {
      cwd: os.tmpdir(),
      env: { ...process.env, CHROME_PATH: chromePath },
    });
    child.once('exit', (code) => {
      try {
        const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
        fs.rmSync(out, { force: true });
        const scores = {} as Record<Category, number | null>;
        for (const id of LIGHTHOUSE_CATEGORIES) {
          const score = report.categories?.[id]?.score;
          scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
        }
        const failing = Object.values(report.audits ?? {})
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
          )
          .map((audit) => audit.id);
        resolve({
          scores,
          failingAudits: failing,
          benchmarkIndex: report.environment?.benchmarkIndex ?? null,
          lcpMs: report.audits?.['largest-contentful-paint']?.numericValue ?? null,
          tbtMs: report.audits?.['total-blocking-time']?.numericValue ?? null,
          fcpMs: report.audits?.['first-contentful-paint']?.numericValue ?? null,
          documentBytes:
            report.audits?.['network-requests']?.details?.items?.find(
              (item) => item.resourceType === 'Document',
            )?.transferSize ?? null,
          runtimeError: report.runtimeError?.message ?? null,
        });
      } catch (error) {
        resolve({
          error: `lighthouse exited ${code}: ${child.log.slice(-5).join(' | ') || (error as Error).message}`,
        });
      }
    });
  });
}

/** One complete Lighthouse run, or its error. */
async function runLighthouseOnce(cli: string, url: string, chromePath: string): Promise<Run> {
  // A run now and then fails to record its trace (NO_NAVSTART) on a busy machine: try again.
  let result: Run = { error: 'not run' };
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await runLighthouse(cli, url, chromePath);
    if (result.error === undefined) {
      const { scores, runtimeError } = result;
      if (LIGHTHOUSE_CATEGORIES.every((c) => scores[c] !== null)) return result;
      if (attempt === 3) return { error: `lighthouse: ${runtimeError ?? 'incomplete report'}` };
      process.stdout.write(`(${runtimeError ?? 'incomplete'}; again) `);
    } else if (attempt < 3) process.stdout.write(`(${result.error}; again) `);
  }
  return result;
}

const describe = (result: Run): string =>
  result.error !== undefined
    ? result.error
    : LIGHTHOUSE_CATEGORIES.map((c) => result.scores[c]).join(' / ') +
      ` (LCP ${fmt(result.lcpMs)} ms, TBT ${fmt(result.tbtMs)} ms, host benchmarkIndex ${fmt(result.benchmarkIndex)})`;

/**
 * Runs in one: the median run by performance score (Lighthouse's own advice for a noisy
 * machine), and every run's score, Total Blocking Time, LCP and host benchmarkIndex.
 */
function summarise(pagePath: string, runs: Run[]): Summary {
  const complete = runs.filter((run): run is CompleteRun => run.error === undefined);
  if (complete.length === 0) {
    const [first] = runs;
    return { path: pagePath, error: first?.error ?? 'no run' };
  }
  const performanceRuns = complete.map((run) => run.scores.performance ?? 0);
  const medianRun =
    complete.find((run) => run.scores.performance === median(performanceRuns)) ?? complete[0]!;
  return {
    path: pagePath,
    ...medianRun,
    performanceRuns,
    tbtRuns: complete.map((run) => run.tbtMs ?? Number.NaN),
    lcpRuns: complete.map((run) => run.lcpMs ?? Number.NaN),
    fcpRuns: complete.map((run) => run.fcpMs ?? Number.NaN),
    benchmarkIndexes: complete.map((run) => run.benchmarkIndex),
  };
}

/** One build's page in the turns of `runInTurns`: its name in the log, and its address. */
type Turn = { name: string; url: string };

/**
 * Lighthouse `runs` times on each of `turns` (one page, on each build measured), the builds
 * taking turns, so that a drift in the host's speed falls on all alike: each one's runs.
 */
async function runInTurns<Key extends string>(
  cli: string,
  turns: Record<Key, Turn>,
  runs: number,
  chromePath: string,
): Promise<Record<Key, Run[]>> {
  const keys = Object.keys(turns) as Key[];
  const taken = Object.fromEntries(keys.map((key) => [key, [] as Run[]])) as Record<Key, Run[]>;
  for (let i = 0; i < runs; i++) {
    for (const key of keys) {
      const { name, url } = turns[key];
      process.stdout.write(`  lighthouse ${new URL(url).pathname} (${name}) … `);
      const result = await runLighthouseOnce(cli, url, chromePath);
      console.log(describe(result));
      taken[key].push(result);
    }
  }
  return taken;
}

/**
 * Each page `runs` times against the site and its copy without compile hints, each followed by
 * a run of the floor's one page: the three take turns, so the floor is measured as often as
 * every page, in the same minutes.
 */
export async function measureLighthouse({
  pages,
  bases,
  floor,
  runs,
  chromePath,
}: {
  pages: { path: string }[];
  bases: { withHints: string; withoutHints: string };
  floor: { base: string; next: string; react: string };
  runs: number;
  chromePath: string;
}): Promise<LighthouseResult> {
  const found = lighthouseCli();
  if (!found)
    return { installed: false, message: 'lighthouse not installed (a devDependency): npm ci' };
  const floorRuns: Run[] = [];
  const results: PageResult[] = [];
  for (const page of pages) {
    const pageRuns = await runInTurns(
      found.cli,
      {
        withHints: { name: VARIANTS.withHints, url: bases.withHints + page.path },
        withoutHints: { name: VARIANTS.withoutHints, url: bases.withoutHints + page.path },
        floor: { name: VARIANTS.floor, url: `${floor.base}/` },
      },
      runs,
      chromePath,
    );
    floorRuns.push(...pageRuns.floor);
    results.push({
      ...summarise(page.path, pageRuns.withHints),
      withoutHints: summarise(page.path, pageRuns.withoutHints),
    });
  }
  return {
    installed: true,
    version: found.version,
    formFactor: 'mobile (default throttling)',
    runsPerPage: runs,
    floor: { ...summarise('/', floorRuns), next: floor.next, react: floor.react },
    pages: results,
  };
}

/**
 * Each page of this build and of another one (`BENCH_AGAINST`: a checkout of an earlier commit,
 * built) in turns, `runs` times: whether a change moved a page's figures, with a drift in the
 * host's speed falling on both alike. No floor is needed: the other build is the baseline.
 */
export async function measureAgainst({
  pages,
  bases,
  runs,
  chromePath,
}: {
  pages: { path: string }[];
  bases: { current: string; other: string };
  runs: number;
  chromePath: string;
}) {
  const found = lighthouseCli();
  if (!found)
    return {
      installed: false as const,
      message: 'lighthouse not installed (a devDependency): npm ci',
    };
  const results = [];
  for (const page of pages) {
    const pageRuns = await runInTurns(
      found.cli,
      {
        current: { name: 'this build', url: bases.current + page.path },
        other: { name: 'the other', url: bases.other + page.path },
      },
      runs,
      chromePath,
    );
    results.push({
      path: page.path,
      current: summarise(page.path, pageRuns.current),
      other: summarise(page.path, pageRuns.other),
    });
  }
  return { installed: true as const, version: found.version, runsPerPage: runs, pages: results };
}

/** Per page: this build's medians against the other's (performance score, TBT, LCP). */
export function againstRows(result: Awaited<ReturnType<typeof measureAgainst>>): Row[] {
  if (!result.installed) return [['Lighthouse', result.message, '', 'MISS']];
  return result.pages.flatMap(({ path: pagePath, current, other }): Row[] => {
    if (!complete(current) || !complete(other)) {
      const error = complete(current) ? (other as { error: string }).error : current.error;
      return [[`Lighthouse ${pagePath}`, error, '', 'MISS']];
    }
    const versus = (of: (summary: CompleteSummary) => number[], unit: string): string => {
      const [a, b] = [median(of(current)), median(of(other))];
      return `${fmt(a)}${unit} / ${fmt(b)}${unit} (${signed(a - b)}${unit})`;
    };
    const interval = (a: number[], b: number[]) => {
      const [low, high] = medianDifferenceInterval(a, b);
      return `${signed(low)} to ${signed(high)}`;
    };
    return [
      [
        `Lighthouse ${pagePath}: performance, this / the other (median of ${current.performanceRuns.length})`,
        `${versus((s) => s.performanceRuns, '')}; runs ${current.performanceRuns.join(', ')} / ${other.performanceRuns.join(', ')}`,
        '',
        'info',
      ],
      [
        // With how far chance alone could move the difference: one page's TBT spreads over 200 ms
        // from run to run on one host (docs/performance.md, "The demo pages' TBT, seventh session").
        `Lighthouse ${pagePath}: TBT, this / the other (95% interval of the difference)`,
        `${versus((s) => s.tbtRuns, ' ms')}; ${interval(current.tbtRuns, other.tbtRuns)} ms`,
        '',
        'info',
      ],
      [
        `Lighthouse ${pagePath}: LCP, this / the other`,
        versus((s) => s.lcpRuns, ' ms'),
        '',
        'info',
      ],
      [
        `Lighthouse ${pagePath}: FCP, this / the other`,
        versus((s) => s.fcpRuns, ' ms'),
        '',
        'info',
      ],
      [
        `Lighthouse ${pagePath}: its HTML over the network, this / the other`,
        `${fmt(current.documentBytes)} / ${fmt(other.documentBytes)} bytes`,
        '',
        'info',
      ],
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// The table

export type Row = [string, string, string, string];
const mark = (pass: boolean) => (pass ? 'pass' : 'MISS');
/** `n` with its sign, a minus sign for the negative. */
export const signed = (n: number, digits = 0) => `${n >= 0 ? '+' : '−'}${fmt(Math.abs(n), digits)}`;
const complete = (summary: Summary): summary is CompleteSummary => summary.error === undefined;

/** How far a page may be from the floor (issue: "within three Lighthouse points"). */
export const FLOOR_TARGETS = { performancePoints: 3, tbtMs: 100, lcpMs: 300 };

/**
 * Per page: its distance to the floor in performance (median score), TBT and LCP (medians of
 * its runs against the medians of the floor's), then each category; absolute figures are
 * information only, since they move by 20 points between hosts of the same kind.
 */
export function lighthouseRows(result: LighthouseResult, pages: { path: string }[]): Row[] {
  if (!result.installed) return [['Lighthouse', result.message, '', 'MISS']];
  const rows: Row[] = [];
  const { floor } = result;
  if (!complete(floor)) return [['Lighthouse floor (bare Next.js page)', floor.error, '', 'MISS']];
  const floorPerformance = median(floor.performanceRuns);
  const floorTbt = median(floor.tbtRuns);
  const floorLcp = median(floor.lcpRuns);
  rows.push([
    `Lighthouse floor: bare Next ${floor.next} / React ${floor.react} page (median of ${floor.performanceRuns.length})`,
    `performance ${floorPerformance}, TBT ${fmt(floorTbt)} ms, LCP ${fmt(floorLcp)} ms`,
    '',
    'info',
  ]);
  for (const page of pages) {
    const found = result.pages.find((p) => p.path === page.path);
    if (!found || !complete(found)) {
      rows.push([`Lighthouse ${page.path}`, found?.error ?? 'not run', '', 'MISS']);
      continue;
    }
    const performance = median(found.performanceRuns);
    const tbt = median(found.tbtRuns);
    const lcp = median(found.lcpRuns);
    rows.push([
      `Lighthouse performance ${page.path} − floor`,
      `${signed(performance - floorPerformance)} (${performance}: median of ${found.performanceRuns.join(', ')})`,
      `≥ −${FLOOR_TARGETS.performancePoints}`,
      mark(performance - floorPerformance >= -FLOOR_TARGETS.performancePoints),
    ]);
    rows.push([
      `Lighthouse TBT ${page.path} − floor`,
      `${signed(tbt - floorTbt)} ms (${fmt(tbt)} ms)`,
      `≤ +${FLOOR_TARGETS.tbtMs} ms`,
      mark(tbt - floorTbt <= FLOOR_TARGETS.tbtMs),
    ]);
    rows.push([
      `Lighthouse LCP ${page.path} − floor`,
      `${signed(lcp - floorLcp)} ms (${fmt(lcp)} ms)`,
      `≤ +${FLOOR_TARGETS.lcpMs} ms`,
      mark(lcp - floorLcp <= FLOOR_TARGETS.lcpMs),
    ]);
    for (const id of LIGHTHOUSE_CATEGORIES.filter((c) => c !== 'performance')) {
      const score = found.scores[id];
      rows.push([`Lighthouse ${id} ${page.path}`, String(score), '100', mark(score === 100)]);
    }
  }
  return [...rows, ...compileHintRows(result.pages)];
}

/**
 * What the compile hints buy, as medians with vs without them: per page, then over the runs of
 * every page together, where they earn their place while the Total Blocking Time is lower.
 */
function compileHintRows(results: PageResult[]): Row[] {
  const pairs = results.flatMap((page) =>
    complete(page) && complete(page.withoutHints)
      ? [{ path: page.path, withHints: page, withoutHints: page.withoutHints }]
      : [],
  );
  const medians = (measured: CompleteSummary[]) => ({
    runs: measured.flatMap((page) => page.tbtRuns).length,
    tbt: median(measured.flatMap((page) => page.tbtRuns)),
    performance: median(measured.flatMap((page) => page.performanceRuns)),
  });
  type Medians = ReturnType<typeof medians>;
  const versus = (a: Medians, b: Medians) =>
    `${fmt(a.tbt)} vs ${fmt(b.tbt)} ms; ${a.performance} vs ${b.performance}`;
  const rows: Row[] = pairs.map((pair) => [
    `compile hints ${pair.path}: TBT, performance`,
    versus(medians([pair.withHints]), medians([pair.withoutHints])),
    'with vs without',
    'info',
  ]);
  const withHints = medians(pairs.map((pair) => pair.withHints));
  const withoutHints = medians(pairs.map((pair) => pair.withoutHints));
  rows.push([
    `compile hints, all ${withHints.runs} + ${withoutHints.runs} runs: TBT, performance`,
    versus(withHints, withoutHints),
    'lower TBT with',
    mark(withHints.tbt < withoutHints.tbt),
  ]);
  return rows;
}
