'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRouter } from '@/i18n/navigation';
import { formatMoney, parseMajorToMinor } from '@/lib/format/money';
import { ConfirmDialog } from '@/features/listings/components/owner/confirm-dialog';
import { adjustWalletAction } from '@/features/staff/actions/users';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_REASON_MAX } from '@/features/staff/schemas/users';

type Answer = Awaited<ReturnType<typeof adjustWalletAction>>;

/**
 * An admin's credit or debit of a member's wallet, with a mandatory reason, after a confirmation
 * naming the amount. The key it sends was made when the page rendered, so a double submit or a
 * retry changes the balance once; each answer brings the key for the next adjustment.
 */
export function WalletAdjustForm({
  userId,
  name,
  currency,
  currencyLabel,
  maxMinor,
  initialKey,
}: {
  userId: string;
  name: string;
  currency: string;
  currencyLabel: string;
  maxMinor: number;
  initialKey: string;
}) {
  const t = useTranslations('admin.users.adjust');
  const common = useTranslations('admin.users');
  const locale = useLocale();
  const router = useRouter();
  const blank = (idempotencyKey: string) => ({
    userId,
    direction: 'credit',
    amount: '',
    reason: '',
    idempotencyKey,
  });
  const form = useZodForm(
    () =>
      import('@/features/staff/schemas/users').then((m) =>
        m.adjustWalletSchema(currency, maxMinor),
      ),
    { defaultValues: blank(initialKey) },
  );
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<Answer | null>(null);
  const money = (minor: number) => formatMoney(minor, currency, locale);

  const onSubmit = form.handleSubmit(() => {
    setResult(null);
    setOpen(true);
  });
  const confirm = () =>
    startTransition(async () => {
      const answer = await adjustWalletAction(form.getValues());
      setResult(answer);
      if (answer.ok) {
        setOpen(false);
        form.reset(blank(answer.data.nextKey));
        router.refresh();
      } else if (answer.fieldErrors) {
        setOpen(false);
        applyServerErrors(form, answer.fieldErrors);
      }
    });
  const failure = result && !result.ok ? <FormError result={result} /> : null;
  const done = result?.ok
    ? t(result.data.status === 'duplicate' ? 'duplicate' : 'done', {
        balance: money(result.data.balanceMinor),
      })
    : '';
  const direction = form.getValues('direction') === 'debit' ? 'debit' : 'credit';
  const typed = parseMajorToMinor(String(form.getValues('amount') ?? ''), currency) ?? 0;

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-line p-4"
      aria-labelledby="adjust-title"
      data-testid="wallet-adjust-form"
    >
      <h3 id="adjust-title" className="font-semibold text-ink">
        {t('title')}
      </h3>
      {open ? null : failure}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          form={form}
          name="direction"
          label={t('direction')}
          options={ADJUSTMENT_DIRECTIONS.map((value) => ({
            value,
            label: t(`directions.${value}`),
          }))}
          required
        />
        <TextField
          form={form}
          name="amount"
          label={t('amount', { currency: currencyLabel })}
          hint={t('amountHint', { max: money(maxMinor) })}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          required
        />
      </div>
      <TextareaField
        form={form}
        name="reason"
        label={t('reason')}
        hint={t('reasonHint')}
        maxLength={ADJUSTMENT_REASON_MAX}
        dir="auto"
        rows={2}
        required
      />
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {done}
      </p>
      <SubmitButton
        pending={form.formState.isSubmitting || pending}
        pendingLabel={common('working')}
      >
        {t('submit')}
      </SubmitButton>
      <ConfirmDialog
        open={open}
        title={t('confirmTitle', { direction, amount: money(typed), name })}
        description={t('confirmText')}
        confirmLabel={t('confirm')}
        cancelLabel={common('cancel')}
        pendingLabel={common('working')}
        pending={pending}
        error={failure}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </form>
  );
}
