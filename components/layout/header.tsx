import { Svg, botIcon, menuIcon, xIcon } from '@/components/ui/icon';
import { navCta, navLinks, site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { MobileMenu } from '@/components/layout/mobile-menu';

export function Header() {
  return (
    // h-16 must match --header-height in globals.css, which keeps anchors clear of the header.
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-full items-center justify-between gap-4">
        <a
          href="/"
          className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900 focus-ring"
        >
          <span className="flex size-9 items-center justify-center rounded-xl bg-primary-700 text-white">
            <Svg icon={botIcon} className="size-5" />
          </span>
          {site.name}
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="nav-link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* A wrapper carries the breakpoint: the button's own inline-flex would override `hidden`. */}
        <div className="hidden lg:block">
          <ButtonLink href={navCta.href} size="sm">
            {navCta.label}
          </ButtonLink>
        </div>
        <MobileMenu
          links={navLinks}
          cta={navCta}
          icons={{
            open: <Svg icon={menuIcon} className="size-6" />,
            close: <Svg icon={xIcon} className="size-6" />,
          }}
        />
      </Container>
    </header>
  );
}
