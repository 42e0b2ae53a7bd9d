import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/server/listings/sitemap';

// APP_URL is the running server's, not the build's.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        // Private areas: account pages, sign-in forms, conversations and the API.
        disallow: [
          '/*/profile',
          '/*/auth',
          '/*/contact-requests',
          '/*/my-contact-requests',
          '/api',
        ],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
  };
}
