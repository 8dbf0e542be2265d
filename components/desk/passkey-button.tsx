'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { authClient } from '@/lib/desk/auth-client';

type PasskeyCall = () => Promise<{ error?: unknown } | null | undefined>;

/** A passkey ceremony behind a button: waiting while the device asks, then a page or a message. */
function PasskeyButton({
  call,
  label,
  waiting,
  failed,
  then,
  className,
}: {
  call: PasskeyCall;
  label: string;
  waiting: string;
  failed: string;
  then: string;
  className: string;
}) {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  // The page it goes to may be this one (a passkey added: the account page, with its notice), so
  // the button is itself again once that page is shown, not left waiting.
  const [navigating, startNavigation] = useTransition();
  async function run() {
    setState('pending');
    const result = await call();
    if (result?.error) {
      setState('failed');
      return;
    }
    startNavigation(() => router.push(then));
    setState('idle');
  }
  const busy = state === 'pending' || navigating;
  return (
    <div>
      <button type="button" onClick={run} disabled={busy} className={`btn btn-md ${className}`}>
        {busy ? waiting : label}
      </button>
      <p role="status" className="mt-2 text-sm text-danger">
        {state === 'failed' ? failed : ''}
      </p>
    </div>
  );
}

/** Adds a passkey to the signed-in owner, for signing in without a link from then on. */
export function PasskeyAdd() {
  return (
    <PasskeyButton
      call={() => authClient.passkey.addPasskey({ name: 'Desk passkey' })}
      label="Add a passkey"
      waiting="Waiting for your device…"
      failed="The passkey was not added. Try again."
      then="/desk/account?notice=passkey-added"
      className="btn-primary"
    />
  );
}

/** Signs in with a passkey added before (WebAuthn, through Better Auth). */
export function PasskeySignIn() {
  return (
    <PasskeyButton
      call={() => authClient.signIn.passkey()}
      label="Sign in with a passkey"
      waiting="Waiting for your passkey…"
      failed="That passkey did not sign you in. Use an e-mailed link instead."
      then="/desk"
      className="btn-outline w-full"
    />
  );
}
