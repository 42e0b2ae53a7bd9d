import { clsx } from 'clsx';
import { CalendarClock, Sparkles } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format/money';
import type { PromotionView } from '@/features/billing/server/promotions';

/** Promotions of the owner: running (featured now), scheduled (bought on top), or ended. */
export async function PromotionList({
  promotions,
  locale,
  now,
  ended = false,
}: {
  promotions: PromotionView[];
  locale: Locale;
  now: Date;
  ended?: boolean;
}) {
  const t = await getTranslations('billing.promotions');
  const tb = await getTranslations('billing');
  const format = await getFormatter();
  const date = (d: Date) => format.dateTime(d, 'short');
  return (
    <ul className="divide-y divide-line">
      {promotions.map((p) => {
        const running = !ended && p.startsAt.getTime() <= now.getTime();
        const scheduled = !ended && !running;
        return (
          <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <div className="min-w-0 flex-1">
              <p className="user-text font-medium text-ink">{p.advertisementTitle}</p>
              <p className="text-sm text-muted">
                {running
                  ? t('featuredUntil', { date: date(p.endsAt) })
                  : scheduled
                    ? t('startsOn', { date: date(p.startsAt), end: date(p.endsAt) })
                    : t('period', { start: date(p.startsAt), end: date(p.endsAt) })}
                {' · '}
                {tb('duration', { days: p.days })}
                {' · '}
                {formatMoney(p.priceMinor, p.currency, locale)}
              </p>
            </div>
            {ended ? null : (
              <span
                className={clsx(
                  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  running ? 'bg-accent-100 text-accent-700' : 'bg-canvas text-muted',
                )}
              >
                {running ? (
                  <Sparkles aria-hidden className="size-3.5" />
                ) : (
                  <CalendarClock aria-hidden className="size-3.5" />
                )}
                {running ? t('featured') : t('scheduled')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
