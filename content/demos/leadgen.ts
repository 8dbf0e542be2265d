import type { BotDemo } from '@/content/demos/demo';

export const leadgenDemo = {
  id: 'leadgen',
  business: {
    name: 'Dhoop Solar Solutions',
    about:
      'Designs and installs solar systems for homes and shops in Lahore and nearby towns, with or without batteries for load-shedding.',
    hours: [
      'Chat at any time',
      'Sales team Mon–Sat 10:00–19:00',
      'Site surveys Mon–Sat 10:00–17:00',
    ],
    offerings: [
      {
        name: '5 kW on-grid system',
        price: 'PKR 850,000 installed',
        detail: 'no batteries; suits summer bills up to about PKR 25,000',
      },
      {
        name: '10 kW on-grid system',
        price: 'PKR 1,550,000 installed',
        detail: 'no batteries; suits summer bills up to about PKR 50,000',
      },
      {
        name: '6 kW hybrid with 5 kWh lithium battery',
        price: 'PKR 1,400,000 installed',
        detail: 'runs lights, fans and a fridge through load-shedding',
      },
      {
        name: '10 kW hybrid with 10 kWh lithium battery',
        price: 'PKR 2,450,000 installed',
        detail: 'suits summer bills up to about PKR 50,000, with backup for load-shedding',
      },
      { name: 'Net-metering paperwork', price: 'PKR 45,000' },
      { name: 'Site survey', price: 'Free in Lahore', detail: 'PKR 5,000 outside Lahore' },
    ],
    policies: [
      'Prices include panels, inverter, mounting, wiring and installation; batteries only in hybrid systems.',
      'Payment: 20% advance, 70% when the equipment is delivered, 10% after installation; or 12 monthly instalments through a partner bank, subject to its approval.',
      'Installation within 7 to 10 days of the survey.',
      'Warranties: panels 12 years from the maker, inverter 5 years, our workmanship 2 years.',
      "Contact details are taken only with the customer's consent, and only the first name in chat.",
    ],
    handoff:
      'Hamza, on the sales team, calls back within 30 minutes in sales hours to confirm the survey and answer questions on price.',
  },
  scope:
    "Dhoop Solar Solutions' systems, prices, payment options, warranties, surveys and installation, asking a few questions to size the system and book a survey. Anything else it politely declines and steers back to solar.",
  greeting:
    'Hi, thanks for clicking our ad! Dhoop Solar Solutions installs solar for homes and shops in Lahore. Want a rough price for yours? It takes three questions.',
  suggested: [
    {
      question: 'How much is a 5 kW system?',
      answer:
        'Our 5 kW on-grid system is PKR 850,000 installed, with panels, inverter, mounting and wiring; it suits summer bills up to about PKR 25,000. For backup during load-shedding, the 6 kW hybrid with a 5 kWh battery is PKR 1,400,000.',
    },
    {
      question: 'Can I pay in instalments?',
      answer:
        'Yes: 12 monthly instalments through our partner bank, subject to its approval. Or pay 20% in advance, 70% when the equipment arrives and 10% after installation.',
    },
    {
      question: 'What warranty do I get?',
      answer:
        'Panels carry a 12-year warranty from the maker, the inverter 5 years, and our installation work 2 years.',
    },
    {
      question: 'Is the site survey free?',
      answer:
        'Yes, in Lahore the survey is free; outside Lahore it is PKR 5,000. Surveys are Monday to Saturday, 10:00 to 17:00, and installation follows within 7 to 10 days.',
    },
  ],
  sample: [
    {
      visitor: 'Saw your ad on Facebook. How much for solar for my house?',
      bot: "Happy to help you size it. Three quick questions: roughly what's your monthly electricity bill in summer, do you need power during load-shedding, and which city is the house in?",
    },
    {
      visitor: 'About 45,000 in summer, yes we need backup, Lahore.',
      bot: 'For a summer bill around PKR 45,000, most homes need about 10 kW. With backup for load-shedding, our 10 kW hybrid with a 10 kWh lithium battery is PKR 2,450,000 installed, and a free survey confirms the right size. When are you hoping to install?',
    },
    {
      visitor: 'This month if the price is OK. Do you have instalments?',
      bot: "Yes: 12 monthly instalments through our partner bank, subject to its approval, or 20% advance, 70% on delivery of the equipment and 10% after installation. Since you'd like it this month, the next step is a free site survey: Saturday at 11:00 or Monday at 15:00?",
    },
    {
      visitor: 'Saturday 11. Should I send you a photo of my bill?',
      bot: 'Saturday at 11:00 is booked. No need to send your bill here: the surveyor looks at it on site. With your OK, I will pass this chat to our sales team so they can confirm the survey. What first name should they ask for?',
    },
    {
      visitor: "Sure. I'm Adeel.",
      bot: 'Thanks, Adeel. Hamza from our sales team will call you on this number within 30 minutes to confirm Saturday and answer anything about the price. Installation follows 7 to 10 days after the survey.',
    },
    {
      visitor: 'One more thing, which mobile phone should I buy these days?',
      bot: "That one's beyond me, I'm afraid: I only know solar and Dhoop's systems. Anything else about your survey or the system?",
    },
    {
      visitor: "No, that's all.",
      bot: "Great. I'll send you a reminder on Friday evening for Saturday's 11:00 survey. Enjoy the sunshine, Adeel!",
    },
  ],
} as const satisfies BotDemo;
