import type { getFormatter, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format/money';
import type { AdCategory, City, Sector, Stage } from '@/features/listings/taxonomy';
import type { Fact } from '@/features/listings/components/owner/fact-list';
import type { StaffListing } from '@/features/moderation/server/staff-listings';

type Tools = {
  t: Awaited<ReturnType<typeof getTranslations<'ownerListings'>>>;
  tx: Awaited<ReturnType<typeof getTranslations<'taxonomy'>>>;
  format: Awaited<ReturnType<typeof getFormatter>>;
  locale: string;
};

/**
 * A listing's own fields as a moderator reads them: its texts and its facts, translated. The
 * codes are the ones the owner's form allows (the stored columns are plain text).
 */
export function staffListingView(data: StaffListing, { t, tx, format, locale }: Tools) {
  const money = (minor: number) => formatMoney(minor, data.listing.currency, locale);
  const city = { label: t('details.city'), value: tx(`cities.${data.listing.city as City}`) };
  if (data.kind === 'advertisement') {
    const ad = data.listing;
    const facts: Fact[] = [
      {
        label: t('details.category'),
        value: tx(`categories.${ad.category as AdCategory}`),
      },
      city,
      {
        label: t('details.price'),
        value: ad.priceMinor === null ? t('common.priceOnRequest') : money(ad.priceMinor),
      },
    ];
    return { texts: [{ title: t('details.description'), body: ad.description }], facts };
  }
  const item = data.listing;
  const facts: Fact[] = [
    { label: t('details.sector'), value: tx(`sectors.${item.sector as Sector}`) },
    { label: t('details.stage'), value: tx(`stages.${item.stage as Stage}`) },
    city,
    {
      label: t('details.amount'),
      value: t('common.amountRange', {
        min: money(item.amountMinMinor),
        max: money(item.amountMaxMinor),
      }),
    },
    {
      label: t('details.expectedReturn'),
      value:
        item.expectedReturnBps === null
          ? t('details.notGiven')
          : t('common.percent', { value: format.number(item.expectedReturnBps / 100) }),
    },
  ];
  return {
    texts: [
      { title: t('details.summary'), body: item.summary },
      { title: t('details.description'), body: item.description },
    ],
    facts,
  };
}
