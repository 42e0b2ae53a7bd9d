import type { Config } from 'tailwindcss';
import { LAYERS } from './lib/constants';

/** Theme tokens. app/globals.css loads this file through `@config`. */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
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
      },
      fontFamily: {
        sans: ['var(--font-sans)', 'system-ui', 'sans-serif'],
      },
      zIndex: {
        modal: String(LAYERS.modal),
        overlay: String(LAYERS.overlay),
        menu: String(LAYERS.menu),
        tooltip: String(LAYERS.tooltip),
      },
      maxWidth: { content: '72rem' },
    },
  },
};

export default config;
