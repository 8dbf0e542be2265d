'use client';

import { useEffect, useState, type ReactNode } from 'react';

const SHOW_AFTER_PX = 300;

/** `children`: the arrow icon, rendered on the server so lucide stays out of the browser. */
export function ScrollToTop({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  function scrollUp(event: React.MouseEvent<HTMLButtonElement>) {
    // The button hides itself on the way up; hiding a focused element makes the browser cancel
    // the smooth scroll halfway, so let go of focus first.
    event.currentTarget.blur();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={scrollUp}
      hidden={!visible}
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-primary-700 text-white shadow-lg transition-colors hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:right-6 sm:bottom-6"
    >
      {children}
    </button>
  );
}
