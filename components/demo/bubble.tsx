'use client';

import { Volume2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { demoCopy } from '@/content/demo-copy';
import type { Exchange } from '@/components/demo/use-demo-chat';

const noSubscription = () => () => {};
/** The browser can speak: its own voices, on the device; nothing leaves it. */
const canSpeak = () => 'speechSynthesis' in window;

/** Reads a reply aloud with the device's voice (speechSynthesis); a second press starts again. */
function Listen({ text }: { text: string }) {
  const speaks = useSyncExternalStore(noSubscription, canSpeak, () => false);
  if (!speaks) return null;
  return (
    <button
      type="button"
      aria-label={demoCopy.listenName}
      onClick={() => {
        window.speechSynthesis.cancel();
        window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
      }}
      className="focus-ring mt-1 inline-flex min-h-6 items-center gap-1 rounded text-xs font-medium text-primary-700 hover:text-primary-800"
    >
      <Volume2 aria-hidden="true" className="size-3.5" />
      {demoCopy.listen}
    </button>
  );
}

/**
 * One message of a demo conversation. The model's words are data, never markup: text, as it
 * came (its line breaks kept, its direction its own: a reply may be in Urdu).
 */
export function Bubble({
  speaker,
  text,
  kind,
  listen = false,
}: {
  speaker: string;
  text: string;
  /** A bot's reply; absent for the visitor's message. */
  kind?: Exchange['kind'];
  listen?: boolean;
}) {
  const fromBot = kind !== undefined;
  return (
    <div className={`flex ${fromBot ? 'justify-start' : 'justify-end'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-[0.95rem] leading-relaxed ${
          fromBot
            ? 'rounded-tl-sm bg-slate-100 text-slate-900'
            : 'rounded-tr-sm bg-primary-700 text-white'
        }`}
      >
        <p dir="auto" className="whitespace-pre-line">
          <span className="sr-only">{speaker}: </span>
          {text}
          {kind === 'streaming' && (
            <span aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
              {text ? ' ▍' : '…'}
            </span>
          )}
        </p>
        {kind === 'stopped' && <p className="mt-1 text-xs text-slate-600">{demoCopy.stopped}</p>}
        {fromBot && listen && kind !== 'streaming' && text && <Listen text={text} />}
      </div>
    </div>
  );
}
