import { Svg, infoIcon } from '@/components/ui/icon';
import { compareControlsCopy } from '@/content/compare-controls';

/** The note's id, which every toggle it speaks for names as its description. */
export const COMPARE_LIMIT_NOTE_ID = 'compare-limit-note';

/** Why no more bots can be added, said once above a list of 'Compare' toggles. */
export function CompareLimitNote() {
  return (
    <p
      id={COMPARE_LIMIT_NOTE_ID}
      className="mt-3 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      <Svg icon={infoIcon} className="size-4 shrink-0" />
      {compareControlsCopy.limitReached}
    </p>
  );
}
