import { Svg, arrowUpIcon, mailIcon, mapPinIcon, phoneIcon } from '@/components/ui/icon';
import { footer, footerColumns, site, type FooterLink } from '@/content/site';
import { NewsletterFormIsland } from '@/components/forms/islands';
import { Container } from '@/components/ui/container';
import { newTab } from '@/components/ui/new-tab';
import { CurrentYear } from '@/components/layout/current-year';
import { SocialIcon } from '@/components/layout/social-icon';
import { ScrollToTop } from '@/components/layout/scroll-to-top';

const linkClass = 'footer-link';

function FooterItem({ link }: { link: FooterLink }) {
  if (link.href === null) {
    // The label, then the badge on its own line under it: the same for every such item.
    return (
      <span className="flex flex-col items-start gap-1 text-slate-400">
        {link.label}
        <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs whitespace-nowrap text-slate-300">
          Coming soon
        </span>
      </span>
    );
  }
  if (link.external) {
    return (
      <a href={link.href} {...newTab} className={linkClass}>
        {link.label}
      </a>
    );
  }
  return (
    <a href={link.href} className={linkClass}>
      {link.label}
    </a>
  );
}

export function Footer() {
  return (
    <footer className="bg-navy text-slate-300">
      <Container className="py-12 md:py-16">
        <section
          aria-labelledby="newsletter-title"
          className="grid gap-6 rounded-2xl bg-white p-6 text-slate-900 shadow-sm md:p-8 lg:grid-cols-2 lg:items-center"
        >
          <div>
            <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight">
              {footer.newsletterTitle}
            </h2>
            <p className="mt-2 text-slate-600">{footer.newsletterIntro}</p>
          </div>
          <NewsletterFormIsland />
        </section>

        <div className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-6">
          <div className="col-span-2">
            <p className="text-xl font-bold text-white">{site.name}</p>
            <p className="mt-2 max-w-xs">{site.tagline}</p>
            <ul className="mt-5 space-y-3 text-sm">
              <li className="flex items-start gap-2">
                <Svg icon={mailIcon} className="mt-0.5 size-4 shrink-0" />
                <a href={site.emailHref} className={linkClass}>
                  {site.email}
                </a>
              </li>
              <li className="flex items-start gap-2">
                <Svg icon={phoneIcon} className="mt-0.5 size-4 shrink-0" />
                <a href={site.phoneHref} className={linkClass}>
                  {site.phone}
                </a>
              </li>
              <li className="flex items-start gap-2">
                <Svg icon={mapPinIcon} className="mt-0.5 size-4 shrink-0" />
                <span>{site.address}</span>
              </li>
            </ul>
            <ul aria-label="Social media" className="mt-5 flex gap-2">
              {site.socials.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.href}
                    {...newTab}
                    aria-label={social.name}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-ring-white"
                  >
                    <SocialIcon name={social.name} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-3 text-sm">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterItem link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <p className="mt-12 border-t border-white/10 pt-6 text-sm text-slate-400">
          © <CurrentYear buildYear={new Date().getFullYear()} /> {footer.copyrightHolder}.{' '}
          {footer.rights}
        </p>
      </Container>
      {/* Fixed to the screen, but in the page's last landmark, as every visible control is. */}
      <ScrollToTop>
        <Svg icon={arrowUpIcon} className="size-5" />
      </ScrollToTop>
    </footer>
  );
}
