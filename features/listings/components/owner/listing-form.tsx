'use client';

import { Fragment } from 'react';
import { useZodForm } from '@/components/form/use-zod-form';
import { LISTING_KIND, type FieldSpec } from '@/features/listings/kinds';
import type { ListingKind } from '@/features/listings/taxonomy';
import type { ListingFormValues } from '@/features/listings/schemas/listing-form';
import { ListingField } from './listing-field';
import { ListingFormShell } from './listing-form-shell';
import { useListingFormSubmit } from './use-listing-form-submit';

/** Fields side by side on wider screens. */
const ROW: Record<number, string> = {
  2: 'grid gap-4 sm:grid-cols-2',
  3: 'grid gap-4 sm:grid-cols-3',
};

/**
 * Add (no `id`) or edit the fields of a listing of either kind, as the kind declares them
 * (kinds.ts: the fields and their rows); photos are managed beside it.
 */
export function ListingForm({
  kind,
  id,
  initial,
}: {
  kind: ListingKind;
  id?: string;
  initial: ListingFormValues;
}) {
  const form = useZodForm(
    () => import('@/features/listings/schemas/listing-form').then((m) => m.listingFormSchema(kind)),
    { defaultValues: initial },
  );
  const shell = useListingFormSubmit(kind, form, id);
  const fields: Record<string, FieldSpec> = LISTING_KIND[kind].fields;
  return (
    <ListingFormShell {...shell}>
      {LISTING_KIND[kind].form.map((row) => {
        const cells = row.map((name) => (
          <ListingField key={name} form={form} name={name} spec={fields[name]!} />
        ));
        const key = row.join('-');
        return row.length > 1 ? (
          <div key={key} className={ROW[row.length]}>
            {cells}
          </div>
        ) : (
          <Fragment key={key}>{cells}</Fragment>
        );
      })}
    </ListingFormShell>
  );
}
