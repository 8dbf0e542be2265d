import localFont from 'next/font/local';

// Self-hosted from the npm package: the build has no network for Google Fonts.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});
