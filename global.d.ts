// Next's types for imported static files (components/icons imports its sprite). next-env.d.ts
// references them too, but it is written by `next build` or `next dev` and not committed: a fresh
// clone type-checks before either has run.
/// <reference types="next/image-types/global" />
import type { routing } from '@/i18n/routing';
import type messages from './messages/en.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
