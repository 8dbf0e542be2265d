import { platformLabel, type PlatformCode, type PlatformLabels } from '@/content/form-options';

/** Supported platforms as outlined chips; brand logos are not used (lucide has none). */
export function PlatformBadges({
  platforms,
  label,
  labels,
}: {
  platforms: readonly PlatformCode[];
  label: string;
  labels?: PlatformLabels;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {platforms.map((platform) => (
        <li
          key={platform}
          className="rounded-full border border-secondary-200 bg-secondary-50 px-3 py-1 text-sm font-medium text-secondary-800"
        >
          {platformLabel(platform, labels)}
        </li>
      ))}
    </ul>
  );
}
