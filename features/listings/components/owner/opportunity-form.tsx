'use client';

import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { createOpportunityAction } from '@/features/listings/actions/create-opportunity';
import { updateOpportunityAction } from '@/features/listings/actions/update-opportunity';
import { CITIES, SECTORS, STAGES } from '@/features/listings/taxonomy';
import {
  EMPTY_OPPORTUNITY,
  type OpportunityFormInput,
} from '@/features/listings/schemas/opportunity';
import { ListingFormShell } from './listing-form-shell';
import { useListingFormSubmit } from './use-listing-form-submit';

/** Add (no `id`) or edit an opportunity's fields; photos are managed beside it. */
export function OpportunityForm({
  id,
  initial = EMPTY_OPPORTUNITY,
}: {
  id?: string;
  initial?: OpportunityFormInput;
}) {
  const t = useTranslations('ownerListings.form');
  const tx = useTranslations('taxonomy');
  const form = useZodForm(
    () => import('@/features/listings/schemas/opportunity').then((m) => m.opportunitySchema),
    { defaultValues: initial },
  );
  const shell = useListingFormSubmit('opportunity', form, id, {
    create: createOpportunityAction,
    update: updateOpportunityAction,
  });

  return (
    <ListingFormShell {...shell}>
      <TextField form={form} name="title" label={t('title')} hint={t('titleHint')} required />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          form={form}
          name="sector"
          label={t('sector')}
          placeholder={t('chooseSector')}
          options={SECTORS.map((s) => ({ value: s, label: tx(`sectors.${s}`) }))}
          required
        />
        <SelectField
          form={form}
          name="city"
          label={t('city')}
          placeholder={t('chooseCity')}
          options={CITIES.map((c) => ({ value: c, label: tx(`cities.${c}`) }))}
          required
        />
        <SelectField
          form={form}
          name="stage"
          label={t('stage')}
          placeholder={t('chooseStage')}
          options={STAGES.map((s) => ({ value: s, label: tx(`stages.${s}`) }))}
          required
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          form={form}
          name="amountMin"
          label={t('amountMin')}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <TextField
          form={form}
          name="amountMax"
          label={t('amountMax')}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <TextField
          form={form}
          name="expectedReturn"
          label={t('expectedReturn')}
          hint={t('expectedReturnHint')}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <TextareaField
        form={form}
        name="summary"
        label={t('summary')}
        hint={t('summaryHint')}
        rows={3}
        required
      />
      <TextareaField form={form} name="description" label={t('description')} rows={7} required />
    </ListingFormShell>
  );
}
