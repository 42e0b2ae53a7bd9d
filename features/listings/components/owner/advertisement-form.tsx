'use client';

import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { createAdvertisementAction } from '@/features/listings/actions/create-advertisement';
import { updateAdvertisementAction } from '@/features/listings/actions/update-advertisement';
import { AD_CATEGORIES, CITIES } from '@/features/listings/taxonomy';
import {
  EMPTY_ADVERTISEMENT,
  type AdvertisementFormInput,
} from '@/features/listings/schemas/advertisement';
import { ListingFormShell } from './listing-form-shell';
import { useListingFormSubmit } from './use-listing-form-submit';

/** Add (no `id`) or edit an advertisement's fields; photos are managed beside it. */
export function AdvertisementForm({
  id,
  initial = EMPTY_ADVERTISEMENT,
}: {
  id?: string;
  initial?: AdvertisementFormInput;
}) {
  const t = useTranslations('ownerListings.form');
  const tx = useTranslations('taxonomy');
  const form = useZodForm(
    () => import('@/features/listings/schemas/advertisement').then((m) => m.advertisementSchema),
    { defaultValues: initial },
  );
  const shell = useListingFormSubmit('advertisement', form, id, {
    create: createAdvertisementAction,
    update: updateAdvertisementAction,
  });

  return (
    <ListingFormShell {...shell}>
      <TextField form={form} name="title" label={t('title')} hint={t('titleHint')} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="category"
          label={t('category')}
          placeholder={t('chooseCategory')}
          options={AD_CATEGORIES.map((c) => ({ value: c, label: tx(`categories.${c}`) }))}
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
      </div>
      <TextField
        form={form}
        name="price"
        label={t('price')}
        hint={t('priceHint')}
        inputMode="decimal"
        autoComplete="off"
        className="sm:max-w-xs"
      />
      <TextareaField
        form={form}
        name="description"
        label={t('description')}
        hint={t('descriptionHint')}
        rows={7}
        required
      />
    </ListingFormShell>
  );
}
