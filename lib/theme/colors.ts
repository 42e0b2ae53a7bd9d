/**
 * The site's colours: Tailwind's theme (tailwind.config.ts) and the few places that draw without
 * it (the page's theme colour).
 */
export const COLORS = {
  brand: {
    50: '#ecfdf7',
    100: '#d1faec',
    200: '#a6f2da',
    500: '#0f9f7f',
    600: '#0b8068',
    700: '#0a6654',
    800: '#0b5245',
    900: '#0a3f36',
  },
  accent: { 100: '#fdf0d5', 500: '#d98c1a', 700: '#9a5a0b' },
  ink: '#0f1c1a',
  muted: '#4b5b58',
  line: '#dbe3e1',
  surface: '#ffffff',
  canvas: '#f6f8f7',
  danger: '#b42318',
  success: '#067647',
} as const;
