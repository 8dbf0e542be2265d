import { Info } from 'lucide-react';
import { compareControlsCopy } from '@/content/compare-controls';

/** Why no more bots can be added, said once above a list of 'Compare' toggles. */
export function CompareLimitNote({ id }: { id: string }) {
  return (
    <p
      id={id}
      className="mt-3 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      <Info aria-hidden className="size-4 shrink-0" />
      {compareControlsCopy.limitReached}
    </p>
  );
}
