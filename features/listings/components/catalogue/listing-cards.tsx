import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format/money';
import { publicListingPath } from '@/features/listings/owner-paths';
import type {
  AdvertisementSummary,
  InvestmentSummary,
  ListingSummary,
} from '@/features/listings/server/catalogue';
import { CardShell, FeaturedBadge } from './card-shell';
import type { PhotoLoading } from './listing-image';
import { amountRangeText, bpsToFraction, PERCENT } from './format';
import { textLang } from './text-lang';

/** The card of a listing of either kind (catalogues, related listings). */
export function ListingCard({
  listing,
  photoLoading,
}: {
  listing: ListingSummary;
  photoLoading?: PhotoLoading;
}) {
  return listing.kind === 'advertisement' ? (
    <AdvertisementCard ad={listing} photoLoading={photoLoading} />
  ) : (
    <InvestmentCard investment={listing} photoLoading={photoLoading} />
  );
}

export function AdvertisementCard({
  ad,
  photoLoading,
}: {
  ad: AdvertisementSummary;
  photoLoading?: PhotoLoading;
}) {
  const t = useTranslations('catalogue.card');
  const taxonomy = useTranslations('taxonomy');
  const format = useFormatter();
  const locale = useLocale();
  return (
    <CardShell
      href={publicListingPath('advertisement', ad.id)}
      title={ad.title}
      cover={ad.cover}
      label={taxonomy(`categories.${ad.category}`)}
      badge={ad.featured ? <FeaturedBadge>{t('featured')}</FeaturedBadge> : null}
      city={taxonomy(`cities.${ad.city}`)}
      date={format.dateTime(ad.publishedAt, 'short')}
      placeholder={t('noPhoto')}
      photoLoading={photoLoading}
    >
      <p className="text-lg font-bold text-ink">
        {ad.priceMinor === null ? (
          <span className="text-base font-semibold text-muted">{t('priceOnRequest')}</span>
        ) : (
          formatMoney(ad.priceMinor, ad.currency, locale)
        )}
      </p>
    </CardShell>
  );
}

export function InvestmentCard({
  investment: item,
  photoLoading,
}: {
  investment: InvestmentSummary;
  photoLoading?: PhotoLoading;
}) {
  const t = useTranslations('catalogue.card');
  const taxonomy = useTranslations('taxonomy');
  const format = useFormatter();
  const locale = useLocale();
  return (
    <CardShell
      href={publicListingPath('opportunity', item.id)}
      title={item.title}
      cover={item.cover}
      label={taxonomy(`sectors.${item.sector}`)}
      city={taxonomy(`cities.${item.city}`)}
      date={format.dateTime(item.publishedAt, 'short')}
      placeholder={t('noPhoto')}
      photoLoading={photoLoading}
    >
      <p
        dir="auto"
        lang={textLang(item.summary)}
        className="user-text line-clamp-2 text-sm text-muted"
      >
        {item.summary}
      </p>
      <p className="font-bold text-ink">
        {amountRangeText(
          (values) => t('amountRange', values),
          item.amountMinMinor,
          item.amountMaxMinor,
          item.currency,
          locale,
        )}
      </p>
      <p className="card-chips">
        <span className="bg-brand-50 text-brand-800">{taxonomy(`stages.${item.stage}`)}</span>
        {item.expectedReturnBps !== null ? (
          <span className="bg-accent-100 text-accent-700">
            {t('expectedReturn', {
              value: format.number(bpsToFraction(item.expectedReturnBps), PERCENT),
            })}
          </span>
        ) : null}
      </p>
    </CardShell>
  );
}
