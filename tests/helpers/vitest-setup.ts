import { vi } from 'vitest';
import { forwardedFor } from '@/tests/helpers/request-headers';

// Server actions read the client address from the request; tests call them outside a request.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': forwardedFor() }),
}));
