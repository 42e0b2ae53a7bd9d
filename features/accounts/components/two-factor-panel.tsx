'use client';

import { KeyRound, LockKeyhole } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { useRouter } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/action/result';
import { disableTwoFactorAction } from '@/features/accounts/actions/disable-two-factor';
import { regenerateRecoveryCodesAction } from '@/features/accounts/actions/regenerate-recovery-codes';
import { startTwoFactorAction } from '@/features/accounts/actions/start-two-factor';
import { RecoveryCodes } from './recovery-codes';
import { SecondFactorForm } from './second-factor-form';
import { TwoFactorSetup, type TwoFactorSetupData } from './two-factor-setup';

type View =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TwoFactorSetupData }
  | { kind: 'codes'; codes: string[]; justEnabled: boolean };

const failed = (): ActionResult<never> => ({ ok: false, error: 'generic' });

/**
 * The card's states: off (a button that starts the setup), the setup (QR code, key, first code),
 * the recovery codes (shown once), and on (new codes, turn off). After each change the page is
 * refreshed, so the status comes from the server again.
 */
export function TwoFactorPanel({
  since,
  codesLeft,
  email,
}: {
  /** When it was turned on, in words; null while it is off. */
  since: string | null;
  codesLeft: number;
  email: string;
}) {
  const t = useTranslations('profile.twoFactor');
  const router = useRouter();
  const [view, setView] = useState<View>({ kind: 'status' });
  const [starting, setStarting] = useState(false);
  const [result, setResult] = useState<ActionResult<unknown> | null>(null);
  const [notice, setNotice] = useState('');

  async function start() {
    setStarting(true);
    setResult(null);
    setNotice('');
    const answer = await startTwoFactorAction().catch(failed);
    setStarting(false);
    if (answer.ok) setView({ kind: 'setup', setup: answer.data });
    else setResult(answer);
  }

  function showCodes(codes: string[], justEnabled: boolean) {
    setView({ kind: 'codes', codes, justEnabled });
    router.refresh();
  }

  if (view.kind === 'setup') {
    return (
      <TwoFactorSetup
        setup={view.setup}
        onEnabled={(codes) => showCodes(codes, true)}
        onCancel={() => setView({ kind: 'status' })}
      />
    );
  }
  if (view.kind === 'codes') {
    return (
      <RecoveryCodes
        codes={view.codes}
        email={email}
        notice={view.justEnabled ? t('enabled') : null}
        onDone={() => setView({ kind: 'status' })}
      />
    );
  }
  return (
    <div
      className="space-y-4"
      data-testid="two-factor-status"
      data-enabled={since ? true : undefined}
    >
      {/* Always in the page: a live region added together with its text is often not read. */}
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {notice}
      </p>
      {since ? (
        <>
          <p className="flex items-start gap-2 text-sm text-ink">
            <LockKeyhole aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            <span>
              <span className="font-semibold">{t('statusOn', { date: since })}</span>{' '}
              <span className="text-muted">{t('codesLeft', { count: codesLeft })}</span>
            </span>
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <SecondFactorForm
              title={t('regenerateTitle')}
              hint={t('regenerateHint')}
              submitLabel={t('regenerate')}
              pendingLabel={t('regenerating')}
              action={regenerateRecoveryCodesAction}
              onSuccess={(data) => showCodes(data.recoveryCodes, false)}
            />
            <SecondFactorForm
              title={t('disableTitle')}
              hint={t('disableHint')}
              submitLabel={t('disable')}
              pendingLabel={t('disabling')}
              action={disableTwoFactorAction}
              onSuccess={(data) => {
                setNotice(t('disabled', { count: data.ended }));
                router.refresh();
              }}
              danger
            />
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">{t('statusOff')}</p>
          <FormError result={result} />
          <button
            type="button"
            onClick={() => void start()}
            disabled={starting}
            aria-busy={starting || undefined}
            className="btn btn-secondary"
          >
            <KeyRound aria-hidden className="size-4" />
            {starting ? t('starting') : t('start')}
          </button>
        </>
      )}
    </div>
  );
}
