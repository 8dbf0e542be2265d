'use client';

import { Fragment, useEffect, useRef } from 'react';
import { demoCopy } from '@/content/demo-copy';
import type { DemoTurn } from '@/content/demos/demo';
import { Bubble } from '@/components/demo/bubble';
import type { ChatState, Exchange } from '@/components/demo/use-demo-chat';

/**
 * The conversation: the bot's greeting, the recorded sample while the demo is scripted, the
 * visitor's exchanges, and the end once the last message is used. A recorded sample that came
 * back after live replies is shown after them, under its own label. `latestId` marks the last
 * exchange, the one a page answering a post without JavaScript opens on.
 */
export function DemoLog({
  botName,
  greeting,
  sample,
  chat,
  listen,
  latestId,
}: {
  botName: string;
  greeting: string;
  sample: readonly DemoTurn[];
  chat: ChatState;
  /** Whether replies offer Listen: once the panel runs. */
  listen: boolean;
  latestId?: string;
}) {
  const log = useRef<HTMLDivElement>(null);
  // A new message scrolls the log to its end; the log as the page came is read from its start,
  // so nothing moves when the code arrives, under the pointer that fetched it.
  const shown = useRef(chat.exchanges);
  useEffect(() => {
    if (shown.current === chat.exchanges) return;
    shown.current = chat.exchanges;
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [chat.exchanges]);
  const bot = (text: string, kind: Exchange['kind'] = 'scripted') => ({
    speaker: botName,
    text,
    kind,
    listen,
  });

  const recorded = sample.map((turn, index) => (
    <div key={index} className="space-y-3">
      <Bubble speaker={demoCopy.visitor} text={turn.visitor} />
      <Bubble {...bot(turn.bot)} />
    </div>
  ));

  return (
    <div
      ref={log}
      role="log"
      aria-label={demoCopy.logLabel(botName)}
      aria-busy={chat.sending}
      tabIndex={0}
      // Its own scrolling never scrolls the page (the page's scroll anchor is never in it).
      className="focus-ring max-h-[32rem] min-h-48 space-y-3 overflow-y-auto px-4 py-4 [overflow-anchor:none] sm:px-5"
    >
      <Bubble {...bot(greeting)} />
      {chat.recordedAt === null && chat.mode === 'scripted' && recorded}
      {chat.exchanges.map((exchange, index) => (
        <Fragment key={index}>
          {index === chat.recordedAt && (
            <>
              <p className="border-t border-slate-200 pt-3 text-sm font-semibold text-slate-800">
                {demoCopy.recorded}
              </p>
              {recorded}
            </>
          )}
          <div
            id={index === chat.exchanges.length - 1 ? latestId : undefined}
            className="scroll-mt-24 space-y-3"
          >
            <Bubble speaker={demoCopy.visitor} text={exchange.visitor} />
            <Bubble {...bot(exchange.reply, exchange.kind)} />
          </div>
        </Fragment>
      ))}
      {chat.last && (
        <p className="rounded-lg bg-primary-50 px-3 py-2 text-sm font-medium text-primary-900">
          {demoCopy.ended(botName)}
        </p>
      )}
    </div>
  );
}
