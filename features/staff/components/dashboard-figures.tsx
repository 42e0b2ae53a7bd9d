import { clsx } from 'clsx';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import type { Dashboard } from '@/features/staff/server/dashboard';

type Figure = { key: string; label: string; value: number; href?: string; attention?: boolean };

/** The dashboard's counts; the ones that wait for the team link to their queue. */
export async function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const t = await getTranslations('admin.dashboard');
  const format = await getFormatter();
  const figures: Figure[] = [
    { key: 'new7', label: t('newUsers7'), value: dashboard.newUsers.last7Days },
    { key: 'new30', label: t('newUsers30'), value: dashboard.newUsers.last30Days },
    { key: 'published', label: t('published'), value: dashboard.listings.published },
    {
      key: 'pending',
      label: t('pendingReview'),
      value: dashboard.listings.pendingReview,
      href: '/admin/listings',
      attention: dashboard.listings.pendingReview > 0,
    },
    {
      key: 'reports',
      label: t('openReports'),
      value: dashboard.openReports,
      href: '/admin/reports',
      attention: dashboard.openReports > 0,
    },
  ];
  return (
    <section aria-labelledby="admin-figures-title" className="mb-8">
      <h2 id="admin-figures-title" className="sr-only">
        {t('figures')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {figures.map((figure) => (
          <div
            key={figure.key}
            className={clsx(
              'flex flex-col gap-1 rounded-2xl border bg-surface p-4 shadow-sm',
              figure.attention ? 'border-accent-500' : 'border-line',
            )}
            data-testid={`admin-figure-${figure.key}`}
          >
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="text-3xl font-bold text-ink tabular-nums">
              {format.number(figure.value)}
            </dd>
            {figure.href ? (
              <dd>
                <AppLink
                  href={figure.href}
                  className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {t('open')}
                  <span className="sr-only">: {figure.label}</span>
                </AppLink>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
