import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DESK_ACTION_LABELS, LEAD_TYPE_LABELS } from '@/content/desk';
import { LEAD_TYPES, type LeadType } from '@/content/leads';
import Link from 'next/link';
import { DeliveriesTable } from '@/components/desk/deliveries-table';
import { DemoTranscriptView } from '@/components/desk/demo-transcript';
import { NoteForm, StatusForm, VerdictForm } from '@/components/desk/lead-actions';
import { Notice } from '@/components/desk/notice';
import { Pairs, Panel } from '@/components/desk/panel';
import { StatusBadge } from '@/components/desk/status-badge';
import { formatTime, mailtoLink, whatsappLink } from '@/lib/desk/format';
import { getLead } from '@/lib/desk/reads';
import { newTab } from '@/components/ui/new-tab';
import { idOf } from '@/lib/desk/filter';

export const metadata: Metadata = { title: 'Lead' };

export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ type: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { type, id } = await params;
  const number = idOf(id);
  if (!(LEAD_TYPES as readonly string[]).includes(type) || number === undefined) notFound();
  const lead = await getLead(type as LeadType, number);
  if (!lead) notFound();
  const { notice } = await searchParams;
  const title = lead.reference ?? `#${lead.id}`;
  const whatsapp = whatsappLink(
    lead.phone,
    `Hello ${lead.sender.name}, about your request ${title}: `,
  );
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl font-bold text-slate-900 md:text-3xl">{title}</h1>
        <span className="text-slate-700">{LEAD_TYPE_LABELS[lead.type]}</span>
        <StatusBadge status={lead.status} />
        {lead.spamReason && (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
            Suspected spam ({lead.spamReason})
          </span>
        )}
      </div>
      <Notice code={notice} />
      <p className="mb-6 text-slate-700">Received {formatTime(lead.createdAt)}</p>
      <div className="mb-6 flex flex-wrap gap-3">
        {lead.sender.address && (
          <a
            href={mailtoLink(lead.sender.address, lead.reference)}
            className="inline-flex min-h-11 items-center rounded-xl bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
          >
            Reply by e-mail
          </a>
        )}
        {whatsapp && (
          <a
            href={whatsapp}
            {...newTab}
            className="inline-flex min-h-11 items-center rounded-xl bg-secondary-700 px-4 text-sm font-semibold text-white hover:bg-secondary-800"
          >
            Reply on WhatsApp
          </a>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="fields" title="What they sent">
          <Pairs pairs={lead.fields} wrap />
        </Panel>
        <div className="grid content-start gap-6">
          <Panel id="work" title="Work it">
            <StatusForm type={lead.type} id={lead.id} status={lead.status} />
            <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
              <p className="text-sm text-slate-700">
                {lead.spamReason ? 'Flagged as suspected spam.' : 'Not flagged as spam.'}
              </p>
              <VerdictForm type={lead.type} id={lead.id} flagged={lead.spamReason !== null} />
            </div>
          </Panel>
          <Panel id="attribution" title="Where they came from">
            {lead.attribution.length ? (
              <Pairs pairs={lead.attribution} />
            ) : (
              <p className="text-sm text-slate-700">
                Direct: no campaign, referrer or landing page.
              </p>
            )}
          </Panel>
          <Panel id="deliveries" title="Deliveries">
            <DeliveriesTable type={lead.type} id={lead.id} deliveries={lead.deliveries} />
          </Panel>
        </div>
        <Panel id="notes" title="Notes">
          {lead.notes.length ? (
            <ul className="grid gap-3">
              {lead.notes.map((note) => (
                <li key={note.id} className="rounded-lg bg-surface-muted p-3 text-sm">
                  <p className="wrap-anywhere whitespace-pre-wrap text-slate-900">{note.body}</p>
                  <p className="mt-1 text-slate-700">
                    {note.author}, {formatTime(note.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">No notes yet.</p>
          )}
          <NoteForm type={lead.type} id={lead.id} />
        </Panel>
        {(lead.demo || lead.demoDeleted) && (
          <Panel id="demo" title="The demo they tried first">
            {lead.demo ? (
              <>
                <p className="mb-3 text-sm text-slate-700">
                  On {lead.demo.page}, {formatTime(lead.demo.createdAt)}:{' '}
                  <Link href={`/desk/demos/${lead.demo.id}`} className="text-primary-700 underline">
                    the transcript’s own page
                  </Link>
                </p>
                <DemoTranscriptView transcript={lead.demo} />
              </>
            ) : (
              <p className="text-sm text-slate-700">
                Its transcript is no longer kept: a demo is deleted 30 days after it began, or with
                an erasure of an address that ordered after it.
              </p>
            )}
          </Panel>
        )}
        <Panel id="history" title="History">
          {lead.events.length ? (
            <ul className="grid gap-2 text-sm">
              {lead.events.map((event) => (
                <li key={event.id} className="text-slate-800">
                  {DESK_ACTION_LABELS[event.action as keyof typeof DESK_ACTION_LABELS]}
                  {event.detail ? `: ${event.detail}` : ''} by {event.actor},{' '}
                  {formatTime(event.createdAt)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">Nothing done in the desk yet.</p>
          )}
        </Panel>
      </div>
    </>
  );
}
