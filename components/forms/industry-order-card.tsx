import type { Industry } from '@/content/industries';
import { industryPageCopy } from '@/content/catalogue-pages';
import { ORDER_FORM_TITLE } from '@/content/messages';
import { industryOrderTarget } from '@/content/order-target';
import { INDUSTRY_ORDER_ANCHOR } from '@/content/demo-pages';
import { OrderFormIsland } from '@/components/forms/islands';

/** The 'Fill Order Details' card of an industry page; it posts without JavaScript too. */
export function IndustryOrderCard({ industry }: { industry: Industry }) {
  return (
    <section
      id={INDUSTRY_ORDER_ANCHOR}
      aria-labelledby="order-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="order-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {ORDER_FORM_TITLE}
      </h2>
      <p className="mt-2 mb-6 text-slate-700">{industryPageCopy.orderIntro(industry.title)}</p>
      <OrderFormIsland target={industryOrderTarget(industry)} />
    </section>
  );
}
