'use client';

import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from './form-types';
import { Field, inputClass, useFieldError, type FormApi } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps<TIn extends FieldValues, TOut extends FieldValues> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'form' | 'children' | 'id'
> & {
  form: FormApi<TIn, TOut>;
  name: FieldPath<TIn>;
  label: string;
  options: readonly SelectOption[];
  /** An empty first option (value ''), e.g. "Choose a city". */
  placeholder?: string;
  hint?: ReactNode;
  id?: string;
};

/** Validates as soon as the choice changes (DOM `change`). */
export function SelectField<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  label,
  options,
  placeholder,
  hint,
  id,
  required,
  className,
  ...select
}: SelectFieldProps<TIn, TOut>) {
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
        <select {...select} {...aria} {...form.register(name)} className={inputClass}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
