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
import type { AdCategory, City } from '@/features/listings/taxonomy';
import { getOwnerAdvertisement } from '@/features/listings/server/owner-advertisements';
import { parseFunnelPeriod } from '@/features/listings/server/funnel';
import {
  localeOf,
  openOwnerPage,
  type OwnerPageParams,
} from '@/features/listings/server/owner-page';

const path = (id: string) => `/profile/advertisements/${id}`;

export async function generateMetadata({ params }: { params: OwnerPageParams }) {
  const { id = '' } = await params;
  return pageMetadata(await localeOf(params), 'advertisementDetails', path(encodeURIComponent(id)));
}

export default async function AdvertisementDetailsPage({
  params,
  searchParams,
}: {
  params: OwnerPageParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, id, owner } = await openOwnerPage(params, path);
  const ad = await getOwnerAdvertisement(owner, id);
  if (!ad) notFound();
  const [t, tx, format] = await Promise.all([
    getTranslations('ownerListings'),
    getTranslations('taxonomy'),
    getFormatter(),
  ]);
  const category = tx(`categories.${ad.category as AdCategory}`);
  const city = tx(`cities.${ad.city as City}`);
  const date = (d: Date | null) => (d ? format.dateTime(d, 'short') : t('details.never'));
  return (
    <div>
      <ListingHeader
        kind="advertisement"
        id={ad.id}
        title={ad.title}
        status={ad.status}
        subtitle={`${category} · ${city}`}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OwnerGallery
            photos={ad.photos}
            editHref={ownerListingPath('advertisement', ad.id, true)}
          />
          <section className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <h2 className="text-lg font-semibold">{t('details.description')}</h2>
            <p dir="auto" className="user-text mt-3 whitespace-pre-line text-ink">
              {ad.description}
            </p>
          </section>
        </div>
        <aside className="space-y-6">
          <StatusActions kind="advertisement" id={ad.id} status={ad.status} />
          <ListingFunnel
            ownerId={owner.id}
            kind="advertisement"
            listingId={ad.id}
            period={parseFunnelPeriod((await searchParams).period)}
          />
          <FactList
            title={t('details.facts')}
            facts={[
              { label: t('details.category'), value: category },
              { label: t('details.city'), value: city },
              {
                label: t('details.price'),
                value:
                  ad.priceMinor === null
                    ? t('common.priceOnRequest')
                    : formatMoney(ad.priceMinor, ad.currency, locale),
              },
              { label: t('details.views'), value: format.number(ad.views) },
              { label: t('details.created'), value: date(ad.createdAt) },
              { label: t('details.updated'), value: date(ad.updatedAt) },
              { label: t('details.publishedAt'), value: date(ad.publishedAt) },
            ]}
          />
        </aside>
      </div>
    </div>
  );
}
