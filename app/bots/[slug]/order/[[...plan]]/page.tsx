import type { Metadata } from 'next';
import { Svg, arrowLeftIcon } from '@/components/ui/icon';
import { notFound } from 'next/navigation';
import { bots, getBot } from '@/content/bots';
import { PLANS, type PlanCode } from '@/content/form-options';
import { orderPageCopy } from '@/content/catalogue-pages';
import { ORDER_FORM_TITLE } from '@/content/messages';
import { botOrderTarget, orderDescription } from '@/content/order-target';

import { OrderFormIsland } from '@/components/forms/islands';
import { Container } from '@/components/ui/container';

type Props = { params: Promise<{ slug: string; plan?: string[] }> };

// Twelve bots, each with no plan or one of three: every order page exists as static HTML.
export const dynamicParams = false;

export function generateStaticParams() {
  return bots.flatMap((bot) => [
    { slug: bot.slug, plan: [] },
    ...PLANS.map((plan) => ({ slug: bot.slug, plan: [plan] })),
  ]);
}

function isPlan(value: string | undefined): value is PlanCode {
  return PLANS.some((plan) => plan === value);
}

async function resolve(params: Props['params']) {
  const { slug, plan: segments = [] } = await params;
  const bot = getBot(slug);
  const [plan, ...rest] = segments;
  if (!bot || rest.length > 0 || (plan !== undefined && !isPlan(plan))) return undefined;
  return { bot, plan: plan as PlanCode | undefined };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const order = await resolve(params);
  if (!order) return {};
  return {
    title: `Order ${orderDescription(order.bot, order.plan)}`,
    description: orderPageCopy.description(order.bot.name),
    // The bot page is the one to find; this is where its order buttons lead without JavaScript.
    robots: { index: false, follow: true },
  };
}

/** The order form as a page: where 'Choose {plan}' and 'Get Bot' lead without JavaScript. */
export default async function OrderPage({ params }: Props) {
  const order = await resolve(params);
  if (!order) notFound();
  const { bot, plan } = order;
  return (
    <div className="bg-surface-tint py-12 md:py-20">
      <Container className="max-w-3xl">
        <a
          href={`/bots/${bot.slug}`}
          className="inline-flex min-h-6 items-center gap-1.5 rounded text-sm font-medium text-primary-700 underline-offset-4 hover:underline focus-ring"
        >
          <Svg icon={arrowLeftIcon} className="size-4" />
          Back to {bot.name}
        </a>
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">{ORDER_FORM_TITLE}</h1>
          <p className="mt-2 mb-6 text-lg text-slate-700">{orderDescription(bot, plan)}</p>
          <OrderFormIsland target={botOrderTarget(bot)} plan={plan} />
        </div>
      </Container>
    </div>
  );
}
