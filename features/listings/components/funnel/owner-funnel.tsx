import { getFormatter, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { ownerListingPath } from '@/features/listings/owner-paths';
import { getOwnerFunnel, type FunnelPeriod } from '@/features/listings/server/funnel';
import { FunnelChart } from './funnel-chart';
import { PeriodLinks } from './period-links';

/** The owner's funnel over all their listings, then listing by listing (on /profile). */
export async function OwnerFunnel({ ownerId, period }: { ownerId: string; period: FunnelPeriod }) {
  const [funnel, t, format] = await Promise.all([
    getOwnerFunnel(ownerId, period),
    getTranslations('funnel'),
    getFormatter(),
  ]);
  const n = (value: number) => format.number(value);
  return (
    <section
      id="funnel"
      aria-labelledby="funnel-title"
      data-testid="owner-funnel"
      className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="funnel-title" className="text-lg font-semibold text-ink">
            {t('title')}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t('intro')}</p>
        </div>
        <PeriodLinks path="/profile" current={period} />
      </div>
      <h3 className="mb-3 text-sm font-semibold text-muted">{t('total')}</h3>
      <FunnelChart counts={funnel.totals} days={period} />
      {funnel.listings.length === 0 ? (
        <p className="mt-6 text-sm text-muted">{t('noActivity')}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-2 text-start font-semibold text-ink">{t('byListing')}</caption>
            <thead className="text-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('listing')}
                </th>
                {(['views', 'requests', 'accepted', 'replied'] as const).map((stage) => (
                  <th key={stage} scope="col" className="px-2 py-2 text-end font-medium">
                    {t(`stages.${stage}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {funnel.listings.map((row) => (
                <tr key={`${row.kind}:${row.id}`} className="border-b border-line last:border-0">
                  <th scope="row" className="max-w-56 py-2 pe-3 text-start font-medium">
                    <AppLink
                      href={ownerListingPath(row.kind, row.id)}
                      className="text-brand-800 hover:underline"
                    >
                      <bdi className="user-text">{row.title}</bdi>
                    </AppLink>
                  </th>
                  <td className="px-2 py-2 text-end tabular-nums">{n(row.views)}</td>
                  <td className="px-2 py-2 text-end tabular-nums">{n(row.requests)}</td>
                  <td className="px-2 py-2 text-end tabular-nums">{n(row.accepted)}</td>
                  <td className="px-2 py-2 text-end tabular-nums">{n(row.replied)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {funnel.activeListings > funnel.listings.length ? (
            <p className="mt-2 text-xs text-muted">
              {t('more', { shown: funnel.listings.length })}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
