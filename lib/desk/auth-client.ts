import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/client';

/** Better Auth in the browser, for passkeys only; loaded by the desk's pages, never the site's. */
export const authClient = createAuthClient({
  basePath: '/desk/api/auth',
  plugins: [passkeyClient()],
});
