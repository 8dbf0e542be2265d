'use client';

import type { MouseEvent, ReactNode } from 'react';

/** Back to the top without adding `#top` to the address: scrolled, and focus restarts there. */
function toTop(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
  const body = document.body;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true });
}

/**
 * A link to the top of the page (`#top` is the document's top, per HTML; without JavaScript
 * the browser follows it). It shows after 300 px of scrolling through a scroll-driven
 * animation (`.scroll-to-top` in globals.css); a browser without scroll-driven animations
 * shows it all the time. It never covers the page: below 1024 px it sits in the fixed header,
 * left of the menu toggle; wider, in the margin right of the page's column (32 px at 1024, so
 * 28 px round there; 48 px from 1280).
 */
export function ScrollToTop({ children }: { children: ReactNode }) {
  return (
    <a
      href="#top"
      aria-label="Scroll to top"
      onClick={toTop}
      className="scroll-to-top fixed top-2.5 right-[4.25rem] z-50 flex size-11 items-center justify-center rounded-full bg-primary-700 text-white shadow-lg transition-colors hover:bg-primary-800 focus-ring sm:right-[4.75rem] lg:top-auto lg:right-0.5 lg:bottom-4 lg:size-7 xl:right-6 xl:bottom-6 xl:size-12"
    >
      {children}
    </a>
  );
}
