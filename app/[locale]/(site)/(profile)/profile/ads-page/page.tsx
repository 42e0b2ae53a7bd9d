import { Megaphone, Plus } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PromoteForm } from '@/features/billing/components/promote-form';
import { PromotionList } from '@/features/billing/components/promotion-list';
import { PageHeading } from '@/components/ui/page-heading';
import { AppLink } from '@/components/ui/app-link';
import { toLocale } from '@/i18n/routing';
import { isolate } from '@/features/billing/format';
import { getBillingLimits } from '@/features/billing/limits';
import { formatMoney } from '@/lib/format/money';
import { pageMetadata } from '@/lib/i18n/metadata';
import { requirePageUser } from '@/lib/auth/page-gate';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { listPromotableAds, listPromotions } from '@/features/billing/server/promotions';
import { getWalletSummary } from '@/features/billing/server/wallet';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'adsPage', '/profile/ads-page');
}

const cardClass = 'rounded-2xl border border-line bg-surface p-6 shadow-sm';

export default async function AdsPromotionPage({ params }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, '/profile/ads-page', { role: 'OWNER' });
  const now = new Date();
  const [ads, promotions, wallet] = await Promise.all([
    listPromotableAds(user),
    listPromotions(user, now),
    getWalletSummary(user.id),
  ]);
  const t = await getTranslations('billing');
  const titles = await getTranslations('titles');
  const format = await getFormatter();
  const limits = getBillingLimits();
  const options = ads.map((ad) => {
    const featured = ad.promotedUntil && ad.promotedUntil.getTime() > now.getTime();
    return {
      id: ad.id,
      title: ad.title,
      promotedUntil: ad.promotedUntil?.toISOString() ?? null,
      label: featured
        ? t('promotions.featuredOption', {
            title: isolate(ad.title),
            date: format.dateTime(ad.promotedUntil!, 'short'),
          })
        : ad.title,
    };
  });

  return (
    <div className="py-2">
      <PageHeading title={titles('adsPage')} description={t('promotions.intro')} />
      <section aria-labelledby="promote-title" className={`mb-8 ${cardClass}`}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="promote-title" className="flex items-center gap-2 text-lg font-semibold">
            <Megaphone aria-hidden className="size-5 text-brand-700" />
            {t('promotions.formTitle')}
          </h2>
          <p className="text-sm text-muted">
            {t('balance')}:{' '}
            <span className="font-semibold text-ink">
              {formatMoney(wallet.balanceMinor, wallet.currency, locale)}
            </span>{' '}
            <AppLink
              href="/profile/wallet"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {t('topUp')}
            </AppLink>
          </p>
        </div>
        {options.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line p-6 text-center">
            <p className="mb-4 text-muted">{t('promotions.noAds')}</p>
            <AppLink href="/profile/advertisements/add" className="btn btn-primary">
              <Plus aria-hidden className="size-4" />
              {t('promotions.createAd')}
            </AppLink>
          </div>
        ) : (
          <PromoteForm
            ads={options}
            packages={limits.promotionPackages}
            balanceMinor={wallet.balanceMinor}
            currency={limits.currency}
          />
        )}
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="active-title" className={cardClass}>
          <h2 id="active-title" className="mb-2 text-lg font-semibold">
            {t('promotions.activeTitle')}
          </h2>
          {promotions.active.length === 0 ? (
            <p className="py-4 text-muted">{t('promotions.activeEmpty')}</p>
          ) : (
            <PromotionList promotions={promotions.active} locale={locale} now={now} />
          )}
        </section>
        <section aria-labelledby="past-title" className={cardClass}>
          <h2 id="past-title" className="mb-2 text-lg font-semibold">
            {t('promotions.pastTitle')}
          </h2>
          {promotions.past.length === 0 ? (
            <p className="py-4 text-muted">{t('promotions.pastEmpty')}</p>
          ) : (
            <PromotionList promotions={promotions.past} locale={locale} now={now} ended />
          )}
        </section>
      </div>
    </div>
  );
}
