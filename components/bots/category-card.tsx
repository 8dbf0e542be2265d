import { Icon, Svg, arrowRightIcon } from '@/components/ui/icon';
import type { Category } from '@/content/categories';

/** A whole-card link to an industry page; the accent colour tints the icon tile. */
export function CategoryCard({
  category,
  cta,
  headingLevel = 2,
}: {
  category: Category;
  cta: string;
  /** 3 where the card sits under a section heading of its own, as on the home page. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <a href={category.path} className="card-link group">
      <span
        className="flex size-12 items-center justify-center rounded-xl"
        style={{ color: category.color, backgroundColor: `${category.color}14` }}
      >
        <Icon name={category.icon} className="size-6" />
      </span>
      <Heading className="mt-5 text-lg font-semibold text-slate-900">{category.name}</Heading>
      <p className="mt-2 flex-1 text-slate-600">{category.description}</p>
      <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4 text-sm">
        <span className="font-semibold" style={{ color: category.color }}>
          {category.botCount}
        </span>
        <span className="inline-flex items-center gap-1 font-semibold text-primary-700">
          {cta}
          <Svg
            icon={arrowRightIcon}
            className="size-4 transition-transform duration-200 group-hover:translate-x-0.5"
          />
        </span>
      </div>
    </a>
  );
}
