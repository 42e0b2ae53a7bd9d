'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldValues } from '@/components/form/form-types';
import { applyServerErrors, type UseZodFormReturn } from '@/components/form/use-zod-form';
import { useRouter } from '@/i18n/navigation';
import { listingErrorOf, type OwnerActionResult } from '@/features/listings/owner-result';
import { ownerListingPath } from '@/features/listings/owner-paths';
import type { ListingKind } from '@/features/listings/taxonomy';
import { useOwnerErrorText } from './use-owner-error';

type SaveResult = OwnerActionResult<{ id: string }>;

/**
 * What the add and edit forms do with their action's answer: a new draft opens its edit page
 * (photos come next), an edit stays with a confirmation, errors land on their fields or on top.
 */
export function useListingFormSubmit<TIn extends FieldValues, TOut extends FieldValues>(
  kind: ListingKind,
  form: UseZodFormReturn<TIn, TOut>,
  id: string | undefined,
  save: {
    create: (values: TIn) => Promise<SaveResult>;
    update: (id: string, values: TIn) => Promise<SaveResult>;
  },
) {
  const t = useTranslations('ownerListings.form');
  const errorText = useOwnerErrorText();
  const router = useRouter();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  // The action parses the same schema again, so it is sent the values as typed.
  const onSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    setMessage(null);
    let result: SaveResult | null = null;
    try {
      result = await (id ? save.update(id, values) : save.create(values));
    } catch {
      result = null;
    }
    if (result?.ok) {
      if (!id) {
        router.push(`${ownerListingPath(kind, result.data.id, true)}?created=1`);
        return;
      }
      setMessage({ tone: 'success', text: t('saved') });
      router.refresh();
      return;
    }
    if (result && !listingErrorOf(result) && 'fieldErrors' in result && result.fieldErrors) {
      applyServerErrors(form, result.fieldErrors);
      if (!result.formError) return;
    }
    setMessage({ tone: 'error', text: errorText(result) });
  });

  /** The props of ListingFormShell. */
  return { onSubmit, message, pending: form.formState.isSubmitting, editing: Boolean(id) };
}
