import Image from 'next/image';
import type { Founder } from '@/content/team';

export function FounderCard({ founder }: { founder: Founder }) {
  return (
    <article className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm transition-shadow duration-200 hover:shadow-md md:p-8">
      <Image
        src={founder.photo.src}
        width={founder.photo.width}
        height={founder.photo.height}
        alt={founder.photo.alt}
        className="size-40 rounded-full shadow-md"
      />
      <h2 className="mt-6 text-2xl font-semibold text-slate-900">{founder.name}</h2>
      <p className="mt-2 inline-flex rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800">
        {founder.role}
      </p>
      <p className="mt-4 max-w-prose leading-relaxed text-slate-700">{founder.bio}</p>
    </article>
  );
}
