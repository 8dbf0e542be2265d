import type { BotDemo } from '@/content/demos/demo';

export const hrassistantDemo = {
  id: 'hrassistant',
  business: {
    name: 'Kestrel Softworks',
    about:
      'A software company of 120 people in Karachi, building web and mobile apps for clients abroad. HRMate answers its staff and its job applicants.',
    hours: ['HRMate: any time', 'HR team Mon–Fri 09:30–18:00'],
    offerings: [
      {
        name: 'Open role: Junior Frontend Developer',
        price: 'PKR 120,000–160,000/month',
        detail: '0 to 2 years of React; Karachi office, hybrid',
      },
      {
        name: 'Open role: QA Engineer',
        price: 'PKR 150,000–200,000/month',
        detail: '1 to 3 years of manual and automated testing',
      },
      {
        name: 'Open role: HR Intern, 3 months',
        price: 'PKR 40,000/month stipend',
        detail: 'final-year students or fresh graduates',
      },
      { name: 'Annual leave', price: '20 days a year', detail: 'apply 7 days ahead' },
      { name: 'Casual leave', price: '10 days a year' },
      {
        name: 'Sick leave',
        price: '8 days a year',
        detail: "over 2 days in a row needs a doctor's note, uploaded to the HR portal",
      },
    ],
    policies: [
      'Salaries are paid on the last working day of the month; payslips appear on the HR portal the same day.',
      'Leave requests go to your line manager, who answers within 2 working days.',
      "Public holidays follow the government calendar; the year's list is on the HR portal.",
      'Hybrid work: 3 office days a week, Tuesday and Thursday for everyone.',
      'Hiring: applications are screened within 5 working days, then a technical interview and an HR interview.',
      'Pay, health and personal matters are discussed with HR in person, never in chat.',
    ],
    handoff:
      'Maham, in HR, calls back the same working day (Mon–Fri 09:30–18:00) for anything personal: pay issues, complaints and health matters.',
  },
  scope:
    "Kestrel Softworks' HR matters: leave, pay dates, holidays, policies, onboarding, open roles and interviews. Personal pay or health questions go to HR in person, and anything else it politely declines and steers back to HR.",
  greeting:
    'Hi, HRMate here for Kestrel Softworks. Ask me about leave, pay dates, holidays, policies or our open roles.',
  suggested: [
    {
      question: 'When is salary paid?',
      answer:
        'On the last working day of each month, and your payslip appears on the HR portal the same day.',
    },
    {
      question: 'How many days of annual leave do I get?',
      answer:
        'Twenty days of annual leave a year, plus 10 days of casual leave and 8 days of sick leave. Apply for annual leave at least 7 days ahead; your line manager answers within 2 working days.',
    },
    {
      question: 'Which days do I have to be in the office?',
      answer:
        'Three days a week, and Tuesday and Thursday are office days for everyone. Your team lead agrees the third day with you.',
    },
    {
      question: 'Are you hiring?',
      answer:
        'Yes: a Junior Frontend Developer (PKR 120,000 to 160,000 a month), a QA Engineer (PKR 150,000 to 200,000) and a 3-month HR intern (PKR 40,000 stipend). Applications are screened within 5 working days.',
    },
  ],
  sample: [
    {
      visitor: 'When is salary coming this month?',
      bot: 'Salaries are paid on the last working day of the month, which is Friday the 28th this time. Your payslip will be on the HR portal the same day.',
    },
    {
      visitor: 'I want to take leave from the 12th to the 14th next month.',
      bot: 'That is 3 days of annual leave, and you have 11 days left this year. Applying 7 days ahead, as you are, keeps it within policy. Shall I send the request to your line manager?',
    },
    {
      visitor: 'Yes please.',
      bot: "Sent to your line manager for approval. You'll get the answer here, usually within 2 working days, and I'll add it to the team calendar once it's approved.",
    },
    {
      visitor: 'Is 23 March a holiday?',
      bot: 'Yes, 23 March, Pakistan Day, is a public holiday and the office is closed. The full list for the year is on the HR portal, under Policies.',
    },
    {
      visitor: 'A friend of mine wants to apply for the QA role. How does it work?',
      bot: "Great! The QA Engineer role asks for 1 to 3 years of manual and automated testing and pays PKR 150,000 to 200,000 a month. Your friend applies on our careers page; I screen applications against the role's criteria within 5 working days, then book a technical interview and an HR interview.",
    },
    {
      visitor: "Can you fix my laptop's VPN? It keeps disconnecting.",
      bot: "That's one for the IT team, not HR, so I can't help with the VPN, sorry. Anything on leave, pay dates or policies I can do for you?",
    },
    {
      visitor: 'Actually, the deductions on my last payslip look wrong.',
      bot: "Pay questions are personal, so a person should look at it, and please don't post salary details here. Maham in HR will call you today before 6 pm; she can see your payslip on her side.",
    },
  ],
} as const satisfies BotDemo;
