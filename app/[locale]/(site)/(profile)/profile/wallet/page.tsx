import { Wallet } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/features/billing/components/pagination';
import { PaymentResult } from '@/features/billing/components/payment-result';
import { RestrictedBanner } from '@/features/billing/components/restricted-banner';
import { TopUpForm } from '@/features/billing/components/top-up-form';
import { WalletHistory } from '@/features/billing/components/wallet-history';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { getBillingLimits, suggestedTopUp, topUpRoom } from '@/features/billing/limits';
import { currencyLabel, formatMoney, minorToMajorString } from '@/lib/format/money';
import { pageMetadata } from '@/lib/i18n/metadata';
import { requirePageUser } from '@/lib/auth/page-gate';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { getPaymentForUser } from '@/features/billing/server/payments';
import { getPlanNames } from '@/features/billing/server/plans';
import { getWalletSummary, listWalletHistory } from '@/features/billing/server/wallet';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'wallet', '/profile/wallet');
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default async function WalletPage({ params, searchParams }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, '/profile/wallet', { role: 'MEMBER' });
  const query = await searchParams;
  const page = Math.max(1, Math.floor(Number(single(query.page)) || 1));
  const paymentId = single(query.payment);
  const missing = Math.floor(Number(single(query.topup)));

  const [wallet, history, planNames, payment] = await Promise.all([
    getWalletSummary(user.id),
    listWalletHistory(user.id, { page, pageSize: 10 }),
    getPlanNames(),
    paymentId ? getPaymentForUser(user, paymentId) : null,
  ]);
  const t = await getTranslations('billing');
  const titles = await getTranslations('titles');
  const limits = getBillingLimits();
  const money = (minor: number) => formatMoney(minor, limits.currency, locale);
  const room = topUpRoom(limits, wallet.balanceMinor);
  const prefilled = Number.isSafeInteger(missing) && missing > 0;
  const suggested = prefilled ? Math.min(room, suggestedTopUp(limits, missing)) : 0;

  return (
    <div className="py-2">
      <PageHeading title={titles('wallet')} description={t('wallet.intro')} />
      {payment ? <PaymentResult payment={payment} locale={locale} userType={user.type} /> : null}
      {wallet.restricted ? (
        <RestrictedBanner owedMinor={wallet.owedMinor} currency={wallet.currency} locale={locale} />
      ) : null}
      <div className="mb-8 grid gap-6 lg:grid-cols-5">
        <section
          aria-labelledby="balance-title"
          className="flex flex-col justify-between gap-6 rounded-2xl bg-brand-800 p-6 text-white shadow-sm lg:col-span-2"
        >
          <div className="flex items-center gap-3">
            <Wallet aria-hidden className="size-6 text-brand-200" />
            <h2 id="balance-title" className="font-semibold text-brand-100">
              {t('balance')}
            </h2>
          </div>
          <p className="text-4xl font-bold tabular-nums" data-testid="wallet-balance">
            {money(wallet.balanceMinor)}
          </p>
          <p className="text-sm text-brand-100">
            {t('wallet.limits', {
              min: money(limits.topUpMinMinor),
              max: money(limits.topUpMaxMinor),
              maxBalance: money(limits.maxBalanceMinor),
            })}
          </p>
        </section>
        <section
          aria-labelledby="top-up-title"
          className="rounded-2xl border border-line bg-surface p-6 shadow-sm lg:col-span-3"
        >
          <h2 id="top-up-title" className="mb-4 text-lg font-semibold">
            {t('wallet.topUpTitle')}
          </h2>
          {room >= limits.topUpMinMinor ? (
            <TopUpForm
              bounds={{ currency: limits.currency, minMinor: limits.topUpMinMinor, maxMinor: room }}
              currencyLabel={currencyLabel(limits.currency, locale)}
              defaultAmount={suggested ? minorToMajorString(suggested, limits.currency) : ''}
              prefilled={suggested > 0}
              minLabel={money(limits.topUpMinMinor)}
              maxLabel={money(room)}
            />
          ) : (
            <p className="text-muted">{t('wallet.full', { max: money(limits.maxBalanceMinor) })}</p>
          )}
        </section>
      </div>
      <section
        aria-labelledby="history-title"
        className="rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <h2 id="history-title" className="mb-2 text-lg font-semibold">
          {t('wallet.historyTitle')}
        </h2>
        {history.items.length === 0 ? (
          <p className="py-6 text-center text-muted">{t('wallet.historyEmpty')}</p>
        ) : (
          <>
            <WalletHistory
              items={history.items}
              planNames={planNames}
              locale={locale}
              now={new Date()}
            />
            <Pagination
              pathname="/profile/wallet"
              page={history.page}
              pageCount={history.pageCount}
            />
          </>
        )}
      </section>
    </div>
  );
}
