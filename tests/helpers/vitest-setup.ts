import { vi } from 'vitest';
import { requestHeaders } from '@/tests/helpers/request-headers';

// Server actions read the client address from the request; tests call them outside a request.
vi.mock('next/headers', () => ({ headers: async () => requestHeaders() }));
