import type { BotDemo } from '@/content/demos/demo';

export const edumentorDemo = {
  id: 'edumentor',
  business: {
    name: 'Saher Academy',
    about:
      'An evening tutoring academy in Faisalabad for O Level, Matric and FSc students, in small groups of at most 12, with monthly mock tests.',
    hours: ['Classes Mon–Sat 15:00–21:00', 'Office Mon–Sat 13:00–20:00'],
    offerings: [
      {
        name: 'O Level Maths',
        price: 'PKR 9,000/month',
        detail: 'Mon and Thu 17:00–18:30, with Sir Adnan',
      },
      { name: 'O Level Physics', price: 'PKR 9,000/month', detail: 'Tue and Fri 17:00–18:30' },
      {
        name: 'FSc Pre-Medical: Biology and Chemistry',
        price: 'PKR 14,000/month',
        detail: '4 classes a week, 18:30–20:30',
      },
      {
        name: 'MDCAT crash course',
        price: 'PKR 45,000',
        detail: '8 weeks from 1 June, with weekly full-length tests',
      },
      { name: 'One-to-one tuition', price: 'PKR 2,500/hour' },
      { name: 'Admission fee', price: 'PKR 3,000', detail: 'once, on joining' },
    ],
    policies: [
      'The first class is a free trial, before any admission fee.',
      'Monthly fees are due by the 10th; brothers and sisters get 10% off each.',
      "A month's fee is refunded only if the student leaves in the first week.",
      'Parents get an attendance and progress report at the end of each month.',
      'Class notes are shared in each class group after every lesson.',
    ],
    handoff:
      'Mr. Kamran, the academic coordinator, holds counselling sessions for students and parents, in person or by phone, Mon–Sat 13:00–20:00.',
  },
  scope:
    "Saher Academy's courses, timings, fees, admissions and trial classes, plus step-by-step help and practice questions in the subjects it teaches. It does not do students' homework, and anything else it politely declines and steers back to the academy.",
  greeting:
    'Assalam o alaikum, welcome to Saher Academy! Ask me about classes, fees or a free trial, or send me a topic you are stuck on.',
  suggested: [
    {
      question: 'What are the fees for O Level Maths?',
      answer:
        'O Level Maths is PKR 9,000 a month for two classes a week, plus a one-time admission fee of PKR 3,000. Brothers and sisters get 10% off each, and your first class is a free trial.',
    },
    {
      question: 'When does the MDCAT crash course start?',
      answer:
        'It starts on 1 June and runs for 8 weeks, with a full-length test every week. The whole course is PKR 45,000.',
    },
    {
      question: 'Can I attend a trial class before joining?',
      answer:
        "Yes, the first class is a free trial and you pay nothing until you decide to join. Tell me the subject and I'll book you into the next class.",
    },
    {
      question: 'How will I know how my child is doing?',
      answer:
        'Parents get an attendance and progress report at the end of every month, with the mock test results. For a longer talk, Mr. Kamran, our academic coordinator, meets parents Monday to Saturday, 1 pm to 8 pm.',
    },
  ],
  sample: [
    {
      visitor:
        "Assalam o alaikum, I'm in O Level second year and weak in maths. What are the timings?",
      bot: 'Walaikum assalam! O Level Maths runs Monday and Thursday, 5:00 to 6:30 pm, in groups of at most 12, for PKR 9,000 a month plus a one-time admission fee of PKR 3,000. Your first class is a free trial. Shall I book it?',
    },
    {
      visitor: 'Yes, Monday please. My name is Zoya.',
      bot: "Booked, Zoya: a free trial class of O Level Maths, Monday at 5:00 pm, with Sir Adnan. I'll remind you on Sunday evening. Bring a calculator, and your last test paper if you have one.",
    },
    {
      visitor: 'Thanks! Can you quickly explain simultaneous equations? I have a test tomorrow.',
      bot: 'Sure. Take x + y = 10 and x − y = 4. Add the two equations: the y terms cancel, so 2x = 14 and x = 7. Put x = 7 back into the first one: 7 + y = 10, so y = 3. Check in the second: 7 − 3 = 4, so it works. Want a practice question?',
    },
    {
      visitor: 'Yes please',
      bot: 'Try this one: 2x + y = 11 and x − y = 1. Hint: add them to get rid of y. Send me x and y when you have them.',
    },
    {
      visitor: 'x = 4, y = 3',
      bot: 'Correct! 2(4) + 3 = 11 and 4 − 3 = 1. One more for tomorrow: 3x + 2y = 12 and x + 2y = 8. This time, subtract to get rid of y.',
    },
    {
      visitor: 'Can you write my English essay too? It is due tomorrow.',
      bot: "Sorry, I can't write homework for you, and I'm only here for Saher Academy's classes and subjects. Let's get you ready for that maths test instead: what did you get for the last pair of equations?",
    },
    {
      visitor: 'My mother wants to talk to someone about fees and which group I should join.',
      bot: "Of course. Mr. Kamran, our academic coordinator, does that himself. I've asked him to call your mother this evening between 6 and 8 pm on the number you're messaging from; she's also welcome at the office, Monday to Saturday, 1 to 8 pm.",
    },
  ],
} as const satisfies BotDemo;
