'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { NavLink } from '@/content/site';
import { buttonClasses } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';

const MENU_ID = 'mobile-menu';
const toggleClasses =
  'flex size-11 items-center justify-center rounded-xl text-slate-800 hover:bg-primary-50 focus-ring';

/**
 * The small-screen menu. Once the page runs, a disclosure button (`aria-expanded`) opens it;
 * following a link or pressing Escape closes it, Escape giving focus back to the button.
 * Before then, and without JavaScript, the menu is the target of the toggle's link
 * (`#mobile-menu`) and shows while it is: following one of its own links to a section of the
 * page makes that section the target, which closes the menu, as a <details> could not.
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
  const hydrated = useHydrated();
  // Read only once hydrated: a menu opened by its link before then stays open.
  const [open, setOpen] = useState(() => globalThis.location?.hash === `#${MENU_ID}`);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);
  const shown = hydrated ? (open ? 'block' : 'hidden') : 'hidden target:block';

  return (
    <div className="group lg:hidden">
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen(!open)}
          className={toggleClasses}
        >
          {open ? icons.close : icons.open}
        </button>
      ) : (
        <>
          <a
            href={`#${MENU_ID}`}
            aria-label="Menu"
            className={`${toggleClasses} group-has-[:target]:hidden`}
          >
            {icons.open}
          </a>
          {/* No element has this id: following it ends the menu's turn as target, scrolling nothing. */}
          <a
            href="#close-menu"
            aria-label="Close menu"
            className={`${toggleClasses} hidden group-has-[:target]:flex`}
          >
            {icons.close}
          </a>
        </>
      )}
      <nav
        id={MENU_ID}
        aria-label="Mobile"
        className={`${shown} absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg`}
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
    </div>
  );
}
