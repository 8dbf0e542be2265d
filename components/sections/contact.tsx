import { Fragment } from 'react';
import { contactSection } from '@/content/home';
import { ContactFormIsland } from '@/components/forms/islands';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import { newTab } from '@/components/ui/new-tab';

/**
 * An e-mail address may wrap before its '@' or before a dot of its domain, as typesetters break
 * one, never after the '@' nor inside a word: 'support' / '@botbazaar.example'.
 */
function AddressBreaks({ text }: { text: string }) {
  const at = text.indexOf('@');
  if (at < 0) return text;
  const [domain, ...rest] = text.slice(at).split('.');
  return (
    <>
      {text.slice(0, at)}
      <wbr />
      {domain}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <wbr />.{part}
        </Fragment>
      ))}
    </>
  );
}

export function Contact() {
  return (
    <section
      id={contactSection.id}
      aria-labelledby="contact-title"
      className="bg-white py-12 md:py-20"
    >
      <Container>
        <SectionHeading
          id="contact-title"
          title={contactSection.title}
          intro={contactSection.intro}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {contactSection.cards.map((card) => (
            <li key={card.title}>
              <a
                href={card.href}
                {...newTab}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-md focus-ring"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary-100 text-primary-700">
                  <Icon name={card.icon} className="size-6" />
                </span>
                <span className="mt-4 text-lg font-semibold text-slate-900">{card.title}</span>
                <span className="mt-1 font-medium text-primary-700">
                  <AddressBreaks text={card.value} />
                </span>
                <span className="mt-2 text-sm text-slate-600">{card.note}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-10 grid gap-8 lg:grid-cols-5">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8 lg:col-span-3">
            <h3 className="text-xl font-bold text-slate-900">{contactSection.formTitle}</h3>
            <div className="mt-6">
              <ContactFormIsland />
            </div>
          </div>
          <div className="space-y-8 lg:col-span-2">
            <div className="rounded-2xl bg-primary-900 p-6 text-white md:p-8">
              <h3 className="text-xl font-bold">{contactSection.whyTitle}</h3>
              <ul className="mt-6 space-y-5">
                {contactSection.whyPoints.map((point) => (
                  <li key={point.title} className="flex gap-4">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15">
                      <Icon name={point.icon} />
                    </span>
                    <div>
                      <h4 className="font-semibold">{point.title}</h4>
                      <p className="mt-1 text-sm text-primary-100">{point.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
              <h3 className="text-xl font-bold text-slate-900">
                {contactSection.quickActionsTitle}
              </h3>
              <ul className="mt-4 space-y-2">
                {contactSection.quickActions.map((action) => (
                  <li key={action.label}>
                    <a
                      href={action.href}
                      {...(action.external ? newTab : {})}
                      className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-medium text-primary-700 hover:bg-primary-50 focus-ring"
                    >
                      <Icon name={action.icon} />
                      {action.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
