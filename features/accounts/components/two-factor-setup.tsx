'use client';

import { useTranslations } from 'next-intl';
import { FormError } from '@/components/form/form-error';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ActionResult } from '@/lib/action/result';
import { enableTwoFactorAction } from '@/features/accounts/actions/enable-two-factor';
import { useApplyAuthErrors } from './auth-errors';
import { SecondFactorField } from './second-factor-field';

/** What the setup shows: the key as text, its `otpauth://` address and the QR code (data URL). */
export type TwoFactorSetupData = { secret: string; uri: string; qr: string };

const QR_SIZE = 192;

/**
 * Adding the account to an authenticator app (by its QR code, by the key typed in, or on a phone
 * by opening the address), then the app's first code turns two-step verification on.
 */
export function TwoFactorSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetupData;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('profile.twoFactor');
  const form = useZodForm(
    () => import('@/features/accounts/schemas/two-factor').then((m) => m.twoFactorEnableSchema),
    { defaultValues: { code: '' } },
  );
  const applyErrors = useApplyAuthErrors(form);
  const { result, onSubmit } = useActionSubmit(
    form,
    (values) =>
      enableTwoFactorAction(values).catch((): ActionResult<never> => ({
        ok: false,
        error: 'generic',
      })),
    { onSuccess: (answer) => onEnabled(answer.data.recoveryCodes), applyErrors },
  );
  // Groups of four, as authenticator apps print keys; the apps ignore the spaces.
  const key = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;

  return (
    <div className="space-y-5" data-testid="two-factor-setup">
      <p className="text-sm text-ink">{t('scan')}</p>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {/* A data: URL made on the server; the image optimiser has nothing to do with it. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={setup.qr}
          alt={t('qrAlt')}
          width={QR_SIZE}
          height={QR_SIZE}
          className="size-48 shrink-0 rounded-lg border border-line bg-white p-1"
        />
        <div className="min-w-0 space-y-2 text-sm">
          <p className="text-muted">{t('manual')}</p>
          <p>
            <span className="sr-only">{t('manualLabel')}: </span>
            <code
              dir="ltr"
              className="block rounded-lg bg-canvas px-3 py-2 font-mono text-base break-all text-ink select-all"
              data-testid="two-factor-secret"
            >
              {key}
            </code>
          </p>
          <a
            href={setup.uri}
            className="inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('openInApp')}
          </a>
        </div>
      </div>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        aria-label={t('confirm')}
      >
        <FormError result={result} />
        <SecondFactorField
          form={form}
          name="code"
          label={t('confirmLabel')}
          hint={t('confirmHint')}
          allowRecovery={false}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('confirming')}>
            {t('confirm')}
          </SubmitButton>
          <button type="button" onClick={onCancel} className="btn btn-secondary">
            {t('cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
