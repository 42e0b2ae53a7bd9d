import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { FUNNEL_PERIODS, type FunnelPeriod } from '@/features/listings/server/funnel';

/** 7 / 30 / 90 days as links (URL state: `?period=`), the current one marked. */
export async function PeriodLinks({ path, current }: { path: string; current: FunnelPeriod }) {
  const t = await getTranslations('funnel');
  return (
    <nav aria-label={t('period.label')}>
      <ul className="flex flex-wrap gap-2">
        {FUNNEL_PERIODS.map((days) => (
          <li key={days}>
            <AppLink
              href={`${path}?period=${days}`}
              scroll={false}
              aria-current={days === current ? 'page' : undefined}
              className={clsx(
                'inline-flex rounded-full border px-3 py-1 text-sm font-medium',
                days === current
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-surface text-ink hover:bg-brand-50',
              )}
            >
              {t('period.days', { days })}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
