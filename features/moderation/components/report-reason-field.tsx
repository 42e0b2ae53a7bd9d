'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FieldError, useFieldError, type FormApi } from '@/components/form/field';
import type { FieldPath, FieldValues } from '@/components/form/form-types';
import { MODERATION_REASONS } from '@/features/moderation/reasons';

/** The reason of a report or of a moderator's decision, as a required group of radio buttons. */
export function ReportReasonField<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  legend,
}: {
  form: FormApi<TIn, TOut>;
  name: FieldPath<TIn>;
  legend: string;
}) {
  const t = useTranslations('moderation.reasons');
  const id = useId();
  const error = useFieldError(form.control, name);
  const errorId = `${id}-error`;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-1.5"
    >
      <legend id={`${id}-legend`} className="mb-1.5 text-sm font-medium text-ink">
        {legend}
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {MODERATION_REASONS.map((reason) => (
          <label
            key={reason}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-ink hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              value={reason}
              {...form.register(name)}
              className="size-4 shrink-0 accent-brand-600"
            />
            {t(reason)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} name={name} message={error} label={legend} />
    </fieldset>
  );
}
