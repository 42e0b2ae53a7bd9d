import { clsx } from 'clsx';
import { ArrowDownLeft, ArrowUpRight, Clock, XCircle } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { isolate } from '@/features/billing/format';
import { localized, type LocalizedText } from '@/features/billing/types';
import { formatMoney } from '@/lib/format/money';
import type { HistoryItem } from '@/features/billing/server/wallet';

const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

type Status = HistoryItem['status'] | 'abandoned';
/** Lines that did not move the balance as shown: struck through, with their status. */
const WAITING: readonly Status[] = ['pending', 'abandoned', 'held'];
const STOPPED: readonly Status[] = ['failed', 'lost', 'refunded'];

/** One page of the wallet history: what happened, when, by how much, and the balance after. */
export async function WalletHistory({
  items,
  planNames,
  locale,
  now,
}: {
  items: HistoryItem[];
  planNames: Record<string, LocalizedText>;
  locale: Locale;
  now: Date;
}) {
  const t = await getTranslations('billing.wallet');
  const format = await getFormatter();
  const describe = (item: HistoryItem) => {
    switch (item.kind) {
      case 'subscription': {
        const code = item.details.planCode ?? '';
        return t('kinds.subscription', {
          plan: planNames[code] ? localized(planNames[code], locale) : code,
        });
      }
      case 'promotion':
        return t('kinds.promotion', { title: isolate(item.details.advertisementTitle ?? '') });
      default:
        return t(`kinds.${item.kind}`);
    }
  };
  // What a reversal could not take from the balance, or a credit back the ceiling kept out.
  const note = (item: HistoryItem) => {
    const money = (minor: number) => formatMoney(minor, item.currency, locale);
    const owed = Number(item.details.owedMinor ?? 0);
    const held = Number(item.details.heldMinor ?? 0);
    if ((item.kind === 'refund' || item.kind === 'dispute') && owed > 0) {
      return { text: t('owedNote', { owed: money(owed) }), tone: 'text-danger' };
    }
    if (item.kind === 'dispute_won' && held > 0) {
      return { text: t('heldNote', { amount: money(held) }), tone: 'text-accent-700' };
    }
    return null;
  };
  const statusOf = (item: HistoryItem): Status =>
    item.status === 'pending' && now.getTime() - item.createdAt.getTime() > ABANDONED_AFTER_MS
      ? 'abandoned'
      : item.status;

  return (
    <ul className="divide-y divide-line">
      {items.map((item) => {
        const status = statusOf(item);
        const settled = status === 'succeeded';
        const Icon = !settled
          ? WAITING.includes(status)
            ? Clock
            : XCircle
          : item.amountMinor > 0
            ? ArrowDownLeft
            : ArrowUpRight;
        const extra = note(item);
        return (
          <li key={`${item.source}-${item.id}`} className="flex items-start gap-3 py-3">
            <Icon
              aria-hidden
              className={clsx(
                'mt-0.5 size-5 shrink-0',
                settled
                  ? item.amountMinor > 0
                    ? 'text-success'
                    : 'text-muted'
                  : WAITING.includes(status)
                    ? 'text-accent-700'
                    : 'text-danger',
              )}
            />
            <div className="min-w-0 flex-1">
              <p className="user-text font-medium text-ink">{describe(item)}</p>
              <p className="text-sm text-muted">
                <time dateTime={item.createdAt.toISOString()}>
                  {format.dateTime(item.createdAt, 'long')}
                </time>
                {settled ? null : (
                  <span
                    className={clsx(
                      'ms-2 rounded-full px-2 py-0.5 text-xs font-semibold',
                      STOPPED.includes(status)
                        ? 'bg-red-50 text-danger'
                        : 'bg-accent-100 text-accent-700',
                    )}
                  >
                    {t(`status.${status}`)}
                  </span>
                )}
              </p>
              {extra ? <p className={`text-sm font-medium ${extra.tone}`}>{extra.text}</p> : null}
            </div>
            <div className="shrink-0 text-end">
              <p
                className={clsx(
                  'font-semibold tabular-nums',
                  !settled
                    ? 'text-muted line-through'
                    : item.amountMinor > 0
                      ? 'text-success'
                      : 'text-ink',
                )}
              >
                <bdi>{formatMoney(item.amountMinor, item.currency, locale, { signed: true })}</bdi>
              </p>
              {item.balanceAfterMinor !== null ? (
                <p className="text-xs text-muted">
                  {t('balanceAfter', {
                    amount: formatMoney(item.balanceAfterMinor, item.currency, locale),
                  })}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
