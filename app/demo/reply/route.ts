import { replyToDemo } from '@/lib/demo/reply';

/**
 * A message to a bot demo, posted by its panel (components/demo/demo-panel.tsx) as a form
 * (multipart, from this site's own pages: the request gate checks both), answered as a stream.
 * Not a server action: Next runs a page's actions one at a time, and a reply streaming for 25 s
 * would hold up an order sent from the same tab.
 */
export const dynamic = 'force-dynamic';

export const POST = replyToDemo;
