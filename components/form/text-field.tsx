'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldPath, FieldValues } from './form-types';
import { Field, inputClass, useFieldError, type FormApi } from './field';

export type TextFieldProps<TIn extends FieldValues, TOut extends FieldValues> = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'form' | 'children' | 'id'
> & {
  form: FormApi<TIn, TOut>;
  name: FieldPath<TIn>;
  /** Already translated; the `{field}` of its errors is `validation.fields.<name>` (else this). */
  label: string;
  hint?: ReactNode;
  id?: string;
  /** Fields re-validated with this one, e.g. the confirmation of a password. */
  deps?: FieldPath<TIn> | FieldPath<TIn>[];
};

/** `<TextField form={form} name="email" type="email" label={t('email')} required />` */
export function TextField<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  label,
  hint,
  id,
  deps,
  required,
  className,
  ...input
}: TextFieldProps<TIn, TOut>) {
  const error = useFieldError(form.control, name);
  return (
    <Field
      name={name}
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(aria) => (
        <input
          dir="auto"
          {...input}
          {...aria}
          {...form.register(name, deps ? { deps } : undefined)}
          className={inputClass}
        />
      )}
    </Field>
  );
}
