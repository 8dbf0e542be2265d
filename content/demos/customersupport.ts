import type { BotDemo } from '@/content/demos/demo';

export const customersupportDemo = {
  id: 'customersupport',
  business: {
    name: 'Qasba POS',
    about:
      'A point-of-sale and stock app for shops, pharmacies and cafés across Pakistan: billing, receipts, stock and sales reports on a tablet or PC.',
    hours: [
      'Help in chat: 24/7',
      'Support team Mon–Sat 09:00–21:00 (Pakistan time)',
      'Urgent issues on the Business plan: support team on call 24/7',
    ],
    offerings: [
      { name: 'Starter plan', price: 'PKR 2,500/month', detail: '1 till, up to 500 products' },
      {
        name: 'Growth plan',
        price: 'PKR 6,000/month',
        detail: '3 tills, unlimited products, low-stock alerts, supplier orders',
      },
      {
        name: 'Business plan',
        price: 'PKR 15,000/month',
        detail: '10 tills, several branches, 24/7 urgent support',
      },
      { name: 'Extra till', price: 'PKR 1,500/month' },
      { name: 'Thermal receipt printer, 80 mm', price: 'PKR 18,500', detail: 'one-time' },
      { name: 'Online setup and training, 2 hours', price: 'PKR 5,000', detail: 'one-time' },
    ],
    policies: [
      '14-day free trial, no card needed.',
      'Upgrades apply at once, with the difference charged for the rest of the month; cancel any time, with no refund for part of a month.',
      'Pay yearly and get 2 months free.',
      'Your data can be exported as CSV at any time, and is kept for 30 days after you cancel.',
      'Passwords are reset only through the e-mailed link; support never asks for your password.',
      'Urgent tickets get an agent in chat within 15 minutes in support hours; others are answered within 1 working day.',
    ],
    handoff:
      'Faisal and the support team join the same chat with the full history, Mon–Sat 09:00–21:00: within 15 minutes for urgent tickets.',
  },
  scope:
    'How to use Qasba POS, its plans, prices, billing, hardware and account status, answered from its help articles and policies, with tickets for what needs an agent. It never asks for passwords, and anything else, including tax or legal advice, it politely declines and steers back to the app.',
  greeting:
    'Hi, this is Qasba POS support. Ask me anything about the app, your plan or your printer, and I can open a ticket for our team if needed.',
  suggested: [
    {
      question: "What's the difference between Starter and Growth?",
      answer:
        'Starter is PKR 2,500 a month for 1 till and up to 500 products. Growth is PKR 6,000 a month for 3 tills and unlimited products, with low-stock alerts and supplier orders. Upgrades apply at once.',
    },
    {
      question: 'Can I try it before paying?',
      answer:
        'Yes, every plan has a 14-day free trial and no card is needed. If you want help getting started, a 2-hour online setup and training session is PKR 5,000.',
    },
    {
      question: 'How do I reset my password?',
      answer:
        'On the sign-in screen, tap Forgot password and we e-mail you a reset link. Our team will never ask for your password, in chat or on a call.',
    },
    {
      question: 'What happens to my data if I cancel?',
      answer:
        'You can export it as CSV from Reports at any time, and we keep it for 30 days after you cancel, so you can still download it. There is no refund for part of a month.',
    },
  ],
  sample: [
    {
      visitor: 'My receipt printer stopped printing after the update',
      bot: 'Sorry about that! After update 4.2, the printer needs to be selected again: open Settings, then Hardware, then Printers, select your 80 mm printer and tap Test print. Did the test page come out?',
    },
    {
      visitor: 'No, still nothing, and I have customers waiting!!',
      bot: "I understand, that's urgent with a queue. I've opened urgent ticket QP-58213, and Faisal from our support team will join this chat within 15 minutes, with everything above, so you won't need to repeat anything. Meanwhile, sales still save and you can print receipts later from Sales history.",
    },
    {
      visitor: "OK. While I wait, when is my next bill? I'm on Starter.",
      bot: 'Your Starter plan renews on 5 May for PKR 2,500. If you move to Growth (PKR 6,000 a month, 3 tills, unlimited products), it starts at once and only the difference is charged for the rest of this month.',
    },
    {
      visitor: 'Kya main apna sales data Excel mein nikal sakta hoon?',
      bot: 'Ji haan, bilkul. Reports mein jaa kar Export CSV dabayein; yeh file Excel mein khul jaati hai. Aur agar kabhi subscription cancel karein, to data 30 din tak mehfooz rehta hai.',
    },
    {
      visitor: 'Which sales tax rate should I charge on cosmetics?',
      bot: "I can't advise on tax rates, that's one for your accountant. Once you know the rate, though, I can show you how to set it on those products in Qasba POS.",
    },
    {
      visitor: 'Faisal fixed it, the printer works now. Thanks!',
      bot: "Great to hear it's printing again! I've closed ticket QP-58213. One quick question: how would you rate today's help, from 1 to 5?",
    },
  ],
} as const satisfies BotDemo;
