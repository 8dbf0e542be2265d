import { readiness, type Readiness } from '@/db/queries/readiness';
import { plainText } from '@/lib/http/plain-text';
import { isStopping } from '@/lib/http/shutdown.mjs';

/**
 * Readiness, for a load balancer or an orchestrator: 200 when the database answers and carries
 * this build's migrations, else 503 with the reason in a few words (and nothing else of it). From
 * the moment the server is told to stop, 503 whatever the database, so that the balancer takes
 * this instance out while it still serves (server.mjs).
 */
export const dynamic = 'force-dynamic';

const ANSWERS: Record<Readiness, [string, number]> = {
  ready: ['ready', 200],
  unreachable: ['not ready: the database does not answer', 503],
  'not-migrated': ['not ready: the database lacks migrations of this build', 503],
  failed: ['not ready: the database check failed', 503],
};

export async function GET(): Promise<Response> {
  if (isStopping()) return plainText('not ready: shutting down', 503);
  return plainText(...ANSWERS[await readiness()]);
}
