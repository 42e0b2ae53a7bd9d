import { getFormatter, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ListingFunnel } from '@/features/listings/components/funnel/listing-funnel';
import { FactList } from '@/features/listings/components/owner/fact-list';
import { ListingHeader } from '@/features/listings/components/owner/listing-header';
import { OwnerGallery } from '@/features/listings/components/owner/owner-gallery';
import { StatusActions } from '@/features/listings/components/owner/status-actions';
import { formatMoney } from '@/lib/format/money';
import { pageMetadata } from '@/lib/i18n/metadata';
import { ownerListingPath } from '@/features/listings/owner-paths';
import type { City, Sector, Stage } from '@/features/listings/taxonomy';
import { getOwnerOpportunity } from '@/features/listings/server/owner-opportunities';
import { parseFunnelPeriod } from '@/features/listings/server/funnel';
import {
  localeOf,
  openOwnerPage,
  type OwnerPageParams,
} from '@/features/listings/server/owner-page';

const path = (id: string) => `/profile/opportunities/${id}`;

export async function generateMetadata({ params }: { params: OwnerPageParams }) {
  const { id = '' } = await params;
  return pageMetadata(await localeOf(params), 'opportunityDetails', path(encodeURIComponent(id)));
}

export default async function OpportunityDetailsPage({
  params,
  searchParams,
}: {
  params: OwnerPageParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, id, owner } = await openOwnerPage(params, path);
  const op = await getOwnerOpportunity(owner, id);
  if (!op) notFound();
  const [t, tx, format] = await Promise.all([
    getTranslations('ownerListings'),
    getTranslations('taxonomy'),
    getFormatter(),
  ]);
  const sector = tx(`sectors.${op.sector as Sector}`);
  const city = tx(`cities.${op.city as City}`);
  const money = (minor: number) => formatMoney(minor, op.currency, locale);
  const date = (d: Date | null) => (d ? format.dateTime(d, 'short') : t('details.never'));
  const text = (title: string, body: string) => (
    <section className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p dir="auto" className="user-text mt-3 whitespace-pre-line text-ink">
        {body}
      </p>
    </section>
  );
  return (
    <div>
      <ListingHeader
        kind="opportunity"
        id={op.id}
        title={op.title}
        status={op.status}
        subtitle={`${sector} · ${city}`}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OwnerGallery
            photos={op.photos}
            editHref={ownerListingPath('opportunity', op.id, true)}
          />
          {text(t('details.summary'), op.summary)}
          {text(t('details.description'), op.description)}
        </div>
        <aside className="space-y-6">
          <StatusActions kind="opportunity" id={op.id} status={op.status} />
          <ListingFunnel
            ownerId={owner.id}
            kind="opportunity"
            listingId={op.id}
            period={parseFunnelPeriod((await searchParams).period)}
          />
          <FactList
            title={t('details.facts')}
            facts={[
              { label: t('details.sector'), value: sector },
              { label: t('details.stage'), value: tx(`stages.${op.stage as Stage}`) },
              { label: t('details.city'), value: city },
              {
                label: t('details.amount'),
                value: t('common.amountRange', {
                  min: money(op.amountMinMinor),
                  max: money(op.amountMaxMinor),
                }),
              },
              {
                label: t('details.expectedReturn'),
                value:
                  op.expectedReturnBps === null
                    ? t('details.notGiven')
                    : t('common.percent', { value: format.number(op.expectedReturnBps / 100) }),
              },
              { label: t('details.views'), value: format.number(op.views) },
              { label: t('details.created'), value: date(op.createdAt) },
              { label: t('details.updated'), value: date(op.updatedAt) },
              { label: t('details.publishedAt'), value: date(op.publishedAt) },
            ]}
          />
        </aside>
      </div>
    </div>
  );
}
