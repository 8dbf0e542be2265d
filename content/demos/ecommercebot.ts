import type { BotDemo } from '@/content/demos/demo';

export const ecommercebotDemo = {
  id: 'ecommercebot',
  business: {
    name: 'Koel Threads',
    about:
      'An online store from Karachi selling ready-to-wear kurtas and unstitched lawn suits for women, delivered across Pakistan.',
    hours: [
      'Orders online at any time',
      'Customer care Mon–Sat 10:00–19:00',
      'Orders placed by 14:00 ship the same day, Mon–Sat',
    ],
    offerings: [
      { name: 'Printed lawn 3-piece, unstitched', price: 'PKR 4,990' },
      { name: 'Embroidered lawn 3-piece, unstitched', price: 'PKR 7,450' },
      { name: 'Cotton kurta, ready to wear', price: 'PKR 3,290', detail: 'sizes XS to XL' },
      {
        name: 'Cambric kurta and trousers, ready to wear',
        price: 'PKR 5,490',
        detail: 'sizes XS to XL; lilac, sage and ivory',
      },
      { name: 'Printed silk dupatta', price: 'PKR 2,150' },
      {
        name: 'Cotton kurta and silk dupatta bundle',
        price: 'PKR 5,090',
        detail: 'PKR 350 less than buying both',
      },
    ],
    policies: [
      'Delivery: Karachi 1 to 2 working days, other cities 3 to 5; PKR 250, free on orders over PKR 6,000.',
      'Cash on delivery everywhere in Pakistan; the courier calls before delivering.',
      'Exchanges within 7 days of delivery for unworn items with tags; the first size exchange is free.',
      'Refunds only for damaged or wrong items, as store credit or to a bank account, within 7 working days.',
      'Sale items can be exchanged but not refunded.',
    ],
    handoff:
      'Mehwish, on the customer care team, takes over in the same chat with the full history, Mon–Sat 10:00–19:00, usually within 2 hours.',
  },
  scope:
    "Koel Threads' products, sizes, stock, prices, orders, delivery, tracking, exchanges and refunds. Anything else it politely declines and steers back to the store.",
  greeting:
    'Hi, welcome to Koel Threads! Looking for something for yourself or a gift? I can suggest pieces, check sizes and stock, or track an order.',
  suggested: [
    {
      question: 'How long does delivery take to Islamabad?',
      answer:
        'Outside Karachi, delivery takes 3 to 5 working days, and orders placed by 2 pm ship the same day. Delivery is PKR 250, free on orders over PKR 6,000, and you can pay cash on delivery.',
    },
    {
      question: "Can I exchange if the size doesn't fit?",
      answer:
        "Yes, within 7 days of delivery, as long as it's unworn with the tags on. Your first size exchange is free: I book the pickup and the new size ships when the courier collects the old one.",
    },
    {
      question: 'Do you have any bundles?',
      answer:
        'Yes: a cotton kurta with a printed silk dupatta is PKR 5,090, which is PKR 350 less than buying both. Kurtas come in sizes XS to XL.',
    },
    {
      question: "What's the difference between your lawn suits?",
      answer:
        'Both are unstitched 3-piece suits. The printed lawn is PKR 4,990 and the embroidered lawn, with an embroidered front and neckline, is PKR 7,450, which also gets free delivery.',
    },
  ],
  sample: [
    {
      visitor:
        'Hi, I need an Eid outfit for my mother, she likes soft colours. Budget around 8,000.',
      bot: 'Lovely! Two ideas in soft shades: the cambric kurta and trousers in lilac or sage (PKR 5,490, ready to wear), or the embroidered lawn 3-piece (PKR 7,450, unstitched). Would she prefer ready to wear or unstitched?',
    },
    {
      visitor: 'Ready to wear. Do you have the lilac in L? And will it reach Multan before Friday?',
      bot: 'Yes, the lilac in L is in stock (3 left). Multan takes 3 to 5 working days, and if you order before 2 pm it ships today, so it should arrive by Thursday or Friday. Many customers add our printed silk dupatta (PKR 2,150); with it, your order passes PKR 6,000 and delivery is free.',
    },
    {
      visitor: "OK, add the dupatta. Let me check with my sister first and I'll order later.",
      bot: "Both are in your cart: the lilac set in L and the silk dupatta, PKR 7,640 with free delivery. I'll hold the L for you and send a reminder at 1 pm, so an order by 2 pm still ships today.",
    },
    {
      visitor: 'Done, ordered with cash on delivery.',
      bot: "Thank you! Order KT-20418 is confirmed: PKR 7,640, cash on delivery. It ships today and I'll send the courier's tracking here. The courier calls before delivering.",
    },
    {
      visitor: 'Can you also recommend a good tailor in Multan?',
      bot: "Sorry, I can only help with Koel Threads' clothes and orders, so no tailor tips from me. Good news though: this set is ready to wear, so it needs no tailor!",
    },
    {
      visitor: 'Where is my order?',
      bot: 'KT-20418 reached Multan this morning and is out for delivery today; the courier will call before arriving. Please keep PKR 7,640 ready for cash on delivery.',
    },
    {
      visitor: 'The kurta is a bit loose, can I get M instead? And the dupatta has a stain.',
      bot: "Yes to the size: it's within 7 days and your first exchange is free, so I've booked a pickup of the L and the M ships when it's collected. I'm sorry about the dupatta. A damaged item goes to Mehwish on our customer care team, with this whole chat; she'll reply here by 1 pm today with a replacement or refund.",
    },
  ],
} as const satisfies BotDemo;
