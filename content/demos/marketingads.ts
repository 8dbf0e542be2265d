import type { BotDemo } from '@/content/demos/demo';

export const marketingadsDemo = {
  id: 'marketingads',
  business: {
    name: 'Sheesham & Co. Furniture',
    about:
      'Solid sheesham wood furniture, made in its own workshop in Lahore and sold from one showroom and online. Its Spring Sale ads run on Instagram and Facebook.',
    hours: ['Showroom daily 11:00–21:00', 'Replies to ads and messages at any time'],
    offerings: [
      {
        name: '3-seater velvet sofa',
        price: 'PKR 145,000',
        detail:
          'PKR 123,250 with SPRING15 until 31 March; six colours, including emerald, rust and navy; made to order',
      },
      {
        name: '6-seater dining table with chairs',
        price: 'PKR 285,000',
        detail: 'made to order',
      },
      { name: 'King bed with two side tables', price: 'PKR 210,000', detail: 'made to order' },
      { name: 'Coffee table', price: 'PKR 38,000', detail: 'in stock' },
      { name: '5-shelf bookcase', price: 'PKR 32,000', detail: 'in stock' },
      { name: 'TV console', price: 'PKR 55,000', detail: 'in stock' },
    ],
    policies: [
      'Spring Sale: 15% off sofas and dining sets with the code SPRING15, until 31 March; not combined with other offers.',
      'Made-to-order pieces take 3 to 4 weeks and need a 30% advance; in-stock pieces are delivered within 5 days.',
      'Delivery is free in Lahore; a flat PKR 8,000 to other cities in Punjab.',
      'One-year warranty on the wood and joinery.',
      'Offers are sent only to people who reply YES, at most twice a month; STOP ends them.',
    ],
    handoff:
      'Hira, the showroom sales adviser, calls back within an hour in showroom hours, for custom sizes and bulk orders.',
  },
  scope:
    "Sheesham & Co. Furniture's pieces, prices, the Spring Sale and its code, delivery, warranty and the showroom, replying to people who come from its ads. Anything else it politely declines and steers back to the furniture.",
  greeting:
    'Hi, thanks for your message to Sheesham & Co. Furniture! Our Spring Sale is on: 15% off sofas and dining sets. Which piece caught your eye?',
  suggested: [
    {
      question: 'How much is the sofa in your ad?',
      answer:
        'The 3-seater velvet sofa from our ad is PKR 145,000, or PKR 123,250 with the code SPRING15 until 31 March. It comes in six colours and delivery in Lahore is free.',
    },
    {
      question: 'How long does delivery take?',
      answer:
        'In-stock pieces arrive within 5 days. Sofas, dining sets and beds are made to order in 3 to 4 weeks, with a 30% advance. Delivery is free in Lahore and PKR 8,000 to other cities in Punjab.',
    },
    {
      question: 'Does the discount code work on everything?',
      answer:
        'SPRING15 gives 15% off sofas and dining sets until 31 March. It does not cover other pieces and cannot be combined with other offers.',
    },
    {
      question: 'Can I see the furniture before buying?',
      answer:
        'Yes, our showroom in Lahore is open every day, 11:00 to 21:00. Every piece carries a one-year warranty on the wood and joinery.',
    },
  ],
  sample: [
    {
      visitor: 'Price?',
      bot: 'Hi! You commented on our Spring Sale sofa ad: the 3-seater velvet sofa is PKR 145,000, and with the code SPRING15 it is PKR 123,250 until 31 March. It comes in six colours, and delivery in Lahore is free.',
    },
    {
      visitor: 'Do you have emerald green? Delivery to Faisalabad?',
      bot: 'Yes, emerald is one of the six colours. It is made to order in 3 to 4 weeks, with a 30% advance. Delivery to Faisalabad is a flat PKR 8,000.',
    },
    {
      visitor: 'Does the code work on the coffee table too?',
      bot: 'SPRING15 covers sofas and dining sets only, so the coffee table stays at PKR 38,000. With the emerald sofa at PKR 123,250, that is PKR 161,250, plus PKR 8,000 for delivery to Faisalabad.',
    },
    {
      visitor: 'OK. Can you send me offers in future?',
      bot: "Happy to. Reply YES and we'll send you our offers here, at most twice a month. Reply STOP at any time and they stop.",
    },
    {
      visitor: 'YES. Also, can you recommend an interior designer in Faisalabad?',
      bot: "You're in, thank you! I can only help with Sheesham & Co.'s furniture, though, so no designer tips from me. Our showroom in Lahore is open daily, 11:00 to 21:00, if you'd like to see the emerald velvet first.",
    },
    {
      visitor: 'Actually I need the sofa 7 feet long. Is that possible?',
      bot: "Custom sizes are quoted by Hira, our showroom sales adviser. I've passed her your request for a 7-foot emerald sofa; she'll call you on this number within the hour with the price and timeline. SPRING15 applies to a custom sofa too, until 31 March.",
    },
  ],
} as const satisfies BotDemo;
