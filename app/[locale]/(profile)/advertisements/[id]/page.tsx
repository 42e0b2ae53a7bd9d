import { CalendarDays, Eye, MapPin, Tag } from 'lucide-react';
import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Chip, DetailHeader } from '@/components/listings/catalogue/detail-header';
import { DetailLayout, TextSection } from '@/components/listings/catalogue/detail-layout';
import { JsonLd } from '@/components/listings/catalogue/json-ld';
import { AdvertisementCard } from '@/components/listings/catalogue/listing-cards';
import { ListingFacts } from '@/components/listings/catalogue/listing-facts';
import { ListingGallery } from '@/components/listings/catalogue/listing-gallery';
import { OwnerCard } from '@/components/listings/catalogue/owner-card';
import { RelatedListings } from '@/components/listings/catalogue/related-listings';
import { advertisementJsonLd } from '@/components/listings/catalogue/structured-data';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format/money';
import { pageMetadata } from '@/lib/i18n/metadata';
import { photoUrl } from '@/lib/listings/photo-url';
import { AuthError, getCurrentUser } from '@/lib/server/auth/current-user';
import { enforcePageAccess } from '@/lib/server/auth/page-access';
import { getPublicAdvertisement } from '@/lib/server/listings/catalogue-advertisements';
import { relatedAdvertisements } from '@/lib/server/listings/related';
import { siteUrl } from '@/lib/server/listings/sitemap';
import { countPageView } from '@/lib/server/listings/views';

type Props = { params: Promise<{ locale: string; id: string }> };

async function read(params: Props['params']): Promise<{ locale: Locale; id: string }> {
  const { locale, id } = await params;
  return { locale: isLocale(locale) ? locale : routing.defaultLocale, id };
}

/** One load per request, shared by the metadata and the page; null when not viewable. */
const load = cache(async (id: string) => {
  try {
    return await getPublicAdvertisement(await getCurrentUser(), id);
  } catch (error) {
    if (error instanceof AuthError) return null; // the page redirects such a viewer
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await read(params);
  const ad = await load(id);
  const base = await pageMetadata(locale, ad ? null : 'advertisement', `/advertisements/${id}`);
  if (!ad) return base;
  const cover = ad.photos[0];
  return {
    ...base,
    title: ad.title,
    description: ad.description.replace(/\s+/g, ' ').slice(0, 160),
    openGraph: {
      title: ad.title,
      type: 'website',
      ...(cover ? { images: [photoUrl(cover.storageKey, 1280)] } : {}),
    },
  };
}

export default async function AdvertisementPage({ params }: Props) {
  const { locale, id } = await read(params);
  setRequestLocale(locale);
  const viewer = await enforcePageAccess(locale, `/advertisements/${id}`);
  const ad = await load(id);
  if (!ad) notFound();
  const views = await countPageView('advertisement', ad, viewer);
  const related = await relatedAdvertisements(ad);
  const t = await getTranslations('catalogue');
  const taxonomy = await getTranslations('taxonomy');
  const format = await getFormatter();
  const category = taxonomy(`categories.${ad.category}`);
  const city = taxonomy(`cities.${ad.city}`);
  const origin = siteUrl();
  return (
    <article>
      <JsonLd
        data={advertisementJsonLd(ad, {
          origin,
          url: `${origin}/${locale}/advertisements/${ad.id}`,
          category,
          city,
        })}
      />
      <DetailHeader
        backHref="/advertisements"
        backLabel={t('ads.back')}
        title={ad.title}
        chips={
          <>
            {ad.featured ? <Chip tone="accent">{t('card.featured')}</Chip> : null}
            <Chip>{category}</Chip>
          </>
        }
      />
      <DetailLayout
        gallery={<ListingGallery photos={ad.photos} title={ad.title} />}
        aside={
          <>
            <ListingFacts
              title={t('detail.facts')}
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
                {
                  label: t('detail.published'),
                  value: format.dateTime(ad.publishedAt, 'short'),
                  icon: CalendarDays,
                },
                {
                  label: t('detail.views'),
                  value: t('detail.viewCount', { count: views }),
                  icon: Eye,
                  testId: 'listing-views',
                },
              ]}
            />
            <OwnerCard owner={ad.owner} />
          </>
        }
      >
        <TextSection id="listing-description" title={t('detail.description')}>
          {ad.description}
        </TextSection>
      </DetailLayout>
      <RelatedListings
        title={t('ads.related')}
        items={related}
        renderItem={(item) => <AdvertisementCard ad={item} />}
      />
    </article>
  );
}
