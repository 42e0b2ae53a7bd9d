import { ArrowLeft, FlaskConical } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SandboxEventForms } from '@/features/billing/components/sandbox-event-forms';
import { AppLink } from '@/components/ui/app-link';
import { toLocale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format/money';
import { requirePageUser } from '@/lib/auth/page-gate';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { isSandboxAllowed } from '@/features/billing/server/gateways';
import { getPaymentForUser } from '@/features/billing/server/payments';
import { getDisputeState } from '@/features/billing/server/reversals';
import {
  sandboxCheckoutForms,
  sandboxReversalForms,
} from '@/features/billing/server/sandbox-results';

type Props = { params: Promise<{ locale: string; paymentId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: toLocale(locale),
    namespace: 'billing',
  });
  return { title: t('checkoutTitle'), robots: { index: false, follow: false } };
}

/**
 * The sandbox gateway's checkout. Only the payment's owner sees it (anyone else: 404). Its two
 * buttons post a signed result to /api/payments/sandbox/callback, as a real gateway would; once
 * the payment is settled, it offers the gateway's later events (refunds, a dispute) the same way.
 */
export default async function CheckoutPage({ params }: Props) {
  const locale = await segmentLocale(params);
  const { paymentId } = await params;
  const user = await requirePageUser(locale, `/checkout/${encodeURIComponent(paymentId)}`);
  const payment = await getPaymentForUser(user, paymentId);
  if (!payment || payment.provider !== 'sandbox' || !isSandboxAllowed()) notFound();
  const t = await getTranslations('billing');
  const amount = formatMoney(payment.amountMinor, payment.currency, locale);
  const forms = payment.status === 'pending' ? sandboxCheckoutForms(payment) : null;
  const later = forms ? [] : sandboxReversalForms(payment, await getDisputeState(payment.id));

  return (
    <div className="container-page flex justify-center py-12">
      <section
        aria-labelledby="checkout-title"
        className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
      >
        <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-700">
          <FlaskConical aria-hidden className="size-3.5" />
          {t('checkout.sandbox')}
        </p>
        <h1 id="checkout-title" className="text-2xl font-bold">
          {t('checkoutTitle')}
        </h1>
        <p className="mt-2 text-sm text-muted">{t('checkout.intro')}</p>
        <dl className="my-6 divide-y divide-line rounded-xl border border-line">
          <div className="flex justify-between gap-4 p-3 text-sm">
            <dt className="text-muted">{t('checkout.merchant')}</dt>
            <dd className="text-end font-medium">{t('checkout.merchantName')}</dd>
          </div>
          <div className="flex justify-between gap-4 p-3 text-sm">
            <dt className="text-muted">{t('checkout.reference')}</dt>
            <dd className="font-mono text-xs" dir="ltr">
              {payment.id.slice(0, 8).toUpperCase()}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 p-3">
            <dt className="text-sm text-muted">{t('checkout.amount')}</dt>
            <dd className="text-2xl font-bold tabular-nums">{amount}</dd>
          </div>
        </dl>
        {forms ? (
          <div className="flex flex-col gap-3">
            {[forms.pay, forms.fail].map((fields) => (
              <form key={fields.status} method="post" action="/api/payments/sandbox/callback">
                {Object.entries(fields).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={String(value)} />
                ))}
                <button
                  type="submit"
                  className={`btn w-full ${fields.status === 'succeeded' ? 'btn-primary' : 'btn-secondary'}`}
                >
                  {fields.status === 'succeeded'
                    ? t('checkout.pay', { amount })
                    : t('checkout.fail')}
                </button>
              </form>
            ))}
          </div>
        ) : (
          <p role="status" className="rounded-lg bg-canvas p-3 text-sm">
            {t('checkout.settled', {
              status: t(`wallet.status.${settledStatus(payment.status)}`),
            })}
          </p>
        )}
        {later.length > 0 ? (
          <SandboxEventForms payment={payment} forms={later} locale={locale} />
        ) : null}
        <AppLink
          href="/profile/wallet"
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('checkout.back')}
        </AppLink>
      </section>
    </div>
  );
}

function settledStatus(status: string) {
  return status === 'failed' || status === 'held' || status === 'refunded' ? status : 'succeeded';
}
