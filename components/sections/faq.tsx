import { faqs, helpCards, quickResources } from '@/content/faq';
import { FaqAccordionIsland } from '@/components/sections/faq-accordion-island';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { newTab } from '@/components/ui/new-tab';
import { SectionHeading } from '@/components/ui/section-heading';

// Not in content/home.ts: the FAQ section's fixed headings (docs/rules.md#catalogue-and-pages).
const faqSection = {
  title: 'Frequently Asked Questions',
  intro: 'Plans, setup, platforms and data: the questions business owners ask us most.',
  helpTitle: 'Need More Help?',
  resourcesTitle: 'Quick Resources',
} as const;

export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-surface-tint py-12 md:py-20">
      <Container>
        <SectionHeading id="faq-title" title={faqSection.title} intro={faqSection.intro} />
        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <FaqAccordionIsland faqs={faqs} className="space-y-3 lg:col-span-2" />
          <div>
            <h3 className="text-xl font-bold text-slate-900">{faqSection.helpTitle}</h3>
            <ul className="mt-4 space-y-4">
              {helpCards.map((card) => (
                <li
                  key={card.title}
                  className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 items-center justify-center rounded-xl bg-primary-100 text-primary-700">
                      <Icon name={card.icon} />
                    </span>
                    <h4 className="font-semibold text-slate-900">{card.title}</h4>
                  </div>
                  <p className="mt-3 text-sm text-slate-600">{card.description}</p>
                  <a
                    href={card.href}
                    {...(card.external ? newTab : {})}
                    className={`${buttonClasses({ variant: 'outline', size: 'sm' })} mt-4`}
                  >
                    {card.action}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        {/* What the provider sends a customer after an order: described here, not links. */}
        <div className="mt-12 border-t border-slate-200 pt-8">
          <h3 className="text-lg font-bold text-slate-900">{faqSection.resourcesTitle}</h3>
          <ul className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-5">
            {quickResources.map((resource) => (
              <li key={resource.title}>
                <p className="font-medium text-slate-900">{resource.title}</p>
                <p className="mt-1 text-sm text-slate-600">{resource.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
