'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '@/components/form/use-zod-form';
import { useRouter } from '@/i18n/navigation';
import { listingErrorOf, type OwnerActionResult } from '@/lib/listings/owner-result';
import { ownerListingPath } from '@/lib/listings/owner-paths';
import type { ListingKind } from '@/lib/listings/taxonomy';
import { useOwnerErrorText } from './use-owner-error';

/**
 * What the add and edit forms do with their action's answer: a new draft opens its edit page
 * (photos come next), an edit stays with a confirmation, errors land on their fields or on top.
 */
export function useListingFormSubmit<T extends FieldValues>(
  kind: ListingKind,
  form: { setError: UseFormSetError<T> },
  id?: string,
) {
  const t = useTranslations('ownerListings.form');
  const errorText = useOwnerErrorText();
  const router = useRouter();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function handle(call: () => Promise<OwnerActionResult<{ id: string }>>) {
    setMessage(null);
    let result: OwnerActionResult<{ id: string }> | null = null;
    try {
      result = await call();
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
  }

  return { message, handle };
}
