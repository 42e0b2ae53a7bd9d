import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { WalletHistory } from '@/features/billing/components/wallet-history';
import type { HistoryPage } from '@/features/billing/server/history';
import { localized, type LocalizedText } from '@/features/billing/types';
import type { UserOverview } from '@/features/staff/server/user-directory';
import { formatMoney } from '@/lib/format/money';
import { AdminPagination } from '../admin-pagination';
import { Panel } from './panel';

/** A member's plan, balance and wallet history: staff see them; only admins change them. */
export async function UserMoney({
  overview,
  history,
  planNames,
  locale,
  adjust,
}: {
  overview: UserOverview;
  history: HistoryPage;
  planNames: Record<string, LocalizedText>;
  locale: Locale;
  /** The adjustment form (admins) or the sentence saying only admins adjust. */
  adjust: ReactNode;
}) {
  const t = await getTranslations('admin.users');
  const format = await getFormatter();
  const { subscription, wallet, user } = overview;
  const current = subscription.current;
  const planName = current
    ? planNames[current.planCode]
      ? localized(planNames[current.planCode]!, locale)
      : current.planCode
    : null;
  return (
    <>
      <Panel id="user-plan" title={t('plan')}>
        <p className="text-ink" data-testid="user-plan">
          {current && planName && subscription.activeUntil
            ? t('planRunning', {
                plan: planName,
                date: format.dateTime(subscription.activeUntil, 'short'),
              })
            : t('noPlan')}
        </p>
      </Panel>
      <Panel id="user-wallet" title={t('wallet')}>
        <p className="text-sm text-muted">{t('balance')}</p>
        <p className="text-2xl font-bold text-ink tabular-nums" data-testid="user-balance">
          <bdi>{formatMoney(wallet.balanceMinor, wallet.currency, locale)}</bdi>
        </p>
        {wallet.restricted ? (
          <p className="mt-1 text-sm font-medium text-danger">
            {t('owed', { amount: formatMoney(wallet.owedMinor, wallet.currency, locale) })}
          </p>
        ) : null}
        <div className="mt-4">{adjust}</div>
        <h3 className="mt-6 font-semibold text-ink">{t('historyTitle')}</h3>
        {history.items.length === 0 ? (
          <p className="py-4 text-muted">{t('historyEmpty')}</p>
        ) : (
          <>
            <WalletHistory
              items={history.items}
              planNames={planNames}
              locale={locale}
              now={new Date()}
            />
            <AdminPagination
              pathname={`/admin/users/${user.id}`}
              page={history.page}
              pageCount={history.pageCount}
            />
          </>
        )}
      </Panel>
    </>
  );
}
