import { minorToMajorString } from '@/lib/format/money';
import { photoUrl } from '@/features/listings/photo-url';
import type { AdvertisementDetail, InvestmentDetail } from '@/features/listings/server/catalogue';

/** schema.org data for the detail pages; `url` is the page's absolute address. */

const images = (origin: string, photos: { storageKey: string }[]) =>
  photos.map((p) => `${origin}${photoUrl(p.storageKey, 1280)}`);

export function advertisementJsonLd(
  ad: AdvertisementDetail,
  { origin, url, category, city }: { origin: string; url: string; category: string; city: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: ad.title,
    description: ad.description,
    category,
    url,
    image: images(origin, ad.photos),
    offers: {
      '@type': 'Offer',
      url,
      availability: 'https://schema.org/InStock',
      areaServed: city,
      seller: { '@type': 'Person', name: ad.owner.name },
      ...(ad.priceMinor !== null
        ? { price: minorToMajorString(ad.priceMinor, ad.currency), priceCurrency: ad.currency }
        : {}),
    },
  };
}

export function investmentJsonLd(
  item: InvestmentDetail,
  { origin, url, sector, city }: { origin: string; url: string; sector: string; city: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'InvestmentOrDeposit',
    name: item.title,
    description: item.summary,
    category: sector,
    url,
    image: images(origin, item.photos),
    areaServed: city,
    provider: { '@type': 'Person', name: item.owner.name },
    amount: {
      '@type': 'MonetaryAmount',
      currency: item.currency,
      minValue: Number(minorToMajorString(item.amountMinMinor, item.currency)),
      maxValue: Number(minorToMajorString(item.amountMaxMinor, item.currency)),
    },
    ...(item.expectedReturnBps !== null
      ? { annualPercentageRate: item.expectedReturnBps / 100 }
      : {}),
  };
}
