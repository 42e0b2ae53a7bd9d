'use client';

import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from './form-types';
import { FieldError, useFieldError, type FormApi } from './field';

export type CheckboxFieldProps<TIn extends FieldValues, TOut extends FieldValues> = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'form' | 'children' | 'id' | 'type'
> & {
  form: FormApi<TIn, TOut>;
  name: FieldPath<TIn>;
  /**
   * Visible label. The `{field}` of its errors is `validation.fields.<name>`; without one,
   * `errorLabel` (default: the label when it is a string, else the name).
   */
  label: ReactNode;
  errorLabel?: string;
  hint?: ReactNode;
  id?: string;
};

/** A single checkbox (boolean value), e.g. accepting the terms with `acceptedCheckbox()`. */
export function CheckboxField<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  label,
  errorLabel,
  hint,
  id,
  required,
  className,
  ...input
}: CheckboxFieldProps<TIn, TOut>) {
  const generated = useId();
  const controlId = id ?? generated;
  const error = useFieldError(form.control, name);
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <input
          {...input}
          type="checkbox"
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={required ? true : undefined}
          {...form.register(name)}
          className="mt-1 size-4 shrink-0 rounded border-line text-brand-600 accent-brand-600"
        />
        <label htmlFor={controlId} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="ps-6 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <div className="ps-6">
        <FieldError
          id={errorId}
          message={error}
          name={name}
          label={errorLabel ?? (typeof label === 'string' ? label : name)}
        />
      </div>
    </div>
  );
}
