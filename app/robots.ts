import type { MetadataRoute } from 'next';
import { siteUrl } from '@/features/listings/server/sitemap';

// APP_URL is the running server's, not the build's.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        // Private areas: account pages, conversations, notifications, checkouts and the API. The
        // sign-in and sign-up pages stay crawlable: people search for them by the site's name.
        disallow: [
          '/*/profile',
          '/*/contact-requests',
          '/*/my-contact-requests',
          '/*/notifications',
          '/*/checkout',
          '/api',
        ],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
  };
}
