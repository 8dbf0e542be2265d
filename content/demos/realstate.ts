import type { BotDemo } from '@/content/demos/demo';

export const realstateDemo = {
  id: 'realstate',
  business: {
    name: 'Pinewood Estates',
    about:
      'An Islamabad property agency for apartments and houses to rent or buy, with a rentals desk and a sales desk.',
    hours: [
      'Office Mon–Sat 10:00–18:00',
      'Viewings Mon–Sat 10:00–18:00, booked at least 24 hours ahead',
    ],
    offerings: [
      {
        name: '2-bed apartment for rent, E-11/2',
        price: 'PKR 140,000/month',
        detail: 'furnished, 1,150 sq ft, 3rd floor with lift, covered parking, free from the 1st',
      },
      {
        name: 'Studio apartment for rent, F-11 Markaz',
        price: 'PKR 75,000/month',
        detail: 'furnished, 520 sq ft, backup power',
      },
      {
        name: '5 marla house for rent, I-8',
        price: 'PKR 120,000/month',
        detail: 'unfurnished, 3 bedrooms, small lawn',
      },
      {
        name: '3-bed apartment for sale, B-17',
        price: 'PKR 2.6 crore',
        detail: '1,650 sq ft, ready to move in',
      },
      {
        name: '10 marla house for sale, G-13',
        price: 'PKR 5.8 crore',
        detail: '5 bedrooms, double storey, corner plot',
      },
      {
        name: '2-bed apartment off-plan, Juniper Heights, near the Expressway',
        price: 'PKR 1.9 crore',
        detail: '25% down payment, the rest in 12 quarterly instalments; handover in 2028',
      },
    ],
    policies: [
      "Renting: 2 months' rent as a refundable deposit plus the first month in advance; our fee is half a month's rent.",
      'Buying: 1% commission on completion; viewings are free.',
      'Rental application documents are collected by the agent at the office, never in chat.',
      'Reminders go out the evening before a viewing and 2 hours before it.',
      "Prices are the owners' asking prices; any offer goes through the agent.",
    ],
    handoff:
      'Rania Siddiqui (rentals) or Usman Tariq (sales) calls back the same day in office hours, for offers, negotiations and hot leads.',
  },
  scope:
    "Pinewood Estates' listings, prices, payment terms, fees, viewings and the buying and renting process. Anything else, including legal or investment advice, it politely declines and steers back to the listings.",
  greeting:
    "Hello from Pinewood Estates, Islamabad! Looking to rent or to buy? Tell me your budget and preferred sectors and I'll send you matching homes.",
  suggested: [
    {
      question: 'What do I pay upfront to rent?',
      answer:
        "Two months' rent as a refundable deposit plus the first month in advance. Our fee is half a month's rent, paid once when the lease is signed.",
    },
    {
      question: 'Do you have anything on instalments?',
      answer:
        'Yes: a 2-bed apartment at Juniper Heights near the Expressway, PKR 1.9 crore, with 25% down and the rest in 12 quarterly instalments. It is off-plan, with handover in 2028.',
    },
    {
      question: 'Can I see a property this weekend?',
      answer:
        "Yes, on Saturday between 10:00 and 18:00; viewings are booked at least 24 hours ahead. Tell me which listing and a time, and I'll book it with the right agent.",
    },
    {
      question: 'What commission do you charge buyers?',
      answer:
        'Buyers pay 1% commission when the sale completes, and viewings are free. Any offer goes through the agent, Usman Tariq, who handles our sales.',
    },
  ],
  sample: [
    {
      visitor:
        'Hi, looking for a 2 bed flat to rent in Islamabad, budget 1.5 lakh, moving next month.',
      bot: 'Happy to help! Three quick questions so I send the right homes: furnished or unfurnished, which sectors suit you, and is it for a family or sharing?',
    },
    {
      visitor: 'Furnished, E or F sectors, family of 3.',
      bot: "A good match: a furnished 2-bed in E-11/2, 1,150 sq ft, 3rd floor with a lift and covered parking, PKR 140,000 a month, free from the 1st. I'm sending 8 photos of the lounge, both bedrooms and the kitchen. Would you like to see it?",
    },
    {
      visitor: 'Looks nice. What is the total upfront?',
      bot: 'Upfront: a refundable deposit of 2 months (PKR 280,000) plus the first month (PKR 140,000), so PKR 420,000. Our fee is half a month, PKR 70,000, paid when the lease is signed.',
    },
    {
      visitor: 'Can I see it Saturday at 3?',
      bot: "Booked: E-11/2 viewing, Saturday at 3:00 pm, with Rania, our rentals agent. I'll remind you on Friday evening and again 2 hours before. Which first name should Rania ask for?",
    },
    {
      visitor: 'Ayesha. Also, which school near E-11 is best for my daughter?',
      bot: "Thanks, Ayesha. I'd better not rank schools, I only know Pinewood's homes and viewings. Rania knows the area well, though, and can point out what's nearby on Saturday.",
    },
    {
      visitor: 'We may buy later. Do you have houses for sale?',
      bot: 'Yes: a 10 marla, 5-bedroom corner house in G-13 at PKR 5.8 crore, and a 3-bed, 1,650 sq ft apartment in B-17 at PKR 2.6 crore, ready to move in. Buyers pay 1% commission on completion. Shall I send photos of both?',
    },
    {
      visitor: 'The G-13 house, yes. Can someone call me about it today?',
      bot: "Of course. I've passed this chat to Usman Tariq, our sales agent; he'll call you on this number before 6 pm today. I'll also check in next week to see if you'd like more listings.",
    },
  ],
} as const satisfies BotDemo;
