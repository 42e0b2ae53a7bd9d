import { CalendarDays, Eye, Layers, MapPin, Percent, Tag } from 'lucide-react';
import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Chip, DetailHeader } from '@/components/listings/catalogue/detail-header';
import { DetailLayout, TextSection } from '@/components/listings/catalogue/detail-layout';
import { amountRangeText, bpsToFraction, PERCENT } from '@/components/listings/catalogue/format';
import { JsonLd } from '@/components/listings/catalogue/json-ld';
import { InvestmentCard } from '@/components/listings/catalogue/listing-cards';
import { ListingFacts } from '@/components/listings/catalogue/listing-facts';
import { ListingGallery } from '@/components/listings/catalogue/listing-gallery';
import { OwnerCard } from '@/components/listings/catalogue/owner-card';
import { RelatedListings } from '@/components/listings/catalogue/related-listings';
import { investmentJsonLd } from '@/components/listings/catalogue/structured-data';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import { photoUrl } from '@/lib/listings/photo-url';
import { AuthError, getCurrentUser } from '@/lib/server/auth/current-user';
import { enforcePageAccess } from '@/lib/server/auth/page-access';
import { getPublicInvestment } from '@/lib/server/listings/catalogue-opportunities';
import { relatedInvestments } from '@/lib/server/listings/related';
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
    return await getPublicInvestment(await getCurrentUser(), id);
  } catch (error) {
    if (error instanceof AuthError) return null; // the page redirects such a viewer
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await read(params);
  const item = await load(id);
  const base = await pageMetadata(locale, item ? null : 'investment', `/investments/${id}`);
  if (!item) return base;
  const cover = item.photos[0];
  return {
    ...base,
    title: item.title,
    description: item.summary.replace(/\s+/g, ' ').slice(0, 160),
    openGraph: {
      title: item.title,
      type: 'website',
      ...(cover ? { images: [photoUrl(cover.storageKey, 1280)] } : {}),
    },
  };
}

export default async function InvestmentPage({ params }: Props) {
  const { locale, id } = await read(params);
  setRequestLocale(locale);
  const viewer = await enforcePageAccess(locale, `/investments/${id}`);
  const item = await load(id);
  if (!item) notFound();
  const views = await countPageView('opportunity', item, viewer);
  const related = await relatedInvestments(item);
  const t = await getTranslations('catalogue');
  const taxonomy = await getTranslations('taxonomy');
  const format = await getFormatter();
  const sector = taxonomy(`sectors.${item.sector}`);
  const city = taxonomy(`cities.${item.city}`);
  const origin = siteUrl();
  return (
    <article>
      <JsonLd
        data={investmentJsonLd(item, {
          origin,
          url: `${origin}/${locale}/investments/${item.id}`,
          sector,
          city,
        })}
      />
      <DetailHeader
        backHref="/investments"
        backLabel={t('investments.back')}
        title={item.title}
        chips={
          <>
            <Chip>{sector}</Chip>
            <Chip>{taxonomy(`stages.${item.stage}`)}</Chip>
          </>
        }
      />
      <DetailLayout
        gallery={<ListingGallery photos={item.photos} title={item.title} />}
        aside={
          <>
            <ListingFacts
              title={t('detail.facts')}
              headline={{
                label: t('detail.amount'),
                value: amountRangeText(
                  (values) => t('card.amountRange', values),
                  item.amountMinMinor,
                  item.amountMaxMinor,
                  item.currency,
                  locale,
                ),
              }}
              facts={[
                { label: t('detail.sector'), value: sector, icon: Tag },
                { label: t('detail.city'), value: city, icon: MapPin },
                { label: t('detail.stage'), value: taxonomy(`stages.${item.stage}`), icon: Layers },
                {
                  label: t('detail.expectedReturn'),
                  value:
                    item.expectedReturnBps === null
                      ? t('detail.notStated')
                      : format.number(bpsToFraction(item.expectedReturnBps), PERCENT),
                  icon: Percent,
                },
                {
                  label: t('detail.published'),
                  value: format.dateTime(item.publishedAt, 'short'),
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
            <OwnerCard owner={item.owner} />
          </>
        }
      >
        <TextSection id="listing-summary" title={t('detail.summary')} lead>
          {item.summary}
        </TextSection>
        <TextSection id="listing-description" title={t('detail.description')}>
          {item.description}
        </TextSection>
      </DetailLayout>
      <RelatedListings
        title={t('investments.related')}
        items={related}
        renderItem={(other) => <InvestmentCard investment={other} />}
      />
    </article>
  );
}
