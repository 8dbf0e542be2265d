'use client';

import { useEffect, useRef, useState } from 'react';
import { DEMO_LIMITS, type FallbackReason, type Refusal } from '@/content/demo-copy';
import type { DemoAnswer } from '@/lib/actions/demo';
import { DEMO_REPLY_PATH, readEvents, type DemoEvent } from '@/lib/demo/events';
import { rememberDemoConversation } from '@/lib/demo/visit';
import { characters, cleanMessage, DEMO_FIELDS } from '@/lib/schemas/demo';

/** One question and its reply, as the panel shows them. */
export type Exchange = {
  visitor: string;
  reply: string;
  /** 'streaming' while it arrives; 'stopped' when the visitor stopped it. */
  kind: 'scripted' | 'live' | 'stopped' | 'streaming';
};

export type Ask = { suggested: number; question: string } | { message: string };

export type ChatState = {
  /** How the last reply was made; the recorded sample until a live one comes. */
  mode: 'scripted' | 'live';
  /** Why the demo went back to the recorded sample, said once. */
  notice: FallbackReason | null;
  exchanges: Exchange[];
  /**
   * Where the recorded sample came back after live replies (the exchange it came back for); null
   * while it has not. It is shown there, after the live exchanges, labelled as recorded.
   */
  recordedAt: number | null;
  conversation: string | null;
  last: boolean;
  refusal: Refusal | null;
  sending: boolean;
};

/** The panel as a page answering a post without JavaScript starts it (or empty). */
export function initialChat(posted: DemoAnswer): ChatState {
  const idle = posted.status === 'idle';
  return {
    mode: 'scripted',
    notice: null,
    exchanges: idle ? [] : posted.exchanges,
    recordedAt: null,
    conversation: idle ? null : posted.conversation,
    last: idle ? false : posted.last,
    refusal: posted.status === 'refused' ? posted.refused : null,
    sending: false,
  };
}

/** The same checks the server makes: an empty or oversized message is never sent. */
function refusalOf(message: string): Refusal | null {
  if (!message) return 'empty';
  return characters(message) > DEMO_LIMITS.messageChars ? 'long' : null;
}

/**
 * The conversation with a demo, once the panel runs: each message posted to the reply endpoint
 * (lib/demo/reply.ts) and its answer read as it streams. `restore` gives back a typed message
 * the demo did not take (refused, or the site not answering at all), so nothing typed is lost.
 */
