import { clsx } from 'clsx';
import { Check } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localized, type Plan } from '@/features/billing/types';
import { formatMoney } from '@/lib/format/money';
import { SubscribeButton } from './subscribe-button';

/** One plan: name, price and period, features, and the subscribe button with its dialog. */
export async function PlanCard({
  plan,
  locale,
  current,
  balanceMinor,
  startLabel,
  endLabel,
  renew,
}: {
  plan: Plan;
  locale: Locale;
  current: boolean;
  balanceMinor: number;
  startLabel: string;
  endLabel: string;
  renew: boolean;
}) {
  const t = await getTranslations('billing');
  const name = localized(plan.name, locale);
  const features = locale === 'ar' ? plan.features.ar : plan.features.en;
  return (
    <article
      aria-labelledby={`plan-${plan.code}`}
      className={clsx(
        'flex flex-col rounded-2xl border bg-surface p-6 shadow-sm',
        current ? 'border-brand-600 ring-1 ring-brand-600' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`plan-${plan.code}`} className="text-lg font-semibold">
          {name}
        </h3>
        {current ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {t('plans.currentBadge')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-muted">{localized(plan.description, locale)}</p>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-ink">
          {formatMoney(plan.priceMinor, plan.currency, locale)}
        </span>
        <span className="text-sm text-muted">
          {t('plans.perPeriod', { duration: t('duration', { days: plan.durationDays }) })}
        </span>
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <SubscribeButton
          planCode={plan.code}
          planName={name}
          priceMinor={plan.priceMinor}
          currency={plan.currency}
          balanceMinor={balanceMinor}
          startLabel={startLabel}
          endLabel={endLabel}
          renew={renew}
        />
      </div>
    </article>
  );
}
