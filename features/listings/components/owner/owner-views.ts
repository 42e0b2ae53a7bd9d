import type { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format/money';
import type { ListingKind } from '@/features/listings/taxonomy';
import type { OwnerListing, OwnerListingSummary } from '@/features/listings/server/owner-listings';
import type { Fact } from './fact-list';

/** What the owner's pages show of a kind's own fields, already translated. */

export type OwnerTools = {
  t: Awaited<ReturnType<typeof getTranslations<'ownerListings'>>>;
  tx: Awaited<ReturnType<typeof getTranslations<'taxonomy'>>>;
  format: Awaited<ReturnType<typeof getFormatter>>;
  locale: Locale;
};

type OwnerView<K extends ListingKind> = {
  /** A list row's facts (classification, city) and its price or amount sought. */
  row: (listing: OwnerListingSummary<K>, tools: OwnerTools) => { facts: string[]; amount: string };
  /** The view page: the line under the title, the texts, the kind's facts. */
  page: (
    listing: OwnerListing<K>,
    tools: OwnerTools,
  ) => { subtitle: string; texts: { title: string; body: string }[]; facts: Fact[] };
};

const price = (ad: { priceMinor: number | null; currency: string }, { t, locale }: OwnerTools) =>
  ad.priceMinor === null
    ? t('common.priceOnRequest')
    : formatMoney(ad.priceMinor, ad.currency, locale);

const amountRange = (
  item: { amountMinMinor: number; amountMaxMinor: number; currency: string },
  { t, locale }: OwnerTools,
) =>
  t('common.amountRange', {
    min: formatMoney(item.amountMinMinor, item.currency, locale),
    max: formatMoney(item.amountMaxMinor, item.currency, locale),
  });

const OWNER_VIEWS: { [K in ListingKind]: OwnerView<K> } = {
  advertisement: {
    row: (ad, tools) => ({
      facts: [tools.tx(`categories.${ad.category}`), tools.tx(`cities.${ad.city}`)],
      amount: price(ad, tools),
    }),
    page: (ad, tools) => {
      const { t, tx } = tools;
      const [category, city] = [tx(`categories.${ad.category}`), tx(`cities.${ad.city}`)];
      return {
        subtitle: `${category} · ${city}`,
        texts: [{ title: t('details.description'), body: ad.description }],
        facts: [
          { label: t('details.category'), value: category },
          { label: t('details.city'), value: city },
          { label: t('details.price'), value: price(ad, tools) },
        ],
      };
    },
  },
  opportunity: {
    row: (item, tools) => ({
      facts: [tools.tx(`sectors.${item.sector}`), tools.tx(`cities.${item.city}`)],
      amount: amountRange(item, tools),
    }),
    page: (item, tools) => {
      const { t, tx, format } = tools;
      const [sector, city] = [tx(`sectors.${item.sector}`), tx(`cities.${item.city}`)];
      return {
        subtitle: `${sector} · ${city}`,
        texts: [
          { title: t('details.summary'), body: item.summary },
          { title: t('details.description'), body: item.description },
        ],
        facts: [
          { label: t('details.sector'), value: sector },
          { label: t('details.stage'), value: tx(`stages.${item.stage}`) },
          { label: t('details.city'), value: city },
          { label: t('details.amount'), value: amountRange(item, tools) },
          {
            label: t('details.expectedReturn'),
            value:
              item.expectedReturnBps === null
                ? t('details.notGiven')
                : t('common.percent', { value: format.number(item.expectedReturnBps / 100) }),
          },
        ],
      };
    },
  },
};

/** A list row's view of either kind. */
export function ownerRowView(listing: OwnerListingSummary, tools: OwnerTools) {
  return listing.kind === 'advertisement'
    ? OWNER_VIEWS.advertisement.row(listing, tools)
    : OWNER_VIEWS.opportunity.row(listing, tools);
}

/** The view page's view of either kind. */
export function ownerPageView(listing: OwnerListing, tools: OwnerTools) {
  return listing.kind === 'advertisement'
    ? OWNER_VIEWS.advertisement.page(listing, tools)
    : OWNER_VIEWS.opportunity.page(listing, tools);
}
