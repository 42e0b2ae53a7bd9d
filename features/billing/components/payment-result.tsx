import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import type { Locale } from '@/i18n/routing';
import { getBillingLimits } from '@/features/billing/limits';
import { formatMoney } from '@/lib/format/money';
import type { PaymentRow } from '@/lib/db/schema';

const linkClass = 'font-semibold underline underline-offset-4';

const TONES = {
  succeeded: 'border-success/30 bg-emerald-50 text-success',
  failed: 'border-danger/30 bg-red-50 text-danger',
  pending: 'border-accent-500/40 bg-accent-100 text-accent-700',
  held: 'border-accent-500/40 bg-accent-100 text-accent-700',
  refunded: 'border-line bg-canvas text-ink',
} as const;

/** How a top-up went, when the gateway sends the user back (`?payment=<id>`, own payments only). */
export async function PaymentResult({
  payment,
  locale,
  userType,
}: {
  payment: PaymentRow;
  locale: Locale;
  userType: 'INVESTOR' | 'OWNER';
}) {
  const t = await getTranslations('billing.wallet');
  const money = (minor: number) => formatMoney(minor, payment.currency, locale);
  const amount = money(payment.amountMinor);
  const status = payment.status in TONES ? (payment.status as keyof typeof TONES) : 'pending';
  const max = money(getBillingLimits().maxBalanceMinor);
  const refundedPart = status === 'succeeded' && payment.refundedMinor > 0;
  return (
    <div
      role={status === 'failed' ? 'alert' : 'status'}
      className={`mb-6 rounded-2xl border p-4 ${TONES[status]}`}
    >
      <p className="font-medium">{t(`result.${status}`, { amount, max })}</p>
      {refundedPart ? (
        <p className="mt-1 text-sm">
          {t('result.partlyRefunded', { amount, refunded: money(payment.refundedMinor) })}
        </p>
      ) : null}
      {status === 'succeeded' ? (
        <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
          <AppLink href="/profile/plans" className={linkClass}>
            {t('continueToPlans')}
          </AppLink>
          {userType === 'OWNER' ? (
            <AppLink href="/profile/ads-page" className={linkClass}>
              {t('continueToPromotions')}
            </AppLink>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
