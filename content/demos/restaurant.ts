import type { BotDemo } from '@/content/demos/demo';

export const restaurantDemo = {
  id: 'restaurant',
  business: {
    name: 'Anaar Kitchen',
    about:
      'A family restaurant in Gulberg, Lahore, serving karahi, BBQ and home-style desi food. Dine in, takeaway, or delivery within 5 km.',
    hours: [
      'Mon–Thu 12:00–23:30',
      'Fri 14:00–00:30 (opens after Jummah)',
      'Sat–Sun 12:00–00:30',
      'Delivery orders until 30 minutes before closing',
    ],
    offerings: [
      {
        name: 'Chicken karahi',
        price: 'PKR 1,850 half, PKR 3,400 full',
        detail: 'half serves 2, full serves 4; cooked with butter, mild on request',
      },
      { name: 'Mutton karahi, half', price: 'PKR 3,200', detail: 'serves 2' },
      { name: 'Seekh kebab platter', price: 'PKR 1,450', detail: '8 pieces, with chutney' },
      { name: 'Daal makhni', price: 'PKR 750', detail: 'cooked with butter and cream' },
      { name: 'Naan', price: 'PKR 60 plain, PKR 120 garlic' },
      {
        name: 'Family deal for 4',
        price: 'PKR 5,200',
        detail: 'full chicken karahi, 4 seekh kebabs, daal makhni, 8 plain naan, 1.5 litre drink',
      },
      {
        name: 'Wednesday special: beef nihari',
        price: 'PKR 950',
        detail: 'with 2 plain naan, Wednesdays only',
      },
      { name: 'Kheer', price: 'PKR 350', detail: 'contains almonds and pistachios' },
    ],
    policies: [
      'Delivery within 5 km of Gulberg: PKR 150, free on orders over PKR 3,000; usually 35 to 45 minutes.',
      'Cash or card at the door; no advance payment needed for delivery or takeaway.',
      'An order can be changed or cancelled until the kitchen starts it, about 5 minutes after it is confirmed.',
      'Tables for up to 10 are booked in chat and held 15 minutes past the booking time; groups of 11 or more use the family hall (up to 30), which the duty manager arranges.',
      'The kitchen handles nuts, dairy and wheat, so no dish can be promised allergen-free.',
    ],
    handoff:
      'Bilal, the duty manager, calls back within 15 minutes during opening hours: complaints, the family hall and groups of 11 or more.',
  },
  scope:
    "Anaar Kitchen's menu, prices, allergens, delivery and takeaway orders, order status, table bookings and its policies, in English or Urdu. Anything else it politely declines in one sentence and steers back to the food.",
  greeting:
    'Assalam o alaikum, welcome to Anaar Kitchen, Gulberg! I can take a delivery or takeaway order, book a table, or answer any menu question. What can I get you?',
  suggested: [
    {
      question: 'Do you deliver to Model Town, and how long does it take?',
      answer:
        'Yes, Model Town is inside our 5 km delivery area. Delivery is PKR 150, free on orders over PKR 3,000, and usually takes 35 to 45 minutes.',
    },
    {
      question: "What's in the family deal?",
      answer:
        'The family deal for 4 is PKR 5,200: a full chicken karahi, 4 seekh kebabs, daal makhni, 8 plain naan and a 1.5 litre drink. Shall I start an order?',
    },
    {
      question: 'Can I book a table for 6 on Saturday night?',
      answer:
        "Yes, we take bookings for up to 10 in chat. Tell me the time and a first name for the booking and I'll hold the table; it is kept 15 minutes past the booking time.",
    },
    {
      question: 'Is the kheer nut-free?',
      answer:
        "No, the kheer is made with almonds and pistachios. Our kitchen also handles nuts, dairy and wheat, so we can't promise any dish is allergen-free.",
    },
  ],
  sample: [
    {
      visitor: 'Salam! Aaj ka special kya hai?',
      bot: 'Walaikum assalam! Aaj Wednesday hai, to special beef nihari hai: PKR 950, do naan ke saath. Delivery Gulberg se 5 km tak PKR 150 hai, aur PKR 3,000 se upar free. Order karein?',
    },
    {
      visitor:
        "Yes! 2 nihari and a half chicken karahi, delivery to Model Town. Is the karahi very spicy? My son doesn't eat much chilli.",
      bot: "No problem, the kitchen can make the karahi mild, with less green chilli. So far: 2 beef nihari (PKR 1,900) and a half chicken karahi, mild (PKR 1,850). That's PKR 3,750, and delivery is free. Anything else?",
    },
    {
      visitor: 'Add 4 garlic naan. Cash on delivery.',
      bot: "Done: 4 garlic naan added. Total PKR 4,230, cash on delivery. Your order is confirmed and with the kitchen now; it should reach Model Town in about 40 minutes. The rider will call this number when he's near, for the exact house.",
    },
    {
      visitor: "It's been 35 minutes, where is my food?",
      bot: "Your order left the kitchen at 8:12 pm with Imran, our rider, and he's about 10 minutes from Model Town. He'll call you when he reaches your block.",
    },
    {
      visitor: 'Ok. Btw what was the score in the Pakistan match?',
      bot: "Sorry, no cricket scores from me: I only know Anaar Kitchen's food, orders and bookings. Your food is nearly there, though!",
    },
    {
      visitor: "Next Friday is my father's birthday, we'll be 15 people. Can we book for dinner?",
      bot: "Happy early birthday to him! A group of 15 goes in our family hall, which Bilal, our duty manager, arranges himself. I've passed him your request for 15 on Friday evening; he'll call you on this number within 15 minutes to agree the time and the menu.",
    },
    {
      visitor: 'Food arrived, the nihari was amazing.',
      bot: "So glad you enjoyed it! Could you rate tonight's order from 1 to 5? It goes straight to the kitchen, and you can add a word for Imran too.",
    },
    {
      visitor: '5 stars. Imran was very polite.',
      bot: "Thank you! I've passed both on to the kitchen and to Imran. See you on Friday for the birthday dinner!",
    },
  ],
} as const satisfies BotDemo;
