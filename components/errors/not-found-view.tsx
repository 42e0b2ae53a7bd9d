'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { CurrentPath } from './current-path';

/**
 * The 404 page's content (SPEC 8): title, "Page Not Found" with the path, a way home. A client
 * component on purpose: it needs no request locale on the server (the messages come from the
 * page's provider), so rendering it never turns a cached page dynamic.
 */
export function NotFoundView({ path }: { path?: string | null }) {
  const t = useTranslations('errors');
  const nav = useTranslations('nav');
  const app = useTranslations('app');
  return (
    <div className="container-page flex flex-1 flex-col items-center py-20 text-center">
      {/* not-found files cannot export metadata: React hoists this title into <head>. */}
      <title>{`${app('name')} - ${t('notFoundTitle')}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-black text-brand-600" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-muted" data-testid="not-found-path">
        {t.rich('notFoundMessage', { path: () => <CurrentPath path={path} /> })}
      </p>
      <p className="mt-2 max-w-md text-muted">{t('notFoundDescription')}</p>
      <AppLink href="/" className="mt-8 btn btn-primary">
        {nav('backHome')}
      </AppLink>
    </div>
  );
}
