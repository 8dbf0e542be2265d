import type { Metadata } from 'next';
import { Notice } from '@/components/desk/notice';
import { PasskeyAdd } from '@/components/desk/passkey-button';
import { getPasskeys } from '@/lib/desk/reads';
import { formatTime } from '@/lib/desk/format';

export const metadata: Metadata = { title: 'Passkeys' };

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const passkeys = await getPasskeys();
  const { notice } = await searchParams;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        Passkeys
      </h1>
      <Notice code={notice} />
      <p className="mb-4 max-w-2xl text-slate-700">
        A passkey signs you in on this device without an e-mailed link.
      </p>
      {passkeys.length ? (
        <ul className="mb-6 grid gap-2 text-sm">
          {passkeys.map((key) => (
            <li key={key.id} className="text-slate-800">
              {key.name ?? 'Passkey'}, added {key.createdAt ? formatTime(key.createdAt) : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-6 text-sm text-slate-700">You have no passkey yet.</p>
      )}
      <PasskeyAdd />
    </>
  );
}
