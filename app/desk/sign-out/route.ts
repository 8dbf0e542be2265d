import { signOutResponse } from '@/lib/desk/sign-out';

export { signOutResponse as POST };
