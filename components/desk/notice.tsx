import { DESK_ERRORS, DESK_NOTICES, type DeskNotice } from '@/content/desk';

/** The outcome of the last action, from the page's `notice` parameter. */
export function Notice({ code }: { code: string | string[] | undefined }) {
  const notice = typeof code === 'string' && Object.hasOwn(DESK_NOTICES, code) ? code : undefined;
  if (!notice) return null;
  const error = DESK_ERRORS.includes(notice as DeskNotice);
  return (
    <p
      role={error ? 'alert' : 'status'}
      className={`mb-6 rounded-xl border px-4 py-3 text-sm font-medium ${
        error ? 'border-red-200 bg-red-50 text-danger' : 'border-green-200 bg-green-50 text-success'
      }`}
    >
      {DESK_NOTICES[notice as DeskNotice]}
    </p>
  );
}
