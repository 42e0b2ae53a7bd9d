'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useActionErrorText } from '@/components/form/use-action-error-text';
import { applyServerErrors, type UseZodFormReturn } from '@/components/form/use-zod-form';
import { useRouter } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/action/result';
import { createListingAction } from '@/features/listings/actions/create-listing';
import { updateListingAction } from '@/features/listings/actions/update-listing';
import { ownerListingPath } from '@/features/listings/owner-paths';
import type { ListingKind } from '@/features/listings/taxonomy';
import type {
  CreateListingInput,
  ListingFormValues,
  UpdateListingInput,
} from '@/features/listings/schemas/listing-form';

/**
 * What the add and edit forms do with their action's answer: a new draft opens its edit page
 * (photos come next), an edit stays with a confirmation, errors land on their fields or on top.
 */
export function useListingFormSubmit(
  kind: ListingKind,
  form: UseZodFormReturn<ListingFormValues, Record<string, unknown>>,
  id: string | undefined,
) {
  const t = useTranslations('ownerListings.form');
  const errorText = useActionErrorText();
  const errors = useTranslations('errors');
  const router = useRouter();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  // The action parses the same schema again, so it is sent the values as typed (and the kind's
  // own schema is what makes them a CreateListingInput: the server decides).
  const save = (
    values: ListingFormValues,
  ): Promise<ActionResult<{ id: string; sentForReview?: true }>> =>
    id
      ? updateListingAction({ ...values, kind, id } as UpdateListingInput)
      : createListingAction({ ...values, kind } as CreateListingInput);

  const onSubmit = form.handleSubmit(async () => {
    setMessage(null);
    const result = await save(form.getValues()).catch(() => undefined);
    if (result?.ok) {
      if (!id) {
        router.push(`${ownerListingPath(kind, result.data.id, true)}?created=1`);
        return;
      }
      // An edit may send a published listing back to review (LISTING_REVIEW, automatic flags).
      setMessage({
        tone: 'success',
        text: 'sentForReview' in result.data ? t('savedForReview') : t('saved'),
      });
      router.refresh();
      return;
    }
    // Invalid input lands on its fields; what no field can show gets a sentence above the form.
    if (result?.fieldErrors && applyServerErrors(form, result.fieldErrors)) return;
    setMessage({ tone: 'error', text: errorText(result) ?? errors('generic') });
  });

  /** The props of ListingFormShell. */
  return { onSubmit, message, pending: form.formState.isSubmitting, editing: Boolean(id) };
}
