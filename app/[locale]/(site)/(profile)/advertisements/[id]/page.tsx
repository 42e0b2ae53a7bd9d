import { MapPin, Tag } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Chip } from '@/features/listings/components/catalogue/detail-header';
import { TextSection } from '@/features/listings/components/catalogue/detail-layout';
import { AdvertisementCard } from '@/features/listings/components/catalogue/listing-cards';
import {
  ListingDetail,
  listingMetadata,
  openListing,
  viewableListing,
  type DetailParams,
} from '@/features/listings/components/catalogue/listing-detail';
import { RelatedListings } from '@/features/listings/components/catalogue/related-listings';
import { advertisementJsonLd } from '@/features/listings/components/catalogue/structured-data';
import { formatMoney } from '@/lib/format/money';
import {
  cachedAdvertisement,
  cachedRelatedAdvertisements,
} from '@/features/listings/server/cached';

type Props = { params: DetailParams };

const load = viewableListing('/advertisements', cachedAdvertisement);

// Cached pages, rendered on first request (none at build), refreshed when a listing of this kind
// changes (its data cache tag: publish, edit, promotion) and at most every minute (related
// listings, counters). Their CSP admits the cached copy's scripts by hash (page-csp.ts).
export const revalidate = 60;
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(params, '/advertisements', 'advertisement', load, (ad) => ad.description);
}

export default async function AdvertisementPage({ params }: Props) {
  const {
    locale,
    listing: ad,
    views,
    kind,
  } = await openListing(params, '/advertisements', 'advertisement', load);
  const related = await cachedRelatedAdvertisements(ad);
  const t = await getTranslations('catalogue');
  const taxonomy = await getTranslations('taxonomy');
  const category = taxonomy(`categories.${ad.category}`);
  const city = taxonomy(`cities.${ad.city}`);
  return (
    <ListingDetail
      locale={locale}
      kind={kind}
      base="/advertisements"
      listing={ad}
      views={views}
      jsonLd={(context) => advertisementJsonLd(ad, { ...context, category, city })}
      backLabel={t('ads.back')}
      chips={
        <>
          {ad.featured ? <Chip tone="accent">{t('card.featured')}</Chip> : null}
          <Chip>{category}</Chip>
        </>
      }
      headline={{
        label: t('detail.price'),
        value:
          ad.priceMinor === null
            ? t('card.priceOnRequest')
            : formatMoney(ad.priceMinor, ad.currency, locale),
      }}
      facts={[
        { label: t('detail.category'), value: category, icon: Tag },
        { label: t('detail.city'), value: city, icon: MapPin },
      ]}
      related={
        <RelatedListings
          title={t('ads.related')}
          items={related}
          renderItem={(item) => <AdvertisementCard ad={item} />}
        />
      }
    >
      <TextSection id="listing-description" title={t('detail.description')}>
        {ad.description}
      </TextSection>
    </ListingDetail>
  );
}
