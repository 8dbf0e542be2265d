'use client';

import { usePathname } from 'next/navigation';
import {
  useActionState,
  useEffect,
  useRef,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { DEMO_LIMITS, demoCopy, fallbackSentences, type Refusal } from '@/content/demo-copy';
import type { DemoTurn, SuggestedQuestion } from '@/content/demos/demo';
import { askDemo, type DemoAnswer } from '@/lib/actions/demo';
import { orderHrefWithDemo } from '@/lib/demo/visit';
import { DEMO_FIELDS } from '@/lib/schemas/demo';
import { DemoLog } from '@/components/demo/demo-log';
import { useDemoChat } from '@/components/demo/use-demo-chat';
import { Button, buttonClasses } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';

const IDLE: DemoAnswer = { status: 'idle' };
/** The fragment of a page answering a post: its answer, or the message form saying why not. */
const LATEST = 'demo-latest';

const refusalText = (refusal: Refusal) => {
  const text = demoCopy.refusals[refusal];
  return typeof text === 'function' ? text(DEMO_LIMITS.messageChars) : text;
};

export type DemoPanelProps = {
  /** The page's path: the server finds the demo from it. */
  page: string;
  botName: string;
  greeting: string;
  sample: readonly DemoTurn[];
  suggested: readonly SuggestedQuestion[];
  caution?: string;
  /** 'Get {bot name}': the order form of the page, with the bot chosen. */
  order: ReactNode;
  /** Where that leads without JavaScript (the order page, or the page's order card). */
  orderHref: string;
  /**
   * The sample business's card, beside the panel: server HTML with nothing to run, hydrated with
   * the panel when the visitor reaches it rather than with the page when it loads.
   */
  card: ReactNode;
};

/**
 * A bot's demo (docs/demo.md): the recorded sample conversation and the suggested questions,
 * server HTML that works without JavaScript (a question posts, and the page shows its answer);
 * once running, each message streams its reply from the server, live from the model when the
 * provider has one, else the recorded sample's. The server holds the conversation: the browser
 * sends only the new message and the conversation's id.
 */
export function DemoPanel({
  page,
  botName,
  greeting,
  sample,
  suggested,
  caution,
  order,
  orderHref,
  card,
}: DemoPanelProps) {
  // Without JavaScript the page answering a post opens on what it answered (LATEST, below).
  const [posted, formAction] = useActionState(askDemo, IDLE, `${usePathname()}#${LATEST}`);
  const hydrated = useHydrated();
  // The message field is uncontrolled: what a visitor types before the panel's code arrives stays
  // in it, where a controlled field would be emptied to its state when the panel hydrates.
  const input = useRef<HTMLInputElement>(null);
  /** Puts back a message the demo did not take (refused, or the site not answering at all). */
  const restore = (message: string) => {
    if (input.current) input.current.value = message;
  };
  const { chat, send, stop, startOver } = useDemoChat({
    page,
    posted,
    writtenAnswer: (index) => suggested[index]?.answer ?? '',
    restore,
  });
  // A control that had focus and is gone or disabled (Stop when the reply ends, Start over once
  // used, the field and the questions after the last message) hands focus on rather than lose it
  // to the page: to the end's Start over after the last message, else to the message field.
  const endStartOver = useRef<HTMLButtonElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const last = lastFocused.current as HTMLButtonElement | null;
    if (!last || (last.isConnected && !last.disabled)) return;
    const active = document.activeElement as HTMLButtonElement | null;
    if (active && active !== document.body && !active.disabled) return;
    (chat.last ? endStartOver.current : input.current)?.focus();
  });
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    lastFocused.current = event.target;
  };
  // Focus that left the panel for good (a click on the page, not a control removed under it) is
  // not the panel's to hand on. Whether the control is still there is known only once the
  // change that took focus from it has been committed.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const left = event.target as HTMLButtonElement;
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setTimeout(() => {
      if (lastFocused.current === left && left.isConnected && !left.disabled) {
        lastFocused.current = null;
      }
    });
  };

  const onAsk = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const button = (event.nativeEvent as SubmitEvent).submitter;
    const index = Number(button?.getAttribute('value'));
    const question = suggested[index]?.question;
    if (question) void send({ suggested: index, question });
  };
  const onMessage = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = input.current;
    // A reply still coming (Enter pressed in the field, which has no Send then): the message stays
    // in the field to send once it has come, rather than be emptied and dropped.
    if (!field || chat.sending || chat.last) return;
    const message = field.value;
    field.value = '';
    void send({ message });
    field.focus();
  };
  const hidden = (
    <>
      <input type="hidden" name={DEMO_FIELDS.page} value={page} />
      {chat.conversation && (
        <input type="hidden" name={DEMO_FIELDS.conversation} value={chat.conversation} />
      )}
    </>
  );
  const started = chat.exchanges.length > 0 || chat.notice !== null;
  const startOverControl = (variant: 'ghost' | 'outline') =>
    hydrated ? (
      <Button
        variant={variant}
        size="sm"
        onClick={startOver}
        ref={variant === 'outline' ? endStartOver : undefined}
      >
        {demoCopy.startOver}
      </Button>
    ) : (
      // An address of its own: the page answering a post is `{page}#demo-latest`, and a link
      // differing only in its fragment would scroll it, not load the demo afresh.
      <a href={`${page}?start-over#demo`} className={buttonClasses({ variant, size: 'sm' })}>
        {demoCopy.startOver}
      </a>
    );
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div
        onFocus={onFocus}
        onBlur={onBlur}
        className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-5">
          <p className="text-sm font-semibold text-slate-800">
            {/* Live once any reply was: the recorded sample that came back is labelled in the log. */}
            {chat.mode === 'live' || chat.recordedAt !== null ? demoCopy.live : demoCopy.recorded}
          </p>
          {started && startOverControl('ghost')}
        </div>
        {chat.notice && (
          <p
            role="status"
            className="mx-4 mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:mx-5"
          >
            {fallbackSentences[chat.notice]}
          </p>
        )}
        <DemoLog
          botName={botName}
          greeting={greeting}
          sample={sample}
          chat={chat}
          listen={hydrated}
          latestId={posted.status === 'answered' ? LATEST : undefined}
        />
        <div className="space-y-4 border-t border-slate-200 px-4 py-4 sm:px-5">
          <form action={formAction} onSubmit={onAsk} aria-labelledby="demo-suggested">
            {hidden}
            <h3 id="demo-suggested" className="text-sm font-semibold text-slate-800">
              {demoCopy.suggestedTitle}
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {suggested.map((item, index) => (
                <li key={item.question}>
                  <button
                    type="submit"
                    name={DEMO_FIELDS.suggested}
                    value={index}
                    // Not disabled while a reply comes: the button pressed keeps focus (send
                    // takes one message at a time). After the last message there are none.
                    aria-disabled={chat.sending || undefined}
                    disabled={chat.last}
                    className="focus-ring min-h-11 rounded-full border border-primary-200 bg-primary-50 px-3 py-2 text-left text-sm text-primary-900 hover:bg-primary-100 disabled:opacity-60 aria-disabled:opacity-60"
                  >
                    {item.question}
                  </button>
                </li>
              ))}
            </ul>
          </form>
          <form
            action={formAction}
            onSubmit={onMessage}
            noValidate
            id={posted.status === 'refused' ? LATEST : undefined}
            className="scroll-mt-24"
          >
            {hidden}
            <label htmlFor="demo-message" className="block text-sm font-medium text-slate-800">
              {demoCopy.messageLabel}
            </label>
            <div className="mt-1.5 flex gap-2">
              <input
                ref={input}
                id="demo-message"
                name={DEMO_FIELDS.message}
                type="text"
                autoComplete="off"
                defaultValue={posted.status === 'refused' ? posted.typed : ''}
                disabled={chat.last}
                placeholder={demoCopy.messagePlaceholder}
                aria-invalid={chat.refusal ? true : undefined}
                aria-describedby={chat.refusal ? 'demo-refusal' : undefined}
                className="focus-ring h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100"
              />
              {/* Two buttons, not one changing: Stop pressed ends the reply, and the button under
                  the press, made Send in the same instant, would submit the empty field. */}
              {chat.sending ? (
                <Button
                  key="stop"
                  variant="outline"
                  onClick={() => {
                    stop();
                    // Stop goes as the reply does: focus to the field, not lost to the page.
                    input.current?.focus();
                  }}
                >
                  {demoCopy.stop}
                </Button>
              ) : (
                <Button key="send" type="submit" disabled={chat.last}>
                  {demoCopy.send}
                </Button>
              )}
            </div>
            {chat.refusal && (
              <p id="demo-refusal" role="alert" className="mt-1.5 text-sm text-danger">
                {refusalText(chat.refusal)}
              </p>
            )}
          </form>
          <p className="text-xs text-slate-600">{demoCopy.line}</p>
          {caution && <p className="text-sm font-medium text-slate-800">{caution}</p>}
          <div className="flex flex-wrap items-center gap-3">
            {/* Answered without JavaScript, the visit's demo travels in the order page's address. */}
            {!hydrated && chat.conversation ? (
              <a href={orderHrefWithDemo(orderHref, chat.conversation)} className={buttonClasses()}>
                {demoCopy.get(botName)}
              </a>
            ) : (
              order
            )}
            {/* The end's two ways on, side by side: the header's Start over may be out of view. */}
            {chat.last && startOverControl('outline')}
          </div>
        </div>
      </div>
      {card}
    </div>
  );
}