export function useDemoChat({
  page,
  posted,
  writtenAnswer,
  restore,
}: {
  page: string;
  posted: DemoAnswer;
  /** A suggested question's written answer, for when the server cannot be reached at all. */
  writtenAnswer: (index: number) => string;
  restore: (message: string) => void;
}) {
  const [chat, setChat] = useState(() => initialChat(posted));
  const running = useRef<AbortController | null>(null);
  /** The message under way is the conversation's last (its `start` says): stopped, it ends it. */
  const lastAsked = useRef(false);
  // A conversation begun before the page ran its script is the visit's too.
  const postedConversation = posted.status === 'idle' ? null : posted.conversation;
  useEffect(() => {
    if (postedConversation) rememberDemoConversation(postedConversation);
  }, [postedConversation]);

  const update = (change: (current: ChatState) => Partial<ChatState>) =>
    setChat((current) => ({ ...current, ...change(current) }));
  /** Changes the exchange under way, the last one. */
  const updateLast = (change: (exchange: Exchange) => Exchange | null) =>
    update((current) => {
      const last = current.exchanges.at(-1);
      const changed = last && change(last);
      const kept = current.exchanges.slice(0, -1);
      return { exchanges: changed ? [...kept, changed] : kept };
    });

  /** The demo back on the recorded sample: after live replies, it comes back below them. */
  const fellBack = (reason: FallbackReason) =>
    update((current) => {
      const before = current.exchanges.slice(0, -1);
      const wasLive = before.some((exchange) => exchange.kind !== 'scripted');
      return {
        mode: 'scripted',
        notice: reason,
        recordedAt: current.recordedAt ?? (wasLive ? before.length : null),
      };
    });

  function apply(event: DemoEvent, ask: Ask) {
    switch (event.t) {
      case 'start':
        if (event.conversation) rememberDemoConversation(event.conversation);
        lastAsked.current = event.last;
        update((current) => ({
          conversation: event.conversation || null,
          mode: event.mode,
          notice: event.mode === 'live' ? null : current.notice,
        }));
        // The server says how this reply is made: streamed live, with Stop, or the recorded one.
        return updateLast((exchange) => ({
          ...exchange,
          kind: event.mode === 'live' ? 'streaming' : 'scripted',
        }));
      case 'text':
        return updateLast((exchange) => ({ ...exchange, reply: exchange.reply + event.text }));
      case 'fallback':
        // What streamed before is void; the recorded sample's answer comes next: a suggested
        // question's written answer, or, to a typed message, the sentence that it answers only those.
        fellBack(event.reason);
        return updateLast((exchange) => ({ ...exchange, reply: '', kind: 'scripted' }));
      case 'end':
        update(() => ({ last: event.last }));
        return updateLast((exchange) => ({
          ...exchange,
          kind: exchange.kind === 'streaming' ? 'live' : exchange.kind,
        }));
      case 'refused':
        if ('message' in ask) restore(ask.message);
        // Past its last message (stopped before its start said so): the demo's end is shown.
        if (event.refusal === 'ended') update(() => ({ last: true, refusal: null }));
        else update(() => ({ refusal: event.refusal }));
        return updateLast(() => null);
    }
  }

  async function send(ask: Ask) {
    if (running.current || chat.last) return;
    const message = 'message' in ask ? cleanMessage(ask.message) : '';
    const refused = 'message' in ask ? refusalOf(message) : null;
    if (refused) {
      if ('message' in ask) restore(ask.message);
      return update(() => ({ refusal: refused }));
    }
    const sent: Ask = 'message' in ask ? { message } : ask;
    const visitor = 'message' in sent ? sent.message : sent.question;
    const controller = new AbortController();
    running.current = controller;
    lastAsked.current = false;
    // Waiting ('…') until the server's first event says how the reply is made.
    update((current) => ({
      refusal: null,
      sending: true,
      exchanges: [...current.exchanges, { visitor, reply: '', kind: 'streaming' }],
    }));
    const body = new FormData();
    body.set(DEMO_FIELDS.page, page);
    if (chat.conversation) body.set(DEMO_FIELDS.conversation, chat.conversation);
    if ('suggested' in ask) body.set(DEMO_FIELDS.suggested, String(ask.suggested));
    else body.set(DEMO_FIELDS.message, message);
    try {
      const response = await fetch(DEMO_REPLY_PATH, {
        method: 'POST',
        body,
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`answered ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const { events, rest } = readEvents(buffer + value);
        buffer = rest;
        for (const event of events) apply(event, sent);
      }
    } catch {
      if (controller.signal.aborted) {
        updateLast((exchange) =>
          exchange.kind === 'streaming' ? { ...exchange, kind: 'stopped' } : exchange,
        );
        // The last message's reply stopped: no `end` will say so, and no message follows it.
        if (lastAsked.current) update(() => ({ last: true }));
      } else {
        // The site did not answer at all: the recorded sample does, with its sentence.
        fellBack('down');
        if ('suggested' in ask) {
          updateLast((exchange) => ({
            ...exchange,
            reply: writtenAnswer(ask.suggested),
            kind: 'scripted',
          }));
        } else {
          restore(message);
          updateLast(() => null);
        }
      }
    } finally {
      running.current = null;
      update(() => ({ sending: false }));
    }
  }

  return {
    chat,
    send,
    stop: () => running.current?.abort(),
    startOver: () => {
      // The reply it stops ends no conversation: a new one begins.
      lastAsked.current = false;
      running.current?.abort();
      setChat(initialChat({ status: 'idle' }));
    },
  };
}
