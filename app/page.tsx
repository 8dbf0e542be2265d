import { site } from '@/content/site';

export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-primary-800 sm:text-5xl">
        {site.name}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{site.description}</p>
    </main>
  );
}
