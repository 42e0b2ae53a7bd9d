'use client';

import { clsx } from 'clsx';
import { Eye, EyeOff } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from '@/components/form/form-types';
import { Field, inputClass, useFieldError, type FormApi } from '@/components/form/field';
import { keepFieldFocus } from '@/components/form/keep-focus';

export type PasswordFieldProps<TIn extends FieldValues, TOut extends FieldValues> = {
  form: FormApi<TIn, TOut>;
  name: FieldPath<TIn>;
  /** Already translated; also the `{field}` of the error message. */
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
  required?: boolean;
  /** Fields re-validated with this one, e.g. the confirmation of a password. */
  deps?: FieldPath<TIn> | FieldPath<TIn>[];
};

/**
 * A password input with a show/hide toggle (a pressed/not pressed button with a fixed name).
 * Left-to-right in both languages, so what is typed reads the same in the Arabic layout.
 */
export function PasswordField<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  label,
  autoComplete,
  hint,
  required,
  deps,
}: PasswordFieldProps<TIn, TOut>) {
  const t = useTranslations('auth');
  const [visible, setVisible] = useState(false);
  const error = useFieldError(form.control, name);
  return (
    <Field name={name} label={label} hint={hint} error={error} required={required}>
      {(aria) => (
        <div dir="ltr" className="relative">
          <input
            {...aria}
            type={visible ? 'text' : 'password'}
            dir="ltr"
            autoComplete={autoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...form.register(name, deps ? { deps } : undefined)}
            className={clsx(inputClass, 'pe-11')}
          />
          <button
            type="button"
            {...keepFieldFocus}
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-controls={aria.id}
            aria-label={t('showPassword')}
            title={t('showPassword')}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-muted hover:text-ink"
          >
            {visible ? (
              <EyeOff aria-hidden className="size-5" />
            ) : (
              <Eye aria-hidden className="size-5" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
