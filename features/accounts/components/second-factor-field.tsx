'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldPath, FieldValues } from '@/components/form/form-types';
import type { FormApi } from '@/components/form/field';
import { keepFieldFocus } from '@/components/form/keep-focus';
import { TextField } from '@/components/form/text-field';
import { MAX_SECOND_FACTOR_LENGTH } from '@/features/accounts/schemas/auth-codes';

const toggleClass =
  'text-sm font-semibold text-brand-700 underline-offset-4 hover:underline disabled:opacity-60';

/**
 * The code of two-step verification: the authenticator app's 6 digits (a numeric keyboard, and
 * the one-time code a phone offers from a message), or, after the switch below it, a recovery
 * code (letters and digits). Left-to-right in both languages, as codes are read.
 */
export function SecondFactorField<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  label,
  hint,
  allowRecovery = true,
  autoFocus,
}: {
  form: FormApi<TIn, TOut>;
  name: FieldPath<TIn>;
  /** The app code's label; defaults to "Authentication code". */
  label?: string;
  hint?: string;
  /** False while enrolling: no recovery codes exist yet. */
  allowRecovery?: boolean;
  autoFocus?: boolean;
}) {
  const t = useTranslations('auth.twoFactor');
  const [recovery, setRecovery] = useState(false);
  return (
    <div className="space-y-2">
      <TextField
        form={form}
        name={name}
        label={recovery ? t('recoveryCode') : (label ?? t('code'))}
        hint={recovery ? t('recoveryHint') : (hint ?? t('codeHint'))}
        dir="ltr"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize={recovery ? 'characters' : 'none'}
        autoCorrect="off"
        spellCheck={false}
        maxLength={recovery ? MAX_SECOND_FACTOR_LENGTH : 6}
        className="[&_input]:font-mono [&_input]:tracking-widest"
        autoFocus={autoFocus}
        required
      />
      {allowRecovery ? (
        <button
          type="button"
          {...keepFieldFocus}
          onClick={() => setRecovery((shown) => !shown)}
          className={toggleClass}
        >
          {recovery ? t('useApp') : t('useRecovery')}
        </button>
      ) : null}
    </div>
  );
}
