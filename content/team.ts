import { site } from '@/content/site';
export type Founder = {
  slug: string;
  name: string;
  role: 'CEO' | 'Co-Founder';
  bio: string;
  photo: { src: string; width: number; height: number; alt: string };
};

export const teamPage = {
  title: 'Our Team',
  metaDescription: `Meet the founders of ${site.name}, the team behind our AI business bots.`,
  intro: `${site.name} was started by two people who spent years answering the same customer questions by hand.`,
} as const;

// Fictional founders: placeholders for the provider to replace with their own people.
export const founders = [
  {
    slug: 'zara-qamarani',
    name: 'Zara Qamarani',
    role: 'CEO',
    bio: `Zara ran operations for a chain of Karachi restaurants, where she watched staff answer the same order and booking questions hundreds of times a day. She founded ${site.name} to make that work automatic for any small business, and she leads product and customer partnerships.`,
    photo: {
      src: '/team/zara-qamarani.svg',
      width: 320,
      height: 320,
      alt: `Portrait of Zara Qamarani, CEO of ${site.name}`,
    },
  },
  {
    slug: 'farhan-velani',
    name: 'Farhan Velani',
    role: 'Co-Founder',
    bio: `Farhan is a software engineer who has built messaging integrations for e-commerce and healthcare companies. At ${site.name} he leads engineering, from the conversation design of each bot to the servers that keep them running around the clock.`,
    photo: {
      src: '/team/farhan-velani.svg',
      width: 320,
      height: 320,
      alt: `Portrait of Farhan Velani, Co-Founder of ${site.name}`,
    },
  },
] as const satisfies readonly Founder[];
