import { Breadcrumbs } from '@/components/bots/breadcrumbs';
import { botPageCopy } from '@/content/catalogue-pages';
import { CompareToggle } from '@/components/bots/compare-toggle';
import { OrderDialogTrigger } from '@/components/forms/order-dialog-trigger';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { Bot } from '@/content/bot';
import { categoriesPage } from '@/content/catalogue-pages';

/** The bot's own gradient behind its name; white text meets AA on both ends (content/bots.ts). */
export function BotHero({ bot }: { bot: Bot }) {
  return (
    <section
      className="text-white"
      style={{
        backgroundImage: `linear-gradient(135deg, ${bot.gradient.from}, ${bot.gradient.to})`,
      }}
    >
      <Container className="py-12 md:py-20">
        <Breadcrumbs
          tone="light"
          crumbs={[
            { name: 'Home', path: '/' },
            { name: categoriesPage.title, path: '/categories' },
            { name: bot.name, path: `/bots/${bot.slug}` },
          ]}
        />
        <p className="mt-8 text-sm font-semibold tracking-wide text-white uppercase">
          {bot.category}
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight md:text-6xl">{bot.name}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-white md:text-xl">
          {bot.description}
        </p>
        <div className="mt-6 flex flex-wrap gap-2">
          <Badge variant="primary">{bot.badges[0]}</Badge>
          <Badge variant="secondary">{bot.badges[1]}</Badge>
        </div>
        <div className="mt-8 flex flex-wrap items-start gap-4">
          <OrderDialogTrigger
            bot={bot}
            className={`${buttonClasses({ variant: 'outline', size: 'lg' })} border-white`}
          >
            {botPageCopy.getBot}
          </OrderDialogTrigger>
          <div className="pt-1.5">
            <CompareToggle slug={bot.slug} name={bot.name} tone="dark" />
          </div>
        </div>
      </Container>
    </section>
  );
}
