import localFont from 'next/font/local';

/*
 * The faces are cut from the @fontsource-variable npm packages by scripts/subset-fonts.py and
 * committed under fonts/ (never fetched at build or run time). Each declares the unicode-range
 * its file maps (fonts/manifest.json; tests/speed/fonts.test.ts keeps the two equal), so the
 * browser downloads a face only when the page draws one of its characters.
 *
 * None is preloaded: a preload puts the file before the first paint of every page and
 * Lighthouse's slow-phone simulation then waits for it (about-us 90 -> 95-98 without). `swap`
 * paints the text at once in a system face. Not next/font's metric-matched fallback
 * (adjustFontFallback): inside the variable it would catch the other script's characters before
 * the stack reaches the right face (Arabic drawn in Inter's fallback). The stand-ins are declared
 * in app/globals.css instead, each limited to its own script's characters.
 */
export const latinFont = localFont({
  src: '../fonts/fursa-latin.woff2',
  variable: '--font-latin',
  weight: '400 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E,U+00A0-00AC,U+00AE-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+2002,U+2009,U+200B,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+2044,U+20AC,U+2122,U+2191,U+2193,U+2212,U+FEFF',
    },
  ],
});

export const arabicFont = localFont({
  src: '../fonts/fursa-arabic.woff2',
  variable: '--font-arabic',
  // Up to bold only (scripts/subset-fonts.py): an extrabold Arabic heading is drawn at 700.
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020,U+00A0,U+0600-06FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FD3E-FD3F,U+FDF2,U+FDFA-FDFB',
    },
  ],
});

/**
 * Only the letters of the language switcher's "العربية" (messages/en.json language.switchTo), at
 * its weight: an English page with no other Arabic text then loads 3 kB, not the 72 kB face.
 */
export const arabicLabelFont = localFont({
  src: '../fonts/fursa-arabic-label.woff2',
  variable: '--font-arabic-label',
  weight: '500',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0627-0629,U+0631,U+0639,U+0644,U+064A' }],
});

/**
 * Digits and punctuation in Noto Sans Arabic's own design, for Arabic pages only (the Arabic
 * stack in app/globals.css): prices, dates and full stops in Arabic text then need neither Inter
 * (33 kB) nor a system face. Latin letters still come from Inter.
 */
export const arabicFiguresFont = localFont({
  src: '../fonts/fursa-arabic-figures.woff2',
  variable: '--font-arabic-figures',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0021-0040,U+005B-0060,U+007B-007E,U+00A9,U+00AB,U+00AE,U+00B0,U+00BB,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2026,U+2122',
    },
  ],
});

/** The switcher's "English" on Arabic pages (messages/ar.json language.switchTo), as above. */
export const latinLabelFont = localFont({
  src: '../fonts/fursa-latin-label.woff2',
  variable: '--font-latin-label',
  weight: '500',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0045,U+0067-0069,U+006C,U+006E,U+0073' }],
});

/** The classes that define every face's CSS variable, for <html> (locale-document.tsx). */
export const fontVariables = [
  latinFont,
  arabicFont,
  arabicLabelFont,
  arabicFiguresFont,
  latinLabelFont,
]
  .map((font) => font.variable)
  .join(' ');
