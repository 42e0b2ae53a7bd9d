'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ActionResult } from '@/lib/action/result';
import { startTopUpAction } from '@/features/billing/actions/top-up';
import type { TopUpBounds } from '@/features/billing/schemas/top-up';

/**
 * The amount to add; on success the browser goes to the gateway's checkout (the local sandbox
 * page, or Stripe). `defaultAmount` is prefilled when a purchase sent the user here.
 */
export function TopUpForm({
  bounds,
  currencyLabel,
  defaultAmount,
  prefilled,
  minLabel,
  maxLabel,
}: {
  bounds: TopUpBounds;
  currencyLabel: string;
  defaultAmount: string;
  prefilled: boolean;
  minLabel: string;
  maxLabel: string;
}) {
  const t = useTranslations('billing.wallet');
  const form = useZodForm(
    () => import('@/features/billing/schemas/top-up').then((m) => m.topUpSchema(bounds)),
    {
      defaultValues: { amount: defaultAmount },
    },
  );
  const [result, setResult] = useState<ActionResult<unknown> | null>(null);
  const [leaving, setLeaving] = useState(false);

  const onSubmit = form.handleSubmit(async () => {
    setResult(null);
    // The action parses the typed text again, with the same schema.
    const answer = await startTopUpAction({ amount: form.getValues('amount') });
    setResult(answer);
    if (answer.ok) {
      setLeaving(true);
      window.location.assign(answer.data.redirectUrl);
    } else if (answer.fieldErrors) {
      applyServerErrors(form, answer.fieldErrors);
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={t('topUpTitle')}
    >
      {prefilled ? <Alert tone="success">{t('prefilled')}</Alert> : null}
      <FormError result={result} />
      <TextField
        form={form}
        name="amount"
        label={t('amount', { currency: currencyLabel })}
        hint={t('amountHint', { min: minLabel, max: maxLabel })}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        required
      />
      <SubmitButton
        pending={form.formState.isSubmitting || leaving}
        pendingLabel={t('submitting')}
        className="w-full"
      >
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
