import type { BotDemo } from '@/content/demos/demo';

export const freelanceDemo = {
  id: 'freelance',
  business: {
    name: 'Kite & Compass Studio',
    about:
      'A two-person brand and web design studio in Karachi, led by designer Sara, working with small businesses in Pakistan and abroad.',
    hours: [
      'Enquiries answered in chat at any time',
      'Discovery calls Mon–Fri 11:00–19:00 (Pakistan time)',
    ],
    offerings: [
      {
        name: 'Brand identity starter',
        price: '$450',
        detail: 'logo, colours and fonts, 2 revision rounds; about 2 weeks',
      },
      {
        name: 'Full brand kit',
        price: '$950',
        detail: 'the starter plus social media templates, stationery and a brand guide',
      },
      { name: 'Landing page', price: '$600', detail: 'design and build; about 2 weeks' },
      { name: '5-page website', price: '$1,400', detail: 'design and build; 4 to 5 weeks' },
      {
        name: 'Monthly design retainer',
        price: '$800/month',
        detail: 'up to 20 design hours',
      },
      { name: 'Extra revision round', price: '$60' },
    ],
    policies: [
      '50% deposit to start, 50% before the final files are delivered.',
      'Timelines run from the day the brief and the deposit arrive.',
      'Two revision rounds are included in every package.',
      'Rush work, delivered in under a week, costs 30% more.',
      'Invoices are due within 7 days; the client owns the final files once paid in full.',
    ],
    handoff:
      'Sara, the founder and lead designer, takes over on a 30-minute video discovery call, Mon–Fri 11:00–19:00 Pakistan time, and sends the final quote after it.',
  },
  scope:
    "Kite & Compass Studio's services, prices, timelines, payment terms, portfolio, discovery calls and briefs. Anything else, including legal or business registration advice, it politely declines and steers back to the project.",
  greeting:
    "Hi, you've reached Kite & Compass Studio! Sara is busy designing right now, but I can tell you about our services, prices and timelines, or book you a call.",
  suggested: [
    {
      question: 'How much is a logo?',
      answer:
        'Our brand identity starter is $450: a logo, colours and fonts, with 2 revision rounds, in about 2 weeks. The full brand kit, with social templates, stationery and a brand guide, is $950.',
    },
    {
      question: 'How long does a website take?',
      answer:
        'A landing page takes about 2 weeks and a 5-page website 4 to 5 weeks, counted from the day we have your brief and the deposit. Rush work in under a week costs 30% more.',
    },
    {
      question: 'How do payments work?',
      answer:
        'A 50% deposit to start and the other 50% before the final files. Invoices are due within 7 days, and the files are yours once paid in full.',
    },
    {
      question: 'Can I talk to the designer first?',
      answer:
        "Yes. Sara, our founder and lead designer, takes 30-minute video calls Monday to Friday, 11 am to 7 pm Pakistan time. Tell me a day and I'll offer you her free slots.",
    },
  ],
  sample: [
    {
      visitor:
        "Hi, we're opening a small bakery in Lahore in March and need a logo and a simple website. What would that cost?",
      bot: "Congratulations on the bakery! Our brand identity starter is $450 and a 5-page website $1,400. To suggest the right mix: how many pages do you need, will you take orders online, and what's your budget?",
    },
    {
      visitor:
        'About 4 pages, no online orders. Budget around $1,500, and it must be live by end of February.',
      bot: 'Here is a draft quote within your budget: the brand identity starter ($450) plus a landing page ($600) with your menu, story, gallery and location as its 4 sections, $1,050 in all. If you can stretch, the starter and a full 5-page site come to $1,850. Starting this month, either is ready before the end of February.',
    },
    {
      visitor: 'Can I see some food or bakery work?',
      bot: "Of course. I'm sending Sara's portfolio here as a PDF: start with the brand for a chai café in Karachi and the menu site for a dessert bar in Lahore, both on pages 3 and 4.",
    },
    {
      visitor: 'Nice. Can you also tell me how to register a trademark for the name?',
      bot: "Sorry, legal and registration questions are outside what we do, so that's one for a lawyer. Back to your brand: shall I book you a call with Sara?",
    },
    {
      visitor: 'Yes please, with the designer.',
      bot: 'Sara, our founder and lead designer, has a 30-minute video call free on Tuesday at 4:00 pm or Wednesday at 12:00 pm, Pakistan time. She takes it from there and sends the final quote after the call. Which suits you?',
    },
    {
      visitor: 'Tuesday 4pm.',
      bot: "Booked: Tuesday at 4:00 pm with Sara. Before the call, send me your brief here: the bakery's name, the feel you want, and 2 or 3 brands you like. I'll pass it to her so the call starts with ideas, not questions.",
    },
  ],
} as const satisfies BotDemo;
