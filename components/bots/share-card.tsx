import { site } from '@/content/site';

/**
 * The share picture of a bot or an industry page (next/og draws it at build time): the brand,
 * what the page is, its name and description, and the starting price.
 */
export function ShareCard({
  background,
  eyebrow,
  title,
  titleSize,
  description,
  footer,
}: {
  background: string;
  eyebrow: string;
  title: string;
  titleSize: number;
  description: string;
  footer: string;
}) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        color: 'white',
        backgroundImage: background,
      }}
    >
      <div style={{ display: 'flex', fontSize: 32, fontWeight: 700, opacity: 0.9 }}>
        {site.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 30, textTransform: 'uppercase', opacity: 0.9 }}>
          {eyebrow}
        </div>
        <div style={{ display: 'flex', fontSize: titleSize, fontWeight: 700, marginTop: 12 }}>
          {title}
        </div>
        <div
          style={{ display: 'flex', fontSize: 30, marginTop: 24, maxWidth: 1000, lineHeight: 1.35 }}
        >
          {description}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 700 }}>{footer}</div>
    </div>
  );
}
