import localFont from 'next/font/local';

// Fonts ship from npm (@fontsource-variable), never fetched at build or run time.
export const latinFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-latin',
  weight: '100 900',
  display: 'swap',
  // Not preloaded (issue 11): a preload puts its 49 kB before the first paint of every page, and
  // Lighthouse's slow-phone simulation then waits for it (about-us 90 -> 95-98, three runs each).
  // With `swap` the text paints at once in the fallback face and takes Inter when it arrives.
  preload: false,
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
