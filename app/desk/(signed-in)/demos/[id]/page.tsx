import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { demoBotName, demoOf } from '@/content/demos';
import { DemoTranscriptView } from '@/components/desk/demo-transcript';
import { Panel } from '@/components/desk/panel';
import { formatTime } from '@/lib/desk/format';
import { getDemoTranscript } from '@/lib/desk/reads';
import { isConversationId } from '@/lib/schemas/demo';

export const metadata: Metadata = { title: 'Demo transcript' };

export default async function DemoTranscriptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isConversationId(id)) notFound();
  const transcript = await getDemoTranscript(id);
  // The link of an alert, or of a lead, outlives the conversation: say why it is gone.
  if (!transcript) {
    return (
      <>
        <h1 className="mb-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
          Demo transcript
        </h1>
        <p className="mb-6 text-slate-700">
          This conversation is no longer kept: a demo is deleted 30 days after it began, or with an
          erasure of an address that ordered after it.{' '}
          <Link href="/desk/demos" className="text-primary-700 underline">
            The demos kept
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {demoBotName(demoOf(transcript.demoId))} demo
      </h1>
      <p className="mb-6 text-slate-700">
        On {transcript.page}, started {formatTime(transcript.createdAt)}:{' '}
        {transcript.visitorMessages} visitor message{transcript.visitorMessages === 1 ? '' : 's'},{' '}
        {transcript.liveReplies} live repl{transcript.liveReplies === 1 ? 'y' : 'ies'},{' '}
        {transcript.tokens} tokens.
      </p>
      {transcript.orders.length > 0 && (
        <p className="mb-6 text-slate-800">
          Ordered after it:{' '}
          {transcript.orders.map((order, index) => (
            <span key={order.id}>
              {index > 0 && ', '}
              <Link
                href={`/desk/leads/order/${order.id}`}
                className="font-mono font-semibold text-primary-700 underline"
              >
                {order.reference ?? `#${order.id}`}
              </Link>
            </span>
          ))}
        </p>
      )}
      <Panel id="transcript" title="Transcript">
        <DemoTranscriptView transcript={transcript} />
      </Panel>
    </>
  );
}
