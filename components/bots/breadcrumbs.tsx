import { Svg, chevronRightIcon } from '@/components/ui/icon';
import { JsonLd } from '@/components/bots/json-ld';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo';

/**
 * The visible trail and its BreadcrumbList JSON-LD, built from one list so they agree. On a bot's
 * gradient (`light`) its text is white, whole: at 90 % it fell under AA on LeadGenie's green.
 */
export function Breadcrumbs({
  crumbs,
  tone = 'dark',
}: {
  crumbs: readonly Crumb[];
  tone?: 'dark' | 'light';
}) {
  const linkTone = tone === 'light' ? 'text-white' : 'text-slate-600 hover:text-primary-700';
  const currentTone = tone === 'light' ? 'text-white' : 'text-slate-900';
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className={`font-medium ${currentTone}`}>
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <a
                      href={crumb.path}
                      className={`inline-flex min-h-6 items-center rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current ${linkTone}`}
                    >
                      {crumb.name}
                    </a>
                    <Svg icon={chevronRightIcon} className={`size-4 ${linkTone}`} />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
