import { CalendarCheck, CalendarX, LockKeyhole, Wallet } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import type { Locale } from '@/i18n/routing';
import { localized, type LocalizedText } from '@/features/billing/types';
import { formatMoney } from '@/lib/format/money';
import type { SubscriptionOverview } from '@/features/billing/server/subscriptions';
import type { WalletSummary } from '@/features/billing/server/wallet';

/**
 * The user's subscription as of now (and its renewals), next to the wallet balance; while the
 * wallet owes money after a reversal, that purchases are paused.
 */
export async function SubscriptionSummary({
  overview,
  wallet,
  planNames,
  locale,
}: {
  overview: SubscriptionOverview;
  wallet: WalletSummary;
  planNames: Record<string, LocalizedText>;
  locale: Locale;
}) {
  const t = await getTranslations('billing');
  const format = await getFormatter();
  const name = (code: string) => (planNames[code] ? localized(planNames[code], locale) : code);
  const date = (d: Date) => format.dateTime(d, 'short');
  const { current, upcoming, past } = overview;
  const Icon = current ? CalendarCheck : CalendarX;
  return (
    <section
      aria-labelledby="subscription-title"
      className="mb-8 grid gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:grid-cols-[1fr_auto]"
    >
      <div className="flex gap-3">
        <Icon
          aria-hidden
          className={`mt-0.5 size-6 shrink-0 ${current ? 'text-brand-700' : 'text-muted'}`}
        />
        <div>
          <h2 id="subscription-title" className="font-semibold">
            {t('plans.currentTitle')}
          </h2>
          {current ? (
            <>
              <p className="mt-1 text-ink">
                {t('plans.activeUntil', {
                  plan: name(current.planCode),
                  date: date(current.endsAt),
                })}
              </p>
              {upcoming.map((next) => (
                <p key={next.id} className="text-sm text-muted">
                  {t('plans.thenRenews', { plan: name(next.planCode), date: date(next.endsAt) })}
                </p>
              ))}
            </>
          ) : (
            <p className="mt-1 text-muted">
              {past[0] ? t('plans.endedOn', { date: date(past[0].endsAt) }) : t('plans.none')}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-3 border-t border-line pt-4 sm:border-s sm:border-t-0 sm:ps-6 sm:pt-0">
        <Wallet aria-hidden className="size-6 shrink-0 text-brand-700" />
        <div>
          <p className="text-sm text-muted">{t('balance')}</p>
          <p className="text-lg font-semibold">
            {formatMoney(wallet.balanceMinor, wallet.currency, locale)}
          </p>
          <AppLink
            href="/profile/wallet"
            className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {t('topUp')}
          </AppLink>
        </div>
      </div>
      {wallet.restricted ? (
        <p className="flex items-start gap-2 rounded-lg border border-danger/30 bg-red-50 p-3 text-sm font-medium text-danger sm:col-span-2">
          <LockKeyhole aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('plans.restricted', {
            owed: formatMoney(wallet.owedMinor, wallet.currency, locale),
          })}
        </p>
      ) : null}
    </section>
  );
}
