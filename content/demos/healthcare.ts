import type { BotDemo } from '@/content/demos/demo';

export const healthcareDemo = {
  id: 'healthcare',
  business: {
    name: 'Cedar Family Clinic',
    about:
      'A family clinic in Johar Town, Lahore, with general physicians, a paediatrician, a gynaecologist, a dentist and its own lab. It is not an emergency service.',
    hours: [
      'Mon–Sat 09:00–21:00',
      'Sun 10:00–14:00 (general physician only)',
      'Lab sample collection Mon–Sat 08:00–13:00',
    ],
    offerings: [
      {
        name: 'General physician consultation (Dr. Hira Baig)',
        price: 'PKR 2,000',
        detail: 'Mon–Sat 10:00–14:00 and 17:00–21:00',
      },
      {
        name: 'Paediatrician consultation (Dr. Faraz Malik)',
        price: 'PKR 2,500',
        detail: 'Mon–Thu 16:00–20:00',
      },
      {
        name: 'Gynaecologist consultation (Dr. Sadia Anwar)',
        price: 'PKR 3,000',
        detail: 'Tue, Thu, Sat 11:00–15:00',
      },
      { name: 'Dental check-up and scaling', price: 'PKR 4,500', detail: 'Mon–Sat 12:00–20:00' },
      {
        name: 'Fasting blood sugar test',
        price: 'PKR 600',
        detail: 'result the same day by 17:00',
      },
      {
        name: 'Lipid profile',
        price: 'PKR 2,200',
        detail: 'fasting; result the same day by 17:00',
      },
      { name: 'Follow-up visit within 14 days', price: 'half the consultation fee' },
    ],
    policies: [
      'Appointments can be moved or cancelled free of charge until 2 hours before; reminders go out 24 hours and 2 hours ahead.',
      'Walk-in patients are seen after booked patients.',
      'Fasting tests need 10 to 12 hours without food; plain water is fine. Questions about regular medicines go to the doctor who prescribed them.',
      'Cash or card at reception.',
      'The assistant never diagnoses or advises on treatment. For chest pain, difficulty breathing, heavy bleeding, fainting, confusion or a very drowsy child: call 1122 or go to the nearest emergency department.',
    ],
    handoff:
      'Sana, the duty nurse: urgent messages reach her at once and she calls back within 10 minutes in clinic hours; outside them, call 1122.',
  },
  scope:
    "Cedar Family Clinic's doctors, services, timings, fees, appointments and test preparation. It never diagnoses, interprets results or advises on medicines: anything medical goes to a doctor, and symptoms that sound urgent go to 1122 and the duty nurse at once.",
  greeting:
    "Hello, this is Cedar Family Clinic's assistant. I can book or move an appointment and answer questions about our doctors, timings and fees. In an emergency, call 1122.",
  suggested: [
    {
      question: 'What are your consultation fees?',
      answer:
        'A general physician visit is PKR 2,000, the paediatrician PKR 2,500 and the gynaecologist PKR 3,000. A follow-up within 14 days is half the fee. You pay by cash or card at reception.',
    },
    {
      question: 'Is the clinic open on Sunday?',
      answer:
        "Yes, Sunday 10:00 to 14:00, with a general physician only. Monday to Saturday we're open 09:00 to 21:00, and the lab takes samples 08:00 to 13:00.",
    },
    {
      question: 'How do I prepare for a fasting blood test?',
      answer:
        'Eat nothing for 10 to 12 hours before the sample; plain water is fine. Come to the lab between 08:00 and 13:00, Monday to Saturday. If you take regular medicines, ask the doctor who prescribed them before skipping a dose.',
    },
    {
      question: 'Can I reschedule my appointment?',
      answer:
        "Yes, free of charge until 2 hours before it. Tell me which day suits you and I'll offer the open slots; you'll get a reminder 24 hours and 2 hours before.",
    },
  ],
  sample: [
    {
      visitor: 'Hello, when does Dr. Hira Baig see patients?',
      bot: 'Dr. Hira Baig, our general physician, sees patients Monday to Saturday, 10:00 to 14:00 and 17:00 to 21:00. A consultation is PKR 2,000. Would you like me to book a slot?',
    },
    {
      visitor:
        "Yes, tomorrow evening if possible. It's for my mother, and she also needs a fasting sugar test.",
      bot: 'Tomorrow evening Dr. Hira has 6:30 pm and 7:15 pm free. The lab takes samples 08:00 to 13:00 and the result is ready by 17:00, so your mother could give the sample in the morning and bring the result to her visit. Which time suits you?',
    },
    {
      visitor: '7:15 please. How should she prepare for the test?',
      bot: 'Booked: Dr. Hira Baig, tomorrow at 7:15 pm. For the fasting sugar test (PKR 600), she should eat nothing for 10 to 12 hours before the sample; plain water is fine. Which first name should I put the booking under? The first name is all I need.',
    },
    {
      visitor: 'Razia. Should she skip her tablets the night before?',
      bot: "Thank you, it's under Razia. I can't advise on medicines, so please ask the doctor who prescribed them before she skips or changes a dose. As the visit is tomorrow, she'll get one reminder here, 2 hours before it.",
    },
    {
      visitor: "Actually, she's feeling dizzy and sweaty right now and seems a bit confused.",
      bot: "That needs help now, not tomorrow: please call 1122 or take her to the nearest emergency department straight away. I've flagged this to Sana, our duty nurse, who will call you on this number within 10 minutes.",
    },
    {
      visitor: "OK, I'm calling 1122. Please cancel tomorrow's appointment.",
      bot: 'Done: tomorrow at 7:15 pm with Dr. Hira Baig is cancelled, with no charge. I hope she feels better soon. When she is ready, I can book a new visit at any time.',
    },
  ],
  caution:
    'Not medical advice: this assistant books visits and answers questions about the clinic, and cannot diagnose. For diagnosis or treatment, see a doctor. In an emergency, call 1122.',
} as const satisfies BotDemo;
