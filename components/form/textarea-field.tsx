'use client';

import type { ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from './form-types';
import { Field, inputClass, useFieldError, type FormApi } from './field';

export type TextareaFieldProps<TIn extends FieldValues, TOut extends FieldValues> = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'form' | 'children' | 'id'
> & {
  form: FormApi<TIn, TOut>;
  name: FieldPath<TIn>;
  label: string;
  hint?: ReactNode;
  id?: string;
};

/** `<TextareaField form={form} name="description" label={t('description')} rows={5} />` */
export function TextareaField<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  label,
  hint,
  id,
  required,
  className,
  rows = 4,
  ...textarea
}: TextareaFieldProps<TIn, TOut>) {
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
        <textarea
          dir="auto"
          rows={rows}
          {...textarea}
          {...aria}
          {...form.register(name)}
          className={`${inputClass} user-text resize-y`}
        />
      )}
    </Field>
  );
}
