import { getTranslations } from 'next-intl/server';
import type { ListingKind } from '@/features/listings/taxonomy';
import { ownerListingPath } from '@/features/listings/owner-paths';
import { getListingFunnel, type FunnelPeriod } from '@/features/listings/server/funnel';
import { FunnelChart } from './funnel-chart';
import { PeriodLinks } from './period-links';

/** One listing's funnel on its owner page. */
export async function ListingFunnel({
  ownerId,
  kind,
  listingId,
  period,
}: {
  ownerId: string;
  kind: ListingKind;
  listingId: string;
  period: FunnelPeriod;
}) {
  const [counts, t] = await Promise.all([
    getListingFunnel(ownerId, kind, listingId, period),
    getTranslations('funnel'),
  ]);
  return (
    <section
      id="funnel"
      aria-labelledby="listing-funnel-title"
      data-testid="listing-funnel"
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <h2 id="listing-funnel-title" className="text-lg font-semibold text-ink">
        {t('listingTitle')}
      </h2>
      <div className="my-3">
        <PeriodLinks path={ownerListingPath(kind, listingId)} current={period} />
      </div>
      <FunnelChart counts={counts} days={period} dealRoom={kind === 'opportunity'} />
    </section>
  );
}
