import { replyToDemo } from '@/lib/demo/reply';
import { OWN_ANSWER_HEADERS } from '@/lib/http/response-headers.mjs';

/**
 * A message to a bot demo, posted by its panel (components/demo/demo-panel.tsx) as a form
 * (multipart, from this site's own pages: the request gate checks both), answered as a stream.
 * Not a server action: Next runs a page's actions one at a time, and a reply streaming for 25 s
 * would hold up an order sent from the same tab.
 */
export const dynamic = 'force-dynamic';

export const POST = replyToDemo;

/**
 * Anything but a post is told what is taken (RFC 9110 §15.5.6); HEAD is answered as GET. Plain
 * text under the policy of the server's own answers: proxy.ts, which gives pages theirs, skips
 * this path.
 */
export function GET(): Response {
  return new Response('Method not allowed', {
    status: 405,
    headers: { ...OWN_ANSWER_HEADERS, Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
