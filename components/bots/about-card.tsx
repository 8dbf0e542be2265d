import { Icon } from '@/components/ui/icon';
import type { AboutCard as AboutCardContent } from '@/content/about';

export function AboutCard({ card }: { card: AboutCardContent }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow duration-200 hover:shadow-md md:p-8">
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
        <Icon name={card.icon} className="size-6" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-slate-900">{card.title}</h2>
      <p className="mt-3 leading-relaxed text-slate-700">{card.body}</p>
    </article>
  );
}
