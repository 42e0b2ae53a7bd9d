'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { SelectField } from '@/components/form/select-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRouter } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format/money';
import { PackageField } from './package-field';
import { PromoteDialog, type PromoteChoice } from './promote-dialog';

const DAY_MS = 24 * 60 * 60 * 1000;
const loadFormSchema = () =>
  import('@/features/billing/schemas/promote').then((m) =>
    m.promoteSchema.pick({ advertisementId: true, packageCode: true }),
  );

export type PromotableAdOption = {
  id: string;
  title: string;
  promotedUntil: string | null;
  label: string;
};
type Pkg = { code: string; days: number; priceMinor: number };

/** The new end date: `days` after the current promotion's end while it runs, else after now. */
function promotionPeriod(promotedUntil: string | null, days: number) {
  const now = Date.now();
  const until = promotedUntil ? new Date(promotedUntil) : null;
  const running = until !== null && until.getTime() > now;
  const start = running ? until.getTime() : now;
  return { until: running ? until : null, end: new Date(start + days * DAY_MS) };
}

/** Pick one of your published ads and a package; a dialog confirms before the wallet pays. */
export function PromoteForm({
  ads,
  packages,
  balanceMinor,
  currency,
}: {
  ads: PromotableAdOption[];
  packages: Pkg[];
  balanceMinor: number;
  currency: string;
}) {
  const t = useTranslations('billing');
  const locale = useLocale();
  const format = useFormatter();
  const router = useRouter();
  const form = useZodForm(loadFormSchema, {
    defaultValues: { advertisementId: '', packageCode: '' },
  });
  const [choice, setChoice] = useState<PromoteChoice | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function openConfirmation(values: { advertisementId: string; packageCode: string }) {
    const ad = ads.find((a) => a.id === values.advertisementId);
    const pkg = packages.find((p) => p.code === values.packageCode);
    if (!ad || !pkg) return;
    const { until, end } = promotionPeriod(ad.promotedUntil, pkg.days);
    setDone(null);
    setChoice({
      advertisementId: ad.id,
      title: ad.title,
      packageCode: pkg.code,
      days: pkg.days,
      priceMinor: pkg.priceMinor,
      requestId: crypto.randomUUID(),
      endLabel: format.dateTime(end, 'short'),
      extendsFromLabel: until ? format.dateTime(until, 'short') : null,
    });
  }
  const onSubmit = form.handleSubmit(openConfirmation);

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('promotions.formTitle')}
    >
      {done ? <Alert tone="success">{done}</Alert> : null}
      <SelectField
        form={form}
        name="advertisementId"
        label={t('promotions.advertisement')}
        placeholder={t('promotions.chooseAd')}
        options={ads.map((a) => ({ value: a.id, label: a.label }))}
        required
      />
      <PackageField
        form={form}
        name="packageCode"
        packages={packages.map((p) => ({
          ...p,
          priceLabel: formatMoney(p.priceMinor, currency, locale),
        }))}
      />
      <SubmitButton pending={false} pendingLabel={t('promotions.submit')}>
        {t('promotions.submit')}
      </SubmitButton>
      <PromoteDialog
        choice={choice}
        balanceMinor={balanceMinor}
        currency={currency}
        onClose={() => setChoice(null)}
        onPromoted={(message) => {
          setDone(message);
          setChoice(null);
          form.reset();
          router.refresh();
        }}
      />
    </form>
  );
}
