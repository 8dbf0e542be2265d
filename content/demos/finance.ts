import type { BotDemo } from '@/content/demos/demo';

export const financeDemo = {
  id: 'finance',
  business: {
    name: 'Ledger Lane Bookkeeping',
    about:
      'A Lahore bookkeeping firm keeping the books of about 60 small businesses: shops, cafés and clinics. Its chat assistant answers clients about their own figures, receipts, invoices and due dates.',
    hours: ['Chat assistant: any time', 'Accountants Mon–Fri 10:00–18:00, Sat 10:00–14:00'],
    offerings: [
      {
        name: 'Bookkeeping Basic',
        price: 'PKR 12,000/month',
        detail: 'up to 100 transactions a month, weekly and monthly cash-flow reports',
      },
      {
        name: 'Bookkeeping Plus',
        price: 'PKR 25,000/month',
        detail: 'up to 400 transactions a month, payroll for up to 10 staff',
      },
      {
        name: 'Invoicing and payment reminders',
        price: 'PKR 4,000/month',
        detail: 'add-on to either plan',
      },
      { name: 'Monthly sales tax return', price: 'PKR 6,000/month', detail: 'prepared and filed' },
      { name: 'Annual income tax return, business', price: 'PKR 25,000' },
      { name: 'Catch-up bookkeeping', price: 'PKR 8,000', detail: 'per month of past records' },
    ],
    policies: [
      'Send receipts as photos in chat: the assistant records and categorises them; keep the paper originals.',
      "Each month's bank statements and sales records are due by the 5th; we file that month's sales tax return by the 15th.",
      'Cash-flow reports arrive every Monday, and the monthly report by the 7th.',
      'Our fees are invoiced on the 1st and due by the 10th.',
      'The assistant reports your own records and reminds you of dates; it gives no investment, loan or tax-planning advice. Tax questions go to your accountant.',
    ],
    handoff:
      'Nida Rafiq, your accountant, replies in this chat within one working day in office hours; every tax and filing question goes to her.',
  },
  scope:
    "A Ledger Lane Bookkeeping client's own books: sales, spending, receipts, invoices, payment reminders, who owes what, cash-flow reports, due dates and exports, plus Ledger Lane's services and fees. It gives no investment, loan or tax advice: tax questions go to the accountant, and anything else it politely declines.",
  greeting:
    "Hello from Ledger Lane Bookkeeping! I'm its assistant. Ask me about your sales, spending, who owes you or what's due, or send me a receipt to record.",
  suggested: [
    {
      question: 'What does bookkeeping cost?',
      answer:
        'Bookkeeping Basic is PKR 12,000 a month for up to 100 transactions, with weekly and monthly cash-flow reports. Plus is PKR 25,000 for up to 400 transactions and payroll for up to 10 staff. Invoicing and payment reminders are a PKR 4,000 add-on.',
    },
    {
      question: 'How do I send you my receipts?',
      answer:
        'Send a photo of each receipt here in chat: I read it, record the amount and date, and file it under the right category for your accountant. Please keep the paper originals.',
    },
    {
      question: 'When do you need my documents each month?',
      answer:
        "Bank statements and sales records for the month are due by the 5th, and we file that month's sales tax return by the 15th. I'll remind you a few days before.",
    },
    {
      question: 'When do I get my cash-flow report?',
      answer:
        'Every Monday for the week before, and the full monthly report by the 7th. I can also answer questions on your figures here at any time.',
    },
  ],
  sample: [
    {
      visitor: 'How much did we spend on dairy last month?',
      bot: 'In March the café spent PKR 186,400 on dairy across 14 receipts, 9% more than in February. Most of it was milk, PKR 142,000. Would you like it split by supplier?',
    },
    {
      visitor: "Here's today's receipt for the gas cylinder refill.",
      bot: "Recorded: PKR 14,500, filed under Gas and fuel, dated today, paid in cash. That brings April's gas and fuel spending to PKR 41,200 so far.",
    },
    {
      visitor: 'Who still owes us money?',
      bot: 'Two customers owe you PKR 96,000 in all: an office catering invoice of PKR 68,000, now 12 days overdue, and PKR 28,000 for a birthday booking, due on Friday. Shall I send the overdue one a polite reminder?',
    },
    {
      visitor: 'Yes, send it.',
      bot: "Sent: a polite reminder for PKR 68,000, with the invoice attached. If it's still unpaid in 7 days, I'll remind them again, and I'll tell you here as soon as it's paid.",
    },
    {
      visitor: 'Should I put our spare cash into gold or a savings certificate?',
      bot: "I can't give investment advice: I only keep and report your books. What I can show you is how much cash you'll have after this month's bills, to take to an adviser. Shall I?",
    },
    {
      visitor: 'Can we claim the new oven as an expense this year?',
      bot: "That's a tax question, so Nida Rafiq, your accountant, should answer it. I've sent her this chat and the oven's invoice, and she'll reply here within one working day.",
    },
    {
      visitor: 'OK. Can you send March to my partner as a spreadsheet?',
      bot: "Here it is: March's 214 transactions, categorised, as a spreadsheet you can forward. A reminder too: March's bank statements were due on the 5th and one is still missing, so the sales tax return can't go in by the 15th without it.",
    },
  ],
  caution:
    'Not financial advice: this assistant reports your own records and reminds you of dates. For tax, investment or borrowing decisions, ask a qualified accountant or adviser.',
} as const satisfies BotDemo;
