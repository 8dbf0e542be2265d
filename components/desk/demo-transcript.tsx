import { FALLBACK_LABELS, type DemoMessageKind } from '@/content/demo-copy';
import { demoBotName, demoOf } from '@/content/demos';
import type { DemoTranscript } from '@/lib/desk/reads';
import { formatTime } from '@/lib/desk/format';

/** How each kept message is named in a transcript. */
const KIND_LABELS: Record<Exclude<DemoMessageKind, 'visitor'>, string> = {
  live: 'live',
  stopped: 'live, stopped by the visitor',
  scripted: 'recorded sample',
  fallback: 'recorded sample instead of a live reply',
};

/** A demo conversation as it happened; the visitor's and the model's words shown as text. */
export function DemoTranscriptView({ transcript }: { transcript: DemoTranscript }) {
  const bot = demoBotName(demoOf(transcript.demoId));
  return (
    <ol className="grid gap-3 text-sm" aria-label={`Transcript with ${bot}`}>
      {transcript.messages.map((message, index) => (
        <li
          key={index}
          className={`rounded-lg p-3 ${message.kind === 'visitor' ? 'bg-primary-50' : 'bg-surface-muted'}`}
        >
          <p className="font-medium text-slate-700">
            {message.kind === 'visitor' ? 'Visitor' : `${bot} (${KIND_LABELS[message.kind]})`}
            {message.fallback && `: ${FALLBACK_LABELS[message.fallback]}`}
            <span className="font-normal"> · {formatTime(message.createdAt)}</span>
          </p>
          <p dir="auto" className="mt-1 wrap-anywhere whitespace-pre-wrap text-slate-900">
            {message.text}
          </p>
        </li>
      ))}
    </ol>
  );
}
