'use client';

import { useTranslations } from 'next-intl';
import type { FormApi } from '@/components/form/field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import type { FieldSpec } from '@/features/listings/kinds';
import type { ListingFormValues } from '@/features/listings/schemas/listing-form';

type Props = {
  form: FormApi<ListingFormValues, Record<string, unknown>>;
  name: string;
  spec: FieldSpec;
};

/**
 * One field of a kind's form, as its declaration says (kinds.ts): label
 * `ownerListings.form.<name>`, hint `<name>Hint`, a choice's placeholder and options.
 */
export function ListingField({ form, name, spec }: Props) {
  const t = useTranslations('ownerListings.form');
  const tx = useTranslations('taxonomy');
  // The keys are the declared field names; tests/listings/listing-kinds.test.ts holds them to
  // the messages of both languages.
  const text = (key: string) => t(key as 'title');
  const common = {
    form,
    name,
    label: text(name),
    hint: 'hint' in spec && spec.hint ? text(`${name}Hint`) : undefined,
  };
  switch (spec.type) {
    case 'text':
      return <TextField {...common} required />;
    case 'textarea':
      return <TextareaField {...common} rows={spec.rows} required />;
    case 'choice':
      return (
        <SelectField
          {...common}
          placeholder={text(spec.placeholder)}
          options={spec.values.map((value) => ({
            value,
            label: tx(`${spec.taxonomy}.${value}` as 'cities.riyadh'),
          }))}
          required
        />
      );
    case 'money':
    case 'percent':
      return (
        <TextField
          {...common}
          inputMode="decimal"
          autoComplete="off"
          required={spec.type === 'money' && spec.min !== undefined}
          className={spec.type === 'money' && spec.narrow ? 'sm:max-w-xs' : undefined}
        />
      );
  }
}
