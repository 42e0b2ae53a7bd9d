import { Layers, MapPin, Percent, Tag } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format/money';
import type { ListingKind } from '@/features/listings/taxonomy';
import type { ListingDetail } from '@/features/listings/server/catalogue';
import { Chip } from './detail-header';
import { amountRangeText, bpsToFraction, PERCENT } from './format';
import type { Fact } from './listing-facts';
import { advertisementJsonLd, investmentJsonLd } from './structured-data';

/** What a kind's public page shows of its own: chips, the headline figure, facts and texts. */
type DetailView = {
  chips: ReactNode;
  headline: { label: string; value: ReactNode };
  facts: Fact[];
  texts: { id: string; title: string; body: string; lead?: boolean }[];
  /** The meta description's source. */
  description: string;
  /** Its classification, shared by the related listings (kinds.ts `group`). */
  group: string;
  jsonLd: (context: { origin: string; url: string }) => Record<string, unknown>;
};

type DetailTools = {
  t: Awaited<ReturnType<typeof getTranslations<'catalogue'>>>;
  taxonomy: Awaited<ReturnType<typeof getTranslations<'taxonomy'>>>;
  format: Awaited<ReturnType<typeof getFormatter>>;
  locale: Locale;
};

/** The translators and formatter the views use, for the page's language. */
export async function detailTools(locale: Locale): Promise<DetailTools> {
  const [t, taxonomy, format] = await Promise.all([
    getTranslations('catalogue'),
    getTranslations('taxonomy'),
    getFormatter(),
  ]);
  return { t, taxonomy, format, locale };
}

const DETAIL_VIEWS: {
  [K in ListingKind]: (listing: ListingDetail<K>, tools: DetailTools) => DetailView;
} = {
  advertisement: (ad, { t, taxonomy, locale }) => {
    const category = taxonomy(`categories.${ad.category}`);
    const city = taxonomy(`cities.${ad.city}`);
    return {
      chips: (
        <>
          {ad.featured ? <Chip tone="accent">{t('card.featured')}</Chip> : null}
          <Chip>{category}</Chip>
        </>
      ),
      headline: {
        label: t('detail.price'),
        value:
          ad.priceMinor === null
            ? t('card.priceOnRequest')
            : formatMoney(ad.priceMinor, ad.currency, locale),
      },
      facts: [
        { label: t('detail.category'), value: category, icon: Tag },
        { label: t('detail.city'), value: city, icon: MapPin },
      ],
      texts: [{ id: 'listing-description', title: t('detail.description'), body: ad.description }],
      description: ad.description,
      group: ad.category,
      jsonLd: (context) => advertisementJsonLd(ad, { ...context, category, city }),
    };
  },
  opportunity: (item, { t, taxonomy, format, locale }) => {
    const sector = taxonomy(`sectors.${item.sector}`);
    const city = taxonomy(`cities.${item.city}`);
    const stage = taxonomy(`stages.${item.stage}`);
    return {
      chips: (
        <>
          <Chip>{sector}</Chip>
          <Chip>{stage}</Chip>
        </>
      ),
      headline: {
        label: t('detail.amount'),
        value: amountRangeText(
          (values) => t('card.amountRange', values),
          item.amountMinMinor,
          item.amountMaxMinor,
          item.currency,
          locale,
        ),
      },
      facts: [
        { label: t('detail.sector'), value: sector, icon: Tag },
        { label: t('detail.city'), value: city, icon: MapPin },
        { label: t('detail.stage'), value: stage, icon: Layers },
        {
          label: t('detail.expectedReturn'),
          value:
            item.expectedReturnBps === null
              ? t('detail.notStated')
              : format.number(bpsToFraction(item.expectedReturnBps), PERCENT),
          icon: Percent,
        },
      ],
      texts: [
        { id: 'listing-summary', title: t('detail.summary'), body: item.summary, lead: true },
        { id: 'listing-description', title: t('detail.description'), body: item.description },
      ],
      description: item.summary,
      group: item.sector,
      jsonLd: (context) => investmentJsonLd(item, { ...context, sector, city }),
    };
  },
};

/** The view of a listing of either kind. */
export function detailView(listing: ListingDetail, tools: DetailTools): DetailView {
  return listing.kind === 'advertisement'
    ? DETAIL_VIEWS.advertisement(listing, tools)
    : DETAIL_VIEWS.opportunity(listing, tools);
}
