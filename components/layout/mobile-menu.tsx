'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { NavLink } from '@/content/site';
import { buttonClasses } from '@/components/ui/button';

/** `icons`: the toggle's two icons, rendered on the server so lucide stays out of the browser. */
export function MobileMenu({
  links,
  cta,
  icons,
}: {
  links: readonly NavLink[];
  cta: NavLink;
  icons: { open: ReactNode; close: ReactNode };
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
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

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
        className="flex size-11 items-center justify-center rounded-xl text-slate-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        {open ? icons.close : icons.open}
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 sm:px-6">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={close}
                className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-primary-50 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
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
