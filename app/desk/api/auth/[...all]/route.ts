import { authResponse } from '@/lib/desk/auth-routes';

/** Better Auth's endpoints the desk uses (passkeys, sign-in links), only while the desk is on. */
export { authResponse as GET, authResponse as POST };
