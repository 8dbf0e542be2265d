'use client';

import { hydrateOnInteraction } from '@/components/ui/hydrate-on-interaction';

/**
 * The forms as islands, and the bot demo's panel, whose questions are forms too: a page ships
 * their HTML, which posts without JavaScript too, and their code arrives when a visitor's pointer
 * or focus reaches them. One module for all of them, so no page starts with a chunk of its own
 * for one.
 */
export const NewsletterFormIsland = hydrateOnInteraction(() =>
  import('@/components/forms/newsletter-form').then((module) => module.NewsletterForm),
);

export const OrderFormIsland = hydrateOnInteraction(() =>
  import('@/components/forms/order-form').then((module) => module.OrderForm),
);

export const CustomBotFormIsland = hydrateOnInteraction(() =>
  import('@/components/forms/custom-bot-form').then((module) => module.CustomBotForm),
);

export const ContactFormIsland = hydrateOnInteraction(() =>
  import('@/components/forms/contact-form').then((module) => module.ContactForm),
);

export const DemoPanelIsland = hydrateOnInteraction(() =>
  import('@/components/demo/demo-panel').then((module) => module.DemoPanel),
);
