import { hasLocale } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { routing } from '@/i18n/routing';

// Built once per language: the texts are the build's (the client asks with the build's id).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/**
 * The notification texts of one language, for a member's bell on a public page: every page's
 * payload leaves them out, since a visitor never sees a notification (lib/i18n/client-messages.ts).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response(null, { status: 404 });
  const messages = await getMessages({ locale });
  return Response.json(messages.notifications, {
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
