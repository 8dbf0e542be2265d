import type { Metadata } from 'next';
import { PLAN_LABELS, type PlanCode } from '@/content/form-options';
import { lastWeeks, WeekChart } from '@/components/desk/week-chart';
import { TallyList } from '@/components/desk/tally-list';
import { orderedBot } from '@/lib/delivery/payload';
import { getNumbers } from '@/lib/desk/reads';

export const metadata: Metadata = { title: 'Numbers' };

const WEEKS = 12;

export default async function NumbersPage() {
  const { weeks, sources, bots, plans, outcome } = await getNumbers();
  const decided = outcome.won + outcome.lost;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Numbers</h1>
      <p className="mb-6 text-slate-700">Leads not flagged as spam.</p>
      <section
        aria-labelledby="per-week"
        className="mb-6 rounded-xl border border-slate-200 bg-white p-4 md:p-6"
      >
        <h2 id="per-week" className="mb-4 text-lg font-semibold text-slate-900">
          Leads per week
        </h2>
        <WeekChart counts={weeks} weeks={lastWeeks(WEEKS, new Date())} />
      </section>
      <section
        aria-labelledby="outcome"
        className="mb-6 rounded-xl border border-slate-200 bg-white p-4 md:p-6"
      >
        <h2 id="outcome" className="mb-2 text-lg font-semibold text-slate-900">
          Won against lost
        </h2>
        <p className="text-slate-800">
          <strong className="text-2xl text-success">{outcome.won}</strong> won,{' '}
          <strong className="text-2xl text-slate-900">{outcome.lost}</strong> lost
          {decided > 0 && ` (${Math.round((outcome.won / decided) * 100)}% won)`}
        </p>
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <TallyList title="By source" tallies={sources} label={(key) => key || 'Direct'} />
        <TallyList title="Orders by bot" tallies={bots} label={orderedBot} />
        <TallyList
          title="Orders by plan"
          tallies={plans}
          label={(key) => PLAN_LABELS[key as PlanCode] ?? key}
        />
      </div>
    </>
  );
}
