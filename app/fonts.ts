import localFont from 'next/font/local';

// Self-hosted from the npm package: the build has no network for Google Fonts.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});

// The 👍 of 'Already Subscribed', drawn the same on every device: Noto Color Emoji (SIL Open Font
// License, fonts/noto-color-emoji-OFL.txt), the colour-layer (COLRv1) build of
// @fontsource/noto-color-emoji 5.3.2, cut down to that one character with fontTools' subsetter,
// 1.6 KB (`pyftsubset noto-color-emoji-emoji-400-normal.woff2 --unicodes=U+1F44D,U+FE0F
// --flavor=woff2 --drop-tables+=SVG`; Chromium draws no SVG-in-OpenType glyphs). First in the
// font stack (globals.css) and limited to that character, it is fetched only by a page that
// shows it. Not named `emoji`: next/font names the family after the constant, and an unquoted
// `emoji` in a font stack is CSS's generic emoji family, not this font.
export const thumbsUp = localFont({
  src: './fonts/noto-color-emoji-thumbs-up.woff2',
  variable: '--font-emoji',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+1F44D, U+FE0F' }],
});
