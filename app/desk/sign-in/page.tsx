import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ActionForm } from '@/components/desk/action-form';
import { Notice } from '@/components/desk/notice';
import { PasskeySignIn } from '@/components/desk/passkey-button';
import { currentOwner } from '@/lib/desk/session';
import { requestSignInLink } from '@/lib/desk/sign-in';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (await currentOwner()) redirect('/desk');
  const { notice } = await searchParams;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        Sign in to the desk
      </h1>
      <p className="mb-6 text-slate-700">For the site&rsquo;s owners only.</p>
      <Notice code={notice} />
      <ActionForm
        action={requestSignInLink}
        className="rounded-xl border border-slate-200 bg-white p-4 md:p-6"
      >
        <label htmlFor="email" className="block text-sm font-medium text-slate-700">
          E-mail address
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email webauthn"
          required
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
        />
        <button
          type="submit"
          className="mt-4 min-h-11 w-full rounded-xl bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          E-mail me a sign-in link
        </button>
      </ActionForm>
      <div className="mt-6">
        <PasskeySignIn />
      </div>
    </div>
  );
}
