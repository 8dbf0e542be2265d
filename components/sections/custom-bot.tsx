import { customBotSection } from '@/content/home';
import { CustomBotFormIsland } from '@/components/forms/islands';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

export function CustomBot() {
  return (
    <section
      id={customBotSection.id}
      aria-labelledby="custombot-title"
      className="bg-white py-12 md:py-20"
    >
      <Container>
        <SectionHeading
          id="custombot-title"
          title={customBotSection.title}
          intro={customBotSection.intro}
        />
        <div className="mt-10 grid gap-8 lg:grid-cols-5">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8 lg:col-span-3">
            <h3 className="text-xl font-bold text-slate-900">{customBotSection.formTitle}</h3>
            <p className="mt-1 text-slate-600">{customBotSection.formIntro}</p>
            <div className="mt-6">
              <CustomBotFormIsland />
            </div>
          </div>
          <div className="space-y-8 lg:col-span-2">
            <div className="rounded-2xl bg-surface-tint p-6 md:p-8">
              <h3 className="text-xl font-bold text-slate-900">{customBotSection.benefitsTitle}</h3>
              <ul className="mt-6 space-y-5">
                {customBotSection.benefits.map((benefit) => (
                  <li key={benefit.title} className="flex gap-4">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-700">
                      <Icon name={benefit.icon} />
                    </span>
                    <div>
                      <h4 className="font-semibold text-slate-900">{benefit.title}</h4>
                      <p className="mt-1 text-sm text-slate-600">{benefit.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
              <h3 className="text-xl font-bold text-slate-900">{customBotSection.processTitle}</h3>
              <ol className="mt-6 space-y-5">
                {customBotSection.process.map((step, index) => (
                  <li key={step.title} className="flex gap-4">
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white">
                      {index + 1}
                    </span>
                    <div>
                      <h4 className="font-semibold text-slate-900">
                        {step.title}{' '}
                        <span className="ml-1 rounded-full bg-secondary-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-secondary-800">
                          {step.duration}
                        </span>
                      </h4>
                      <p className="mt-1 text-sm text-slate-600">{step.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
