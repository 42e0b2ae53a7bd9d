'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useSyncExternalStore, type ReactNode } from 'react';
import { translateIssue } from '@/lib/validation/translate';
import type { FormStore } from './form-store';
import type { FieldPath, FieldValues } from './form-types';
import type { UseZodFormReturn } from './use-zod-form';

/** What the field components need from useZodForm's result. */
export type FormApi<TIn extends FieldValues, TOut = TIn> = Pick<
  UseZodFormReturn<TIn, TOut>,
  'register' | 'control'
>;

/** Props the wrapped control spreads: id, aria-invalid, aria-describedby (hint + error). */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/**
 * The field's current error message (its first error only); re-renders the caller when that
 * message changes, never the whole form.
 */
export function useFieldError<TIn extends FieldValues, TOut>(
  control: FormStore<TIn, TOut>,
  name: FieldPath<TIn>,
): string | undefined {
  const message = useCallback(() => control.getFieldError(name)?.message, [control, name]);
  return useSyncExternalStore(control.subscribe, message, message);
}

export const inputClass =
  'block w-full rounded-lg border border-line bg-surface px-3 py-2 text-start text-ink shadow-xs ' +
  'placeholder:text-muted/70 focus-visible:border-brand-600 disabled:cursor-not-allowed ' +
  'disabled:opacity-60 aria-invalid:border-danger';

/**
 * The translated error line. An encoded issue gets `{field}` = `validation.fields.<name>` (the
 * noun that reads naturally inside the sentence), or the label when the name has no entry.
 */
export function FieldError({
  id,
  message,
  name,
  label,
}: {
  id: string;
  message?: string;
  /** The form field's name (what `register` was given). */
  name?: string;
  label: string;
}) {
  const t = useTranslations('validation');
  // Always rendered so the polite live region announces an error when it appears.
  return (
    <p id={id} aria-live="polite" className="min-h-5 text-sm text-danger">
      {message ? translateIssue(t, message, { name, label }) : null}
    </p>
  );
}

export interface FieldProps {
  /** The form field's name: its `validation.fields.<name>` noun is the `{field}` of its errors. */
  name?: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Defaults to a generated id. */
  id?: string;
  className?: string;
  children: (aria: ControlAria) => ReactNode;
}

/** Label above, control, optional hint, first error below — wired for assistive technology. */
export function Field({ name, label, error, hint, required, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} name={name} label={label} />
    </div>
  );
}
