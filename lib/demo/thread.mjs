// @ts-check
// Starts the demo thread (server.mjs, on PostgreSQL), and hands it the demo's messages. Plain
// JavaScript, as server.mjs is; the thread runs the build's bundle of lib/demo/thread-main.ts.
import { endAfterBody } from '../http/refuse.mjs';
import { SECURITY_HEADERS } from '../http/response-headers.mjs';
import { superviseThread } from '../http/worker-thread.mjs';

/** The bundle in the build folder, written by `npm run build` (scripts/threads.mjs). */
export const DEMO_THREAD_FILE = 'demo-thread.mjs';

/**
 * What the request thread tells the demo thread: a post (its headers, then its body's bytes as
 * they arrive, then their end), that its visitor's connection closed, and the server's stopping.
 * @typedef {(
 *   | { kind: 'post', id: number, url: string, headers: [string, string][] }
 *   | { kind: 'body', id: number, chunk: Uint8Array }
 *   | { kind: 'body-end' | 'gone', id: number }
 *   | { kind: 'stopping' | 'closing' | 'stop' }
 * )} FromRequestThread
 */

/**
 * What the demo thread answers: a post's status and headers, its body's bytes as they are
 * written, and its end; and that it has stopped.
 * @typedef {(
 *   | { kind: 'head', id: number, status: number, headers: [string, string][] }
 *   | { kind: 'chunk', id: number, chunk: Uint8Array }
 *   | { kind: 'end', id: number }
 *   | { kind: 'stopped' }
 * )} FromDemoThread
 */

/**
 * Runs the demo's answers in a thread (the bundle in `file`), and starts it again if it stops.
 * `serve` hands it a post to the demo's reply path and writes its answer, as it streams, with
 * the security headers every answer of the site carries; a post whose thread stopped under it
 * loses its connection, which the panel answers with the recorded sample ('down').
 * `tellStopping` passes the server's stopping on to it (lib/http/shutdown.mjs); `stop`, once no
 * answer is under way, closes its connections to the database and ends it.
 *
 * @param {string} file
 */
export function startDemoThread(file) {
  let lastId = 0;
  /** The answers under way, by id, each to the thread that was given its post. */
  /** @type {Map<number, { request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, thread: import('node:worker_threads').Worker }>} */
  const open = new Map();

  /** @param {FromDemoThread} message */
  const onMessage = (message) => {
    if (message.kind === 'stopped') return;
    const answer = open.get(message.id);
    if (!answer) return;
    const { request, response } = answer;
    if (message.kind === 'head') {
      for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
      for (const [name, value] of message.headers) response.setHeader(name, value);
      // Answered before its body was all read (a 413): the connection closes after it.
      if (!request.complete) response.setHeader('Connection', 'close');
      response.writeHead(message.status);
      // Each piece as it comes: the visitor reads the reply as it is written.
      response.flushHeaders();
    } else if (message.kind === 'chunk') response.write(message.chunk);
    else {
      open.delete(message.id);
      // No answer at all (a fault of the thread's own): the connection is dropped, not left open.
      if (!response.headersSent) response.destroy();
      else if (request.complete) response.end();
      // The rest of a body the answer did not need is read and thrown away, within bounds.
      else endAfterBody(request, response);
    }
  };

  /** How far the server has gone in stopping: a thread started again meanwhile is told too. */
  /** @type {{ kind: 'stopping' | 'closing' }[]} */
  const told = [];
  const supervised = superviseThread(file, {
    name: 'demo replies',
    tag: 'demo',
    stopMessage: /** @type {FromRequestThread} */ ({ kind: 'stop' }),
    isStopped: (message) => /** @type {FromDemoThread} */ (message).kind === 'stopped',
    onStart(started) {
      for (const message of told) started.postMessage(message);
      started.on('message', onMessage);
    },
    onExit(ended) {
      for (const [id, answer] of open) {
        if (answer.thread !== ended) continue;
        open.delete(id);
        answer.response.destroy();
      }
    },
  });

  return {
    /**
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    serve(request, response) {
      const id = ++lastId;
      const to = supervised.thread;
      /** @param {FromRequestThread} message */
      const tell = (message) => open.has(id) && to.postMessage(message);
      open.set(id, { request, response, thread: to });
      /** @type {[string, string][]} */
      const headers = [];
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined)
          headers.push([name, Array.isArray(value) ? value.join(', ') : value]);
      }
      // The route reads no part of its address but the path; the host was checked before.
      tell({ kind: 'post', id, url: `http://localhost${request.url}`, headers });
      request.on('data', (/** @type {Buffer} */ chunk) => tell({ kind: 'body', id, chunk }));
      request.on('end', () => tell({ kind: 'body-end', id }));
      response.once('close', () => {
        tell({ kind: 'gone', id });
        open.delete(id);
      });
    },
    /** @param {'stopping' | 'closing'} kind */
    tellStopping(kind) {
      told.push({ kind });
      supervised.post({ kind });
    },
    stop: supervised.stop,
  };
}
