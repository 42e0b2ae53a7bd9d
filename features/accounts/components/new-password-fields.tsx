'use client';

import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from '@/components/form/form-types';
import type { FormApi } from '@/components/form/field';
import { PasswordField } from './password-field';

type PasswordPair = { password: string; passwordConfirmation: string };

/**
 * A new password and its confirmation (fields `password` and `passwordConfirmation`); the
 * confirmation is re-validated whenever the password changes.
 */
export function NewPasswordFields<
  TIn extends FieldValues & PasswordPair,
  TOut extends FieldValues,
>({
  form,
  label,
  confirmLabel,
  hint,
}: {
  form: FormApi<TIn, TOut>;
  label: string;
  confirmLabel: string;
  hint?: ReactNode;
}) {
  // Both names exist on every TIn (PasswordPair), which TypeScript cannot see through FieldPath.
  const password = 'password' as FieldPath<TIn>;
  const confirmation = 'passwordConfirmation' as FieldPath<TIn>;
  return (
    <>
      <PasswordField
        form={form}
        name={password}
        label={label}
        hint={hint}
        autoComplete="new-password"
        deps={[confirmation]}
        required
      />
      <PasswordField
        form={form}
        name={confirmation}
        label={confirmLabel}
        autoComplete="new-password"
        required
      />
    </>
  );
}
