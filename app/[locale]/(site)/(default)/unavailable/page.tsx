import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { ServerError } from '@/components/errors/server-error';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { PATH_HEADER } from '@/lib/http/path-header';

type Props = { params: Promise<{ locale: string }> };

// The error page while the database is unreachable, server-rendered in the page's language: the
// proxy serves it (status 503) in place of a page that is not in the cache (its own address is a
// 404). Per request: it offers to retry the address the visitor asked for.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await segmentLocale(params);
  return { ...(await pageMetadata(locale, 'error', '/')), robots: { index: false } };
}

export default async function UnavailablePage({ params }: Props) {
  await segmentLocale(params);
  const t = await getTranslations('errors');
  const path = (await headers()).get(PATH_HEADER) ?? '/';
  return (
    <>
      <ServerError status={503} />
      <p className="-mt-12 mb-20 text-center">
        <a href={path} className="btn btn-primary">
          {t('retry')}
        </a>
      </p>
    </>
  );
}
