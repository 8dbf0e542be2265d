import type { BotDemo } from '@/content/demos/demo';

export const travelDemo = {
  id: 'travel',
  botName: 'Travel & Hospitality Bot',
  business: {
    name: 'Apricot Terrace Inn',
    about:
      'A 12-room guest house in Karimabad, Hunza, with mountain views, home-cooked Hunza food and its own jeep tours to Attabad Lake, Passu and the Khunjerab Pass.',
    hours: [
      'Reception 07:00–23:00',
      'Check-in from 14:00, check-out by 11:00',
      'Open mid-March to mid-November',
    ],
    offerings: [
      {
        name: 'Double room, mountain view',
        price: 'PKR 14,000/night',
        detail: 'breakfast for 2 included',
      },
      {
        name: 'Family suite, up to 4 guests',
        price: 'PKR 24,000/night',
        detail: 'breakfast included',
      },
      {
        name: '3-day Hunza and Attabad tour for 2',
        price: 'PKR 58,000',
        detail:
          '2 nights in a double room, breakfast, jeep with driver and local guide: Baltit Fort, Attabad Lake, Passu Cones',
      },
      {
        name: 'Khunjerab Pass day trip',
        price: 'PKR 32,000',
        detail: 'jeep and driver for up to 4, May to October',
      },
      {
        name: 'Gilgit airport transfer',
        price: 'PKR 12,000 each way',
        detail: 'up to 4 guests, about 2 hours 30 minutes',
      },
      { name: 'Set dinner of Hunza dishes', price: 'PKR 2,500 per person', detail: 'at 20:00' },
    ],
    policies: [
      'A booking is confirmed with a 30% advance, taken by reception by phone.',
      'Full refund up to 7 days before arrival, 50% up to 48 hours before, nothing after.',
      'If landslides on the Karakoram Highway delay your arrival, we move your dates free of charge.',
      "Children under 6 stay free in their parents' room.",
      'Jeeps take one medium bag per guest; extra luggage is kept at reception for free.',
      'We do not book flights or arrange visas; we send a booking confirmation for a visa application.',
    ],
    handoff:
      'Karim, at reception, confirms every booking himself: he calls within 3 hours, 07:00–23:00, to take the advance and answer special requests.',
  },
  scope:
    "Apricot Terrace Inn's rooms, tours, transfers, prices, availability, bookings, policies and guests' requests during their stay, and travel questions about getting there and packing. Anything else, including booking flights, it politely declines and steers back to the stay.",
  greeting:
    'Salam and welcome to Apricot Terrace Inn, Hunza! I can check rooms and tours for your dates, plan your transfers or help during your stay.',
  suggested: [
    {
      question: 'How much is a room per night?',
      answer:
        "A mountain-view double is PKR 14,000 a night and the family suite for up to 4 is PKR 24,000, both with breakfast. Children under 6 stay free in their parents' room.",
    },
    {
      question: 'What does the 3-day tour include?',
      answer:
        'For PKR 58,000 for two: 2 nights in a mountain-view double with breakfast, and a jeep with driver and local guide to Baltit Fort, Attabad Lake and the Passu Cones.',
    },
    {
      question: 'What if the road is closed when we travel?',
      answer:
        'Landslides can close the Karakoram Highway for a few hours. If that delays your arrival, we move your dates free of charge.',
    },
    {
      question: 'What is your cancellation policy?',
      answer:
        'A full refund up to 7 days before arrival, 50% up to 48 hours before, and nothing after that. A booking is confirmed with a 30% advance.',
    },
  ],
  sample: [
    {
      visitor: 'Hi, do you have a room for 2 adults from 14 to 17 May?',
      bot: 'Yes, a mountain-view double is free for those 3 nights: PKR 14,000 a night with breakfast, PKR 42,000 in all. Or, for 2 nights, our 3-day Hunza and Attabad tour adds a jeep, driver and guide for PKR 58,000. Which would you like?',
    },
    {
      visitor: 'The tour sounds good. What is the plan?',
      bot: 'Day 1: arrive, settle in, and walk up to Baltit Fort for sunset. Day 2: Attabad Lake in the morning, then the Passu Cones and lunch in Passu. Day 3: breakfast on the terrace and check out by 11:00. Shall I request it for 14 to 16 May?',
    },
    {
      visitor: 'Yes please. We fly into Gilgit.',
      bot: "Requested: the 3-day tour for 2, 14 to 16 May. Karim at reception confirms every booking himself and will call you on this number within 3 hours to take the 30% advance, PKR 17,400; no card details in chat, please. Would you like the Gilgit airport transfer too? It's PKR 12,000 each way.",
    },
    {
      visitor: 'Yes, both ways. Can you also book our flights?',
      bot: "Added: Gilgit transfers both ways, PKR 24,000. Flights I can't book, sorry, I only handle our rooms, tours and transfers. Send me your flight times once you have them and I'll set the pickup to match.",
    },
    {
      visitor: 'What should we pack? And is there a luggage limit on the jeep?',
      bot: "Pack layers: May days are mild, but evenings at Attabad get cold. The jeep takes one medium bag each; anything extra stays safely at reception for free. I'll send you a road update and a check-in reminder the day before you arrive.",
    },
    {
      visitor: "We're in room 4. Could we get an extra blanket, and dinner at 8?",
      bot: "Of course: an extra blanket is on its way to room 4, and dinner for 2 is booked at 8:00 pm, PKR 2,500 each. Tonight's set dinner is chapshuro and daowdo soup, with apricot cake.",
    },
    {
      visitor: 'Checking out now. Thank you for everything!',
      bot: 'It was a pleasure having you! If you have a minute, how would you rate your stay from 1 to 5? Safe travels down the Karakoram Highway.',
    },
  ],
} as const satisfies BotDemo;
