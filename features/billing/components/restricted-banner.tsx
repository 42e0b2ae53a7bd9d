import { LockKeyhole } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format/money';

/**
 * The wallet owes money after a refund or dispute of a top-up that had been spent: what is owed,
 * that purchases are paused, and how it ends (the next top-ups repay it first).
 */
export async function RestrictedBanner({
  owedMinor,
  currency,
  locale,
}: {
  owedMinor: number;
  currency: string;
  locale: Locale;
}) {
  const t = await getTranslations('billing.wallet.restricted');
  return (
    <section
      aria-labelledby="restricted-title"
      data-testid="wallet-restricted"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-danger/30 bg-red-50 p-4 text-danger"
    >
      <LockKeyhole aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 id="restricted-title" className="font-semibold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm">
          {t('body', { owed: formatMoney(owedMinor, currency, locale) })}
        </p>
      </div>
    </section>
  );
}
