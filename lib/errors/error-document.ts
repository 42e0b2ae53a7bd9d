import 'server-only';
import { createTranslator } from 'next-intl';
import { type Locale, localeDir, toLocale } from '@/i18n/routing';
import { COLORS } from '@/lib/theme/colors';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/** React's createElement as Next's page runtime hands it over (its own React, not ours). */
type CreateElement = (
  type: string,
  props: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;
type ErrorDocument = (h: CreateElement, url: { pathname: string }, status: number) => unknown;

declare global {
  // Read by Next's page runtime, patched by scripts/patch-next-error-document.mjs.
  var __nextErrorDocument: ErrorDocument | undefined;
}

// Style attributes, not a <style> element: this document gets none of the app's stylesheets, and
// when the app's scripts render the page over it React keeps <style> elements in <head> (they
// would restyle the whole app) but drops <body>'s attributes and children. Every page's policy
// allows inline styles (lib/security).
const STYLES = {
  body: {
    margin: 0,
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: COLORS.canvas,
    color: COLORS.ink,
    font: '16px/1.5 system-ui, sans-serif',
    textAlign: 'center',
  },
  main: { maxWidth: '28rem', padding: '4rem 1rem' },
  code: { margin: 0, fontSize: '3.75rem', fontWeight: 900, color: COLORS.brand[600] },
  h1: { margin: '1rem 0 0.5rem', fontSize: '1.875rem' },
  muted: { color: COLORS.muted },
  link: {
    display: 'inline-block',
    marginTop: '2rem',
    padding: '0.625rem 1rem',
    borderRadius: '0.5rem',
    background: COLORS.brand[700],
    color: COLORS.surface,
    fontWeight: 600,
    textDecoration: 'none',
  },
} as const;

function readablePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname; // malformed escapes: shown as sent
  }
}

function pathLocale(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return toLocale(first);
}

/**
 * The HTML document of a page whose rendering failed: `<html lang dir>`, the translated title and
 * SPEC 8's Internal Server Error text (status, message, description) and a way home, in the
 * language of the requested path. Redirects keep Next's own empty shell (null): their body is
 * never shown. The browser then renders the app's error boundary over it (app/[locale]/error.tsx).
 */
export const renderErrorDocument: ErrorDocument = (h, url, status) => {
  if (status >= 300 && status < 400) return null;
  const locale = pathLocale(url.pathname);
  const t = createTranslator({ locale, messages: locale === 'ar' ? ar : en });
  const notFound = status === 404;
  const title = notFound ? t('errors.notFoundTitle') : t('errors.serverTitle');
  const lines = notFound
    ? [
        // A text child: React escapes the path the visitor typed.
        t.markup('errors.notFoundMessage', { path: () => readablePath(url.pathname) }),
        t('errors.notFoundDescription'),
      ]
    : [
        t('errors.serverStatus', { status: String(status) }),
        t('errors.serverMessage'),
        t('errors.serverDescription'),
      ];
  return h(
    'html',
    { id: '__next_error__', lang: locale, dir: localeDir(locale) },
    h(
      'head',
      null,
      h('title', null, `${t('app.name')} - ${notFound ? t('titles.notFound') : t('titles.error')}`),
      h('link', { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' }),
    ),
    h(
      'body',
      { style: STYLES.body },
      h(
        'main',
        { role: 'alert', style: STYLES.main },
        h('p', { 'aria-hidden': true, style: STYLES.code }, String(status)),
        h('h1', { style: STYLES.h1 }, title),
        ...lines.map((line, i) =>
          h('p', { key: i, style: i === 0 ? STYLES.muted : undefined }, line),
        ),
        h('a', { href: `/${locale}`, style: STYLES.link }, t('nav.backHome')),
      ),
    ),
  );
};

/** Called once from instrumentation.ts. */
export function registerErrorDocument(): void {
  globalThis.__nextErrorDocument = (h, url, status) => {
    try {
      return renderErrorDocument(h, url, status);
    } catch (error) {
      // Never worse than before: Next's own shell, and the reason in the log.
      console.error('[error-document]', error);
      return null;
    }
  };
}
