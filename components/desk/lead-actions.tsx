import { ActionForm } from '@/components/desk/action-form';
import { STATUS_LABELS, STATUSES_OF, type LeadStatus } from '@/content/desk';
import type { LeadType } from '@/content/leads';
import { addNote, changeStatus, giveVerdict } from '@/lib/desk/actions';
import { NOTE_MAX_LENGTH } from '@/content/desk';

const button =
  'min-h-11 rounded-xl px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';
const primary = `${button} bg-primary-700 text-white hover:bg-primary-800`;
const outline = `${button} border border-slate-300 text-slate-800 hover:bg-slate-50`;

function LeadFields({ type, id }: { type: LeadType; id: number }) {
  return (
    <>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

export function StatusForm({
  type,
  id,
  status,
}: {
  type: LeadType;
  id: number;
  status: LeadStatus;
}) {
  return (
    <ActionForm action={changeStatus} className="flex flex-wrap items-end gap-3">
      <LeadFields type={type} id={id} />
      {/* What this page shows: a change another owner made since is not overwritten. */}
      <input type="hidden" name="shown" value={status} />
      <div>
        <label htmlFor="status" className="block text-sm font-medium text-slate-700">
          Status
        </label>
        <select
          id="status"
          name="status"
          defaultValue={status}
          className="mt-1 block min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm"
        >
          {STATUSES_OF[type].map((option) => (
            <option key={option} value={option}>
              {STATUS_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={primary}>
        Save status
      </button>
    </ActionForm>
  );
}

export function VerdictForm({
  type,
  id,
  flagged,
}: {
  type: LeadType;
  id: number;
  flagged: boolean;
}) {
  return (
    <ActionForm action={giveVerdict}>
      <LeadFields type={type} id={id} />
      <input type="hidden" name="verdict" value={flagged ? 'not-spam' : 'spam'} />
      <button type="submit" className={flagged ? primary : outline}>
        {flagged ? 'Not spam' : 'Spam'}
      </button>
    </ActionForm>
  );
}

export function NoteForm({ type, id }: { type: LeadType; id: number }) {
  return (
    <ActionForm action={addNote} className="mt-4">
      <LeadFields type={type} id={id} />
      <label htmlFor="note" className="block text-sm font-medium text-slate-700">
        New note (at most 2,000 characters; notes are never edited)
      </label>
      <textarea
        id="note"
        name="body"
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        required
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white p-3 text-sm"
      />
      <button type="submit" className={`${primary} mt-3`}>
        Add note
      </button>
    </ActionForm>
  );
}
