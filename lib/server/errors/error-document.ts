import 'server-only';
import { createTranslator } from 'next-intl';
import { isLocale, localeDir, routing, type Locale } from '@/i18n/routing';
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

// Inline, because this document gets none of the app's stylesheets; the policy of every page
// allows inline styles (lib/server/security). The same colours as tailwind.config.ts.
const STYLE = `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;\
background:#f6f8f7;color:#0f1c1a;font:16px/1.5 system-ui,sans-serif;text-align:center}\
main{max-width:28rem;padding:4rem 1rem}.code{font-size:3.75rem;font-weight:900;color:#0b8068;margin:0}\
h1{font-size:1.875rem;margin:1rem 0 .5rem}.muted{color:#4b5b58}a{display:inline-block;margin-top:2rem;\
padding:.625rem 1rem;border-radius:.5rem;background:#0a6654;color:#fff;font-weight:600;text-decoration:none}`;

function readablePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname; // malformed escapes: shown as sent
  }
}

function pathLocale(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : routing.defaultLocale;
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
      h('style', null, STYLE),
    ),
    h(
      'body',
      null,
      h(
        'main',
        { role: 'alert' },
        h('p', { className: 'code', 'aria-hidden': true }, String(status)),
        h('h1', null, title),
        ...lines.map((line, i) =>
          h('p', { key: i, className: i === 0 ? 'muted' : undefined }, line),
        ),
        h('a', { href: `/${locale}` }, t('nav.backHome')),
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
