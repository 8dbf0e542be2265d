import type { site } from '@/content/site';

type SocialName = (typeof site.socials)[number]['name'];

// lucide-react 1.x has no brand marks, so the five needed ones are drawn here as simple glyphs.
const paths: Record<SocialName, string> = {
  Facebook: 'M14 8h2V5h-2.5C11 5 10 6.6 10 8.6V10H8v3h2v7h3v-7h2.4l.6-3h-3V8.8c0-.5.3-.8 1-.8z',
  Twitter:
    'M4 4l6.5 8.6L4.3 20H6l5.3-6.1L15.8 20H20l-6.8-9L19 4h-1.7l-4.9 5.6L8.2 4zm2.4 1.2h1.2l10 13.6h-1.2z',
  LinkedIn:
    'M6.5 9H4v11h2.5zM5.25 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM20 13.5c0-2.6-1.4-4.7-4-4.7-1.3 0-2.3.7-2.8 1.4V9h-2.4v11h2.5v-6c0-1.3.8-2.3 2-2.3s1.9 1 1.9 2.3v6H20z',
  Instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm4.5-3.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

export function SocialIcon({ name }: { name: SocialName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5" fill="currentColor">
      <path d={paths[name]} fillRule="evenodd" />
    </svg>
  );
}
