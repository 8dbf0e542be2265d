import Link from 'next/link';

const LINKS = [
  { href: '/desk', label: 'Inbox' },
  { href: '/desk/spam', label: 'Suspected spam' },
  { href: '/desk/numbers', label: 'Numbers' },
  { href: '/desk/demos', label: 'Demos' },
  { href: '/desk/subscribers', label: 'Subscribers' },
  { href: '/desk/erase', label: 'Erasure' },
  { href: '/desk/record', label: 'Record' },
  { href: '/desk/account', label: 'Passkeys' },
] as const;

/** The desk's own navigation, and who is signed in. */
export function DeskNav({ email }: { email: string }) {
  return (
    <div className="mb-8 flex flex-col gap-4 border-b border-slate-200 pb-4 lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label="Desk">
        <ul className="flex flex-wrap gap-1">
          {LINKS.map(({ href, label }) => (
            <li key={href}>
              <Link
                href={href}
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* A plain post to a route handler (app/desk/sign-out), not a server action. */}
      <form
        action="/desk/sign-out"
        method="post"
        className="flex items-center gap-3 text-sm text-slate-700"
      >
        <span className="break-all">{email}</span>
        <button
          type="submit"
          className="min-h-11 rounded-lg border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          Sign out
        </button>
      </form>
    </div>
  );
}
