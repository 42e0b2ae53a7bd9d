'use client';

import { clsx } from 'clsx';
import { Store, TrendingUp } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { FieldPath, FieldValues } from '@/components/form/form-types';
import { FieldError, useFieldError, type FormApi } from '@/components/form/field';
import type { UserTypeChoice } from '@/features/accounts/schemas/auth';

const CHOICES = [
  { value: 'INVESTOR', icon: TrendingUp, label: 'investor', description: 'investorDescription' },
  { value: 'OWNER', icon: Store, label: 'owner', description: 'ownerDescription' },
] as const satisfies ReadonlyArray<{
  value: UserTypeChoice;
  icon: unknown;
  label: string;
  description: string;
}>;

/** The account type as two radio cards (investor / business owner), each with one line on it. */
export function AccountTypeField<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  name,
}: {
  form: FormApi<TIn, TOut>;
  name: FieldPath<TIn>;
}) {
  const t = useTranslations('auth.signUp');
  const id = useId();
  const error = useFieldError(form.control, name);
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-1.5"
    >
      <legend id={legendId} className="mb-1.5 text-sm font-medium text-ink">
        {t('accountType')}
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      </legend>
      <div className="grid gap-3">
        {CHOICES.map(({ value, icon: Icon, label, description }) => {
          const titleId = `${id}-${value}-title`;
          const descriptionId = `${id}-${value}-description`;
          return (
            <label
              key={value}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-2xl border bg-surface p-4 transition-colors',
                'hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50',
                'has-checked:ring-1 has-checked:ring-brand-600',
                error ? 'border-danger' : 'border-line',
              )}
            >
              <input
                type="radio"
                value={value}
                aria-labelledby={titleId}
                aria-describedby={clsx(descriptionId, error && errorId)}
                {...form.register(name)}
                className="size-4 shrink-0 accent-brand-600"
              />
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700"
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0">
                <span id={titleId} className="block font-semibold text-ink">
                  {t(label)}
                </span>
                <span id={descriptionId} className="mt-0.5 block text-sm text-muted">
                  {t(description)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} name={name} message={error} label={t('accountType')} />
    </fieldset>
  );
}
