import { Layers, MapPin, Percent, Tag } from '@/components/icons';
import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Chip } from '@/features/listings/components/catalogue/detail-header';
import { TextSection } from '@/features/listings/components/catalogue/detail-layout';
import {
  amountRangeText,
  bpsToFraction,
  PERCENT,
} from '@/features/listings/components/catalogue/format';
import { InvestmentCard } from '@/features/listings/components/catalogue/listing-cards';
import {
  ListingDetail,
  listingMetadata,
  openListing,
  viewableListing,
  type DetailParams,
} from '@/features/listings/components/catalogue/listing-detail';
import { RelatedListings } from '@/features/listings/components/catalogue/related-listings';
import { investmentJsonLd } from '@/features/listings/components/catalogue/structured-data';
import { cachedInvestment, cachedRelatedInvestments } from '@/features/listings/server/cached';

type Props = { params: DetailParams };

const load = viewableListing('/investments', cachedInvestment);

// Cached pages, rendered on first request (none at build), refreshed when a listing of this kind
// changes (its data cache tag: publish, edit, promotion) and at most every minute (related
// listings, counters). Their CSP admits the cached copy's scripts by hash (page-csp.ts).
export const revalidate = 60;
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(params, '/investments', 'investment', load, (item) => item.summary);
}

export default async function InvestmentPage({ params }: Props) {
  const {
    locale,
    listing: item,
    views,
    kind,
  } = await openListing(params, '/investments', 'opportunity', load);
  const related = await cachedRelatedInvestments(item);
  const t = await getTranslations('catalogue');
  const taxonomy = await getTranslations('taxonomy');
  const format = await getFormatter();
  const sector = taxonomy(`sectors.${item.sector}`);
  const city = taxonomy(`cities.${item.city}`);
  return (
    <ListingDetail
      locale={locale}
      kind={kind}
      base="/investments"
      listing={item}
      views={views}
      jsonLd={(context) => investmentJsonLd(item, { ...context, sector, city })}
      backLabel={t('investments.back')}
      chips={
        <>
          <Chip>{sector}</Chip>
          <Chip>{taxonomy(`stages.${item.stage}`)}</Chip>
        </>
      }
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
      ]}
      related={
        <RelatedListings
          title={t('investments.related')}
          items={related}
          renderItem={(other) => <InvestmentCard investment={other} />}
        />
      }
    >
      <TextSection id="listing-summary" title={t('detail.summary')} lead>
        {item.summary}
      </TextSection>
      <TextSection id="listing-description" title={t('detail.description')}>
        {item.description}
      </TextSection>
    </ListingDetail>
  );
}
