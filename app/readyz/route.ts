import { readiness, type Readiness } from '@/db/queries/readiness';
import { plainText } from '@/lib/http/plain-text';

/**
 * Readiness, for a load balancer or an orchestrator: 200 when the database answers and carries
 * this build's migrations, else 503 with the reason in a few words (and nothing else of it).
 */
export const dynamic = 'force-dynamic';

const ANSWERS: Record<Readiness, [string, number]> = {
  ready: ['ready', 200],
  unreachable: ['not ready: the database does not answer', 503],
  'not-migrated': ['not ready: the database lacks migrations of this build', 503],
  failed: ['not ready: the database check failed', 503],
};

export async function GET(): Promise<Response> {
  return plainText(...ANSWERS[await readiness()]);
}
