import { vi } from 'vitest';
import { requestHeaders } from '@/tests/helpers/request-headers';

// Server actions read the client address from the request; tests call them outside a request.
vi.mock('next/headers', () => ({ headers: async () => requestHeaders() }));

// Without mail settings every lead's alert is a log line (lib/delivery/worker.ts): kept out of
// the test output; a test that reads them spies on console.info itself.
vi.spyOn(console, 'info').mockImplementation(() => {});
