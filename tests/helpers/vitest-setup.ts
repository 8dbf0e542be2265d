import { vi } from 'vitest';

// Test files run side by side, each with an embedded database of its own: none is served on
// the shared port unless a test asks for it (tests/integration/embedded-server.test.ts).
process.env.EMBEDDED_DB_PORT ??= '0';
import { requestCookies, requestHeaders } from '@/tests/helpers/request-headers';

// Server actions read the client address (and the desk's sign-in, a cookie) from the request;
// tests call them outside a request.
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders(),
  cookies: async () => requestCookies(),
}));

// Without mail settings every lead's alert is a log line (lib/delivery/worker.ts): kept out of
// the test output; a test that reads them spies on console.info itself.
vi.spyOn(console, 'info').mockImplementation(() => {});
