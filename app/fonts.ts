import localFont from 'next/font/local';

// Fonts ship from npm (@fontsource-variable), never fetched at build or run time.
export const latinFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-latin',
  weight: '100 900',
  display: 'swap',
  // No metric-matched fallback face inside the variable: it would catch the other script's
  // characters before the stack reaches the right face (Arabic in Inter's fallback).
  adjustFontFallback: false,
});

export const arabicFont = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
  variable: '--font-arabic',
  weight: '100 900',
  display: 'swap',
  preload: false,
  // No metric-matched fallback face inside the variable: it would catch the other script's
  // characters before the stack reaches the right face (Arabic in Inter's fallback).
  adjustFontFallback: false,
});
