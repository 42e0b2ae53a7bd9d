import type { Config } from 'tailwindcss';
import { LAYERS } from './lib/constants';
import { COLORS } from './lib/theme/colors';

/** Theme tokens. app/globals.css loads this file through `@config`. */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: COLORS,
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
