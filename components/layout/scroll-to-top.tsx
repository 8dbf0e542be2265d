import type { ReactNode } from 'react';

/**
 * A link to the top of the page (`#top` is the document's top, per HTML), scrolled smoothly by
 * the stylesheet's `scroll-behavior`. It shows after 300 px of scrolling through a
 * scroll-driven animation (`.scroll-to-top` in globals.css), so it needs no JavaScript; a
 * browser without scroll-driven animations shows it all the time.
 */
export function ScrollToTop({ children }: { children: ReactNode }) {
  return (
    <a
      href="#top"
      aria-label="Scroll to top"
      className="scroll-to-top fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-primary-700 text-white shadow-lg transition-colors hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:right-6 sm:bottom-6"
    >
      {children}
    </a>
  );
}
