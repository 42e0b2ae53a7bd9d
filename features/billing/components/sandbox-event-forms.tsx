import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format/money';
import type { PaymentRow } from '@/lib/db/schema';
import type { SignedSandboxResult } from '@/features/billing/server/sandbox-results';

/**
 * The sandbox's stand-ins for what a gateway reports after a payment (refunds, a dispute): each
 * button posts a signed result to the same callback as "Pay", applied by the same code as
 * Stripe's events.
 */
export async function SandboxEventForms({
  payment,
  forms,
  locale,
}: {
  payment: PaymentRow;
  forms: SignedSandboxResult[];
  locale: Locale;
}) {
  const t = await getTranslations('billing.checkout');
  const money = (minor: number) => formatMoney(minor, payment.currency, locale);
  const label = (form: SignedSandboxResult) => {
    switch (form.status) {
      case 'refunded':
        return form.amountMinor === payment.amountMinor
          ? t('refundAll', { amount: money(payment.amountMinor - payment.refundedMinor) })
          : t('refundPart', { amount: money(form.amountMinor - payment.refundedMinor) });
      case 'disputed':
        return t('dispute', { amount: money(form.amountMinor) });
      case 'dispute_won':
        return t('disputeWon');
      default:
        return t('disputeLost');
    }
  };
  return (
    <section aria-labelledby="later-title" className="mt-6 border-t border-line pt-6">
      <h2 id="later-title" className="font-semibold">
        {t('laterTitle')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t('laterIntro')}</p>
      <div className="flex flex-col gap-3">
        {forms.map((fields) => (
          <form
            key={`${fields.status}-${fields.amountMinor}`}
            method="post"
            action="/api/payments/sandbox/callback"
          >
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={String(value)} />
            ))}
            <button type="submit" className="btn w-full btn-secondary">
              {label(fields)}
            </button>
          </form>
        ))}
      </div>
    </section>
  );
}
