import { plainText } from '@/lib/http/plain-text';

/** Liveness, for a load balancer or an orchestrator: 200 while this process serves requests. */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return plainText('ok');
}
