import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';

export type TitleKey = Parameters<Awaited<ReturnType<typeof getTranslations<'titles'>>>>[0];

/**
 * Page metadata: the title (the layout's template prefixes the app name and ` - `) and hreflang
 * alternates for both languages. `path` is the route without its locale prefix.
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
      languages: Object.fromEntries(routing.locales.map((l) => [l, `/${l}${clean}`])),
    },
  };
}
