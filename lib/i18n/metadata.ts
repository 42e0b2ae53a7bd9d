import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';

/** hreflang targets of one page: each language's address and the unprefixed `x-default`. */
export function languageAlternates(origin: string, path: string): Record<string, string> {
  return {
    ...Object.fromEntries(routing.locales.map((l) => [l, `${origin}/${l}${path}`])),
    'x-default': `${origin}${path || '/'}`,
  };
}

export type TitleKey = Parameters<Awaited<ReturnType<typeof getTranslations<'titles'>>>>[0];

/**
 * Page metadata: the title (the layout's template prefixes the app name and ` - `) and hreflang
 * alternates for both languages, plus `x-default`: the path without a prefix, where the request
 * layer negotiates the language. `path` is the route without its locale prefix.
 */
export async function pageMetadata(
  locale: Locale,
  titleKey: TitleKey | null,
  path: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'titles' });
  const clean = path === '/' ? '' : path;
  return {
    ...(titleKey ? { title: t(titleKey) } : {}),
    alternates: {
      canonical: `/${locale}${clean}`,
      languages: languageAlternates('', clean),
    },
  };
}
