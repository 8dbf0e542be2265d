'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { authClient } from '@/lib/desk/auth-client';

/** Signs in with a passkey added before (WebAuthn, through Better Auth). */
export function PasskeySignIn() {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  async function signIn() {
    setState('pending');
    const result = await authClient.signIn.passkey();
    if (result.error) {
      setState('failed');
      return;
    }
    router.push('/desk');
  }
  return (
    <div>
      <button
        type="button"
        onClick={signIn}
        disabled={state === 'pending'}
        className="min-h-11 w-full rounded-xl border border-primary-700 px-5 text-sm font-semibold text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-60"
      >
        {state === 'pending' ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </button>
      <p role="status" className="mt-2 text-sm text-danger">
        {state === 'failed'
          ? 'That passkey did not sign you in. Use an e-mailed link instead.'
          : ''}
      </p>
    </div>
  );
}
