import { Svg, circleCheckIcon } from '@/components/ui/icon';
import { botPageCopy } from '@/content/catalogue-pages';
import { PlanCard } from '@/components/bots/plan-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { Container } from '@/components/ui/container';
import type { Bot } from '@/content/bot';
import { ALL_PLANS_INCLUDE, plans } from '@/content/plans';

export function PricingSection({ bot }: { bot: Bot }) {
  return (
    <section aria-labelledby="pricing-title" className="bg-surface-tint py-12 md:py-20">
      <Container>
        <SectionHeading
          id="pricing-title"
          eyebrow={botPageCopy.pricingEyebrow}
          title={botPageCopy.pricingTitle}
          intro={botPageCopy.pricingIntro}
        />
        <ul className="mx-auto mt-14 grid max-w-xl gap-8 md:mt-16 lg:max-w-none lg:grid-cols-3 lg:gap-8">
          {plans.map((plan) => (
            <li key={plan.code}>
              <PlanCard bot={bot} plan={plan} />
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-12 max-w-4xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
          <h3 className="text-lg font-semibold text-slate-900">{botPageCopy.allPlansTitle}</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {ALL_PLANS_INCLUDE.map((item) => (
              <li key={item} className="flex items-start gap-3 text-slate-700">
                <Svg icon={circleCheckIcon} className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
