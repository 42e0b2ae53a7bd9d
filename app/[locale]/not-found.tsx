import { getTranslations } from 'next-intl/server';
import { CurrentPath } from '@/components/errors/current-path';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { AppLink } from '@/components/ui/app-link';

export default async function NotFound() {
  const t = await getTranslations('errors');
  const nav = await getTranslations('nav');
  const app = await getTranslations('app');
  const titles = await getTranslations('titles');
  return (
    <>
      {/* not-found.tsx cannot export metadata: React hoists this title into <head>. */}
      <title>{`${app('name')} - ${titles('notFound')}`}</title>
      <meta name="robots" content="noindex" />
      <SiteHeader />
      <main
        id="main"
        className="container-page flex flex-1 flex-col items-center py-20 text-center"
      >
        <p className="text-6xl font-black text-brand-600" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold">{t('notFoundTitle')}</h1>
        <p className="mt-3 text-muted" data-testid="not-found-path">
          {t.rich('notFoundMessage', { path: () => <CurrentPath /> })}
        </p>
        <p className="mt-2 max-w-md text-muted">{t('notFoundDescription')}</p>
        <AppLink
          href="/"
          className="mt-8 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {nav('backHome')}
        </AppLink>
      </main>
      <SiteFooter />
    </>
  );
}
