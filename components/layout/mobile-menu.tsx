'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { NavLink } from '@/content/site';
import { buttonClasses } from '@/components/ui/button';

/**
 * The small-screen menu: a native disclosure (<details>), so it opens and closes without
 * JavaScript too, and the browser announces its toggle and whether it is open (HTML allows
 * no role or aria-expanded on a <summary>). With JavaScript, Escape closes it and gives focus
 * back to the toggle, and following a link closes it.
 * `icons`: the toggle's two icons, rendered on the server so lucide stays out of the browser.
 */
export function MobileMenu({
  links,
  cta,
  icons,
}: {
  links: readonly NavLink[];
  cta: NavLink;
  icons: { open: ReactNode; close: ReactNode };
}) {
  const detailsRef = useRef<HTMLDetailsElement>(null);

  // Listens for as long as the menu is on the page and asks the element whether it is open: the
  // element opens within the click, its toggle event (and so `open`) only a task later.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const details = detailsRef.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
  };

  return (
    <details ref={detailsRef} className="group lg:hidden">
      <summary
        aria-label="Menu"
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-xl text-slate-800 hover:bg-primary-50 focus-ring [&::-webkit-details-marker]:hidden"
      >
        <span className="group-open:hidden">{icons.open}</span>
        <span className="hidden group-open:inline">{icons.close}</span>
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 sm:px-6">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={close} className="mobile-nav-link">
                {link.label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <a href={cta.href} onClick={close} className={`${buttonClasses()} w-full`}>
              {cta.label}
            </a>
          </li>
        </ul>
      </nav>
    </details>
  );
}
