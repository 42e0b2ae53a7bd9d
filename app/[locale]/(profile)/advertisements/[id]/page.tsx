import { MapPin, Tag } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Chip } from '@/components/listings/catalogue/detail-header';
import { TextSection } from '@/components/listings/catalogue/detail-layout';
import { AdvertisementCard } from '@/components/listings/catalogue/listing-cards';
import {
  ListingDetail,
  listingMetadata,
  openListing,
  viewableListing,
  type DetailParams,
} from '@/components/listings/catalogue/listing-detail';
import { RelatedListings } from '@/components/listings/catalogue/related-listings';
import { advertisementJsonLd } from '@/components/listings/catalogue/structured-data';
import { formatMoney } from '@/lib/format/money';
import { cachedAdvertisement, cachedRelatedAdvertisements } from '@/lib/server/listings/cached';

type Props = { params: DetailParams };

const load = viewableListing(cachedAdvertisement);

// Rendered per request from briefly cached data (lib/server/listings/cached.ts: one indexed read,
// invalidated on publish, edit and promotion). Not an ISR page: a page first rendered on demand
// carries that request's CSP nonce, and a cached copy of it would then be served under a policy
// that no longer matches its scripts (docs/security.md "CSP").
export const dynamic = 'force-dynamic';

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
