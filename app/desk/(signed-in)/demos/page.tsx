import type { Metadata } from 'next';
import Link from 'next/link';
import { FALLBACK_LABELS } from '@/content/demo-copy';
import { demoBotName, demoOf } from '@/content/demos';
import type { DemoId } from '@/content/demos/demo';
import { Panel } from '@/components/desk/panel';
import { formatTime } from '@/lib/desk/format';
import { DEMO_DAYS, getDemos } from '@/lib/desk/reads';
import { env } from '@/lib/env';
import { isTimestamp } from '@/lib/desk/filter';
import { isConversationId } from '@/lib/schemas/demo';

export const metadata: Metadata = { title: 'Demos' };

const botOf = (id: DemoId) => demoBotName(demoOf(id));
const cell = 'px-3 py-2 text-left';

/** `?before=<time>|<id>`: the page after a conversation. */
function cursorOf(value: string | string[] | undefined) {
  if (typeof value !== 'string') return undefined;
  const [at, id, ...rest] = value.split('|');
  return at && id && !rest.length && isTimestamp(at) && isConversationId(id)
    ? { at, id }
    : undefined;
}

export default async function DemosPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { before } = await searchParams;
  const { days, fallbacks, tokens, budget, live, conversations } = await getDemos(cursorOf(before));
  const used = budget ? Math.min(100, Math.round((tokens / budget) * 100)) : 0;
  const last = conversations.rows.at(-1);
  const spent = <strong className="text-2xl text-slate-900">{tokens.toLocaleString('en')}</strong>;
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Demos</h1>
      <p className="mb-6 text-slate-700">
        {live
          ? 'A live model answers the demos while the day’s budget lasts.'
          : env().DEMO_LLM_BASE_URL
            ? 'Live demos are off (DEMO_DAILY_TOKENS is 0): every demo is the recorded sample.'
            : 'No live model is set up (DEMO_LLM_BASE_URL): every demo is the recorded sample.'}{' '}
        Conversations are deleted 30 days after they start.
      </p>
      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        <Panel id="tokens" title="Tokens today">
          {budget ? (
            <>
              <p className="text-slate-800">
                {spent} of {budget.toLocaleString('en')} (DEMO_DAILY_TOKENS), {used}% of the day’s
                budget
              </p>
              <span aria-hidden className="mt-3 block h-2 rounded-full bg-slate-200">
                <span
                  className="block h-2 rounded-full bg-primary-600"
                  style={{ width: `${used}%` }}
                />
              </span>
            </>
          ) : (
            <p className="text-slate-800">
              {spent} today; live demos are off (DEMO_DAILY_TOKENS is 0), so no more are spent.
            </p>
          )}
        </Panel>
        <Panel id="fallbacks" title={`Recorded sample instead of live, last ${DEMO_DAYS} days`}>
          {fallbacks.length ? (
            <ul className="grid gap-2 text-sm">
              {fallbacks.map((fallback) => (
                <li key={fallback.reason} className="flex justify-between gap-3 text-slate-800">
                  <span>{FALLBACK_LABELS[fallback.reason]}</span>
                  <span className="font-semibold">{fallback.count}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">None.</p>
          )}
        </Panel>
      </div>
      <Panel id="per-day" title={`Conversations per bot and day, last ${DEMO_DAYS} days`}>
        {days.length ? (
          // Scrolls sideways on a phone: a region of its own, reachable by keyboard.
          <div
            role="region"
            aria-label="Per bot and day, scrolls sideways on a narrow screen"
            tabIndex={0}
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <table className="w-full text-sm">
              <thead className="text-slate-700">
                <tr>
                  <th className={cell}>Day (Karachi)</th>
                  <th className={cell}>Bot</th>
                  <th className={cell}>Live</th>
                  <th className={cell}>Recorded sample only</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-900">
                {days.map((row) => (
                  <tr key={`${row.day} ${row.demoId}`}>
                    <td className={`${cell} whitespace-nowrap`}>{row.day}</td>
                    <td className={cell}>{botOf(row.demoId)}</td>
                    <td className={cell}>{row.live}</td>
                    <td className={cell}>{row.scripted}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-slate-700">No demo conversations yet.</p>
        )}
      </Panel>
      <section aria-labelledby="latest" className="mt-6">
        <h2 id="latest" className="mb-3 text-lg font-semibold text-slate-900">
          Conversations, newest first
        </h2>
        {conversations.rows.length ? (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {conversations.rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="text-sm">
                  <p className="font-medium text-slate-900">
                    {botOf(row.demoId)}{' '}
                    <span className="font-normal text-slate-700">on {row.page}</span>
                  </p>
                  <p className="text-slate-700">
                    {formatTime(row.createdAt)} · {row.visitorMessages} message
                    {row.visitorMessages === 1 ? '' : 's'} · {row.liveReplies} live · {row.tokens}{' '}
                    tokens
                  </p>
                </div>
                <Link
                  href={`/desk/demos/${row.id}`}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
                >
                  Transcript
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">No demo conversations yet.</p>
        )}
        {conversations.more && last && (
          <Link
            href={`/desk/demos?before=${encodeURIComponent(`${last.at}|${last.id}`)}`}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
          >
            Older conversations
          </Link>
        )}
      </section>
    </>
  );
}
