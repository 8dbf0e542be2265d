import { demoCopy } from '@/content/demo-copy';
import type { SampleBusiness } from '@/content/demos/demo';

/** The sample business the demo is set in: what the bot knows, and nothing more. */
export function BusinessCard({ business }: { business: SampleBusiness }) {
  const copy = demoCopy.card;
  return (
    <aside
      aria-labelledby="demo-business"
      className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700 shadow-sm sm:p-6"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{copy.title}</p>
      <h3 id="demo-business" className="mt-1 text-lg font-semibold text-slate-900">
        {business.name}
      </h3>
      <p className="mt-2">{business.about}</p>
      <h4 className="mt-4 font-semibold text-slate-900">{copy.hours}</h4>
      <ul className="mt-1 space-y-0.5">
        {business.hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h4 className="mt-4 font-semibold text-slate-900">{copy.offerings}</h4>
      <ul className="mt-1 space-y-1">
        {business.offerings.map((offering) => (
          <li key={offering.name}>
            <span className="text-slate-900">{offering.name}</span>: {offering.price}
            {offering.detail && <span className="text-slate-600"> ({offering.detail})</span>}
          </li>
        ))}
      </ul>
      <details className="mt-4">
        <summary className="focus-ring cursor-pointer font-semibold text-slate-900">
          {copy.policies}
        </summary>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {business.policies.map((policy) => (
            <li key={policy}>{policy}</li>
          ))}
        </ul>
        <h4 className="mt-3 font-semibold text-slate-900">{copy.handoff}</h4>
        <p className="mt-1">{business.handoff}</p>
      </details>
    </aside>
  );
}
