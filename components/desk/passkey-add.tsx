'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { authClient } from '@/lib/desk/auth-client';

/** Adds a passkey to the signed-in owner, for signing in without a link from then on. */
export function PasskeyAdd() {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  async function add() {
    setState('pending');
    const result = await authClient.passkey.addPasskey({ name: 'Desk passkey' });
    if (result?.error) {
      setState('failed');
      return;
    }
    router.push('/desk/account?notice=passkey-added');
  }
  return (
    <div>
      <button
        type="button"
        onClick={add}
        disabled={state === 'pending'}
        className="min-h-11 rounded-xl bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-60"
      >
        {state === 'pending' ? 'Waiting for your device…' : 'Add a passkey'}
      </button>
      <p role="status" className="mt-2 text-sm text-danger">
        {state === 'failed' ? 'The passkey was not added. Try again.' : ''}
      </p>
    </div>
  );
}
