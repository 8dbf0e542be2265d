import { Breadcrumbs } from '@/components/bots/breadcrumbs';
import { botPageCopy } from '@/content/catalogue-pages';
import { compareIcons } from '@/components/bots/compare-icons';
import { CompareToggle } from '@/components/bots/compare-toggle';
import { OrderDialog } from '@/components/forms/order-dialog';
import { orderButtonOf } from '@/content/order-target';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import {
  Svg,
  calendarCheckIcon,
  clockIcon,
  messageCircleIcon,
  tagIcon,
} from '@/components/ui/icon';
import type { Bot } from '@/content/bot';
import { botsPage } from '@/content/catalogue-pages';
import { BOT_PLATFORMS, platformLabel } from '@/content/form-options';
import { startingPlan } from '@/content/plans';

/** The facts a buyer weighs first, beside the bot's name. */
function AtAGlance() {
  const copy = botPageCopy.glance;
  const facts = [
    { icon: tagIcon, text: copy.price(startingPlan.price) },
    { icon: clockIcon, text: copy.setup },
    { icon: calendarCheckIcon, text: copy.trial },
    {
      icon: messageCircleIcon,
      text: `${copy.platforms} ${BOT_PLATFORMS.map((code) => platformLabel(code)).join(', ')}`,
    },
  ];
  return (
    <aside
      aria-labelledby="glance-title"
      className="rounded-2xl border border-white/30 bg-black/10 p-6 backdrop-blur-sm"
    >
      <h2 id="glance-title" className="text-sm font-semibold tracking-wide uppercase">
        {copy.title}
      </h2>
      <ul className="mt-4 space-y-3">
        {facts.map(({ icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Svg icon={icon} className="mt-0.5 size-5 shrink-0" />
            <span className="font-medium">{text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * The bot's own gradient behind its name; white text meets AA on both ends (content/bots.ts), and
 * keeps it on what lies over the gradient: whole white text, panels that darken it (a white veil
 * took LeadGenie's green under 4.5:1), and white focus rings (the site's indigo one all but
 * vanished on these colours).
 */
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
            { name: botsPage.title, path: '/bots' },
            { name: bot.name, path: `/bots/${bot.slug}` },
          ]}
        />
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-white uppercase">
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
              <OrderDialog
                {...orderButtonOf(bot)}
                className={`${buttonClasses({ variant: 'outline', size: 'lg' })} border-white focus-visible:outline-white`}
              >
                {botPageCopy.getBot}
              </OrderDialog>
              <div className="pt-1.5">
                <CompareToggle slug={bot.slug} name={bot.name} tone="dark" icons={compareIcons} />
              </div>
            </div>
          </div>
          <AtAGlance />
        </div>
      </Container>
    </section>
  );
}
