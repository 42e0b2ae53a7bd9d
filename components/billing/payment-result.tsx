import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format/money';
import type { PaymentRow } from '@/lib/db/schema';

const linkClass = 'font-semibold underline underline-offset-4';

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
  const amount = formatMoney(payment.amountMinor, payment.currency, locale);
  const status =
    payment.status === 'succeeded' || payment.status === 'failed' ? payment.status : 'pending';
  const tone = {
    succeeded: 'border-success/30 bg-emerald-50 text-success',
    failed: 'border-danger/30 bg-red-50 text-danger',
    pending: 'border-accent-500/40 bg-accent-100 text-accent-700',
  }[status];
  return (
    <div
      role={status === 'failed' ? 'alert' : 'status'}
      className={`mb-6 rounded-2xl border p-4 ${tone}`}
    >
      <p className="font-medium">{t(`result.${status}`, { amount })}</p>
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
