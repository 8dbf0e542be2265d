import { ImageResponse } from 'next/og';
import { hero } from '@/content/home';
import { site } from '@/content/site';

export const alt = `${site.name}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

// Drawn at build time with the font bundled in next/og: nothing is fetched from another host.
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        color: 'white',
        backgroundImage: 'linear-gradient(135deg, #312e81, #4338ca 55%, #0f766e)',
      }}
    >
      <div style={{ display: 'flex', fontSize: 40, fontWeight: 700 }}>{site.name}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ display: 'flex', fontSize: 72, fontWeight: 800, lineHeight: 1.1 }}>
          {hero.headline}
        </div>
        <div style={{ display: 'flex', fontSize: 32, color: '#e0e7ff' }}>{site.tagline}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: '#ccfbf1' }}>
        {site.url.replace('https://', '')}
      </div>
    </div>,
    size,
  );
}
