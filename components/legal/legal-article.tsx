import { Fragment } from 'react';
import { legalCopy } from '@/content/catalogue-pages';
import { Container } from '@/components/ui/container';
import { legalDocuments, type LegalDocument } from '@/content/legal';
import { site } from '@/content/site';

/** Turns each mention of the support address into a mailto link, the rest stays text. */
function withEmailLinks(text: string) {
  const parts = text.split(site.email);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <a
          href={site.emailHref}
          className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900"
        >
          {site.email}
        </a>
      ) : null}
    </Fragment>
  ));
}

/** A legal text set for reading: one 42rem column (about 70 characters a line), clear headings. */
export function LegalArticle({ document }: { document: LegalDocument }) {
  const others = legalDocuments.filter((candidate) => candidate.slug !== document.slug);
  // The article is the whole document, its title included: the <h1> is its heading.
  return (
    <>
      <article>
        <header className="border-b border-slate-200 bg-surface-tint">
          <Container className="py-12 md:py-16">
            <div className="mx-auto max-w-2xl">
              <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
                {legalCopy.eyebrow}
              </p>
              <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">
                {document.title}
              </h1>
              <p className="mt-4 text-lg text-slate-700">{document.description}</p>
              <p className="mt-4 text-sm font-medium text-slate-600">
                {legalCopy.lastUpdated(document.lastUpdated)}
              </p>
            </div>
          </Container>
        </header>
        <Container className="py-12 md:py-16">
          <div className="mx-auto max-w-2xl text-[1.0625rem] leading-relaxed text-slate-700">
            {document.sections.map((section) => (
              <section key={section.heading} className="mt-10 first:mt-0">
                <h2 className="text-2xl font-semibold tracking-tight text-slate-900">
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4">
                    {withEmailLinks(paragraph)}
                  </p>
                ))}
              </section>
            ))}
          </div>
        </Container>
      </article>
      <Container className="pb-12 md:pb-16">
        <nav
          aria-labelledby="related-policies"
          className="mx-auto mt-4 max-w-2xl border-t border-slate-200 pt-8"
        >
          <h2 id="related-policies" className="text-base font-semibold text-slate-900">
            {legalCopy.otherPolicies}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {others.map((other) => (
              <li key={other.slug}>
                <a
                  href={`/${other.slug}`}
                  className="inline-flex min-h-6 items-center font-medium text-primary-700 underline-offset-4 hover:underline"
                >
                  {other.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </>
  );
}
