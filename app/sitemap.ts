import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { languageAlternates } from '@/lib/i18n/metadata';
import { publishedListingsForSitemap, siteUrl } from '@/features/listings/server/sitemap';

// Read at request time: the listings change, and APP_URL is the running server's, not the build's.
export const dynamic = 'force-dynamic';

/** A sitemap file may hold at most 50,000 URLs. */
const MAX_SITEMAP_URLS = 50_000;

const STATIC_PATHS = [
  '',
  '/advertisements',
  '/investments',
  '/about-us',
  '/contact-us',
  '/policy',
  '/terms',
];

const PRIORITY: Record<string, number> = { '': 1, '/advertisements': 0.8, '/investments': 0.8 };

/** Public pages and published listings, each in both languages with hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  const entries = (path: string, lastModified?: Date, priority?: number) => {
    const languages = languageAlternates(origin, path);
    return routing.locales.map((locale) => ({
      url: `${origin}/${locale}${path}`,
      ...(lastModified ? { lastModified } : {}),
      ...(priority ? { priority } : {}),
      alternates: { languages },
    }));
  };
  const fixed = STATIC_PATHS.flatMap((path) => entries(path, undefined, PRIORITY[path] ?? 0.3));
  const room = Math.floor((MAX_SITEMAP_URLS - fixed.length) / routing.locales.length);
  const listings = await publishedListingsForSitemap(room);
  return [
    ...fixed,
    ...listings.flatMap(({ kind, id, updatedAt }) =>
      entries(`/${kind === 'advertisement' ? 'advertisements' : 'investments'}/${id}`, updatedAt),
    ),
  ];
}
