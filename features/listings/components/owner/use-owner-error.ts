'use client';

import { useTranslations } from 'next-intl';
import { listingErrorOf, type OwnerActionResult } from '@/features/listings/owner-result';

/** The text for a failed owner action (null: the call itself failed, e.g. the network). */
export function useOwnerErrorText() {
  const t = useTranslations('ownerListings.errors');
  const errors = useTranslations('errors');
  return (result: OwnerActionResult<unknown> | null): string => {
    if (!result) return t('network');
    const listingError = listingErrorOf(result);
    if (listingError) return t(listingError);
    const formError = !result.ok && 'formError' in result ? result.formError : undefined;
    if (formError === 'rateLimited') {
      const retry = 'retryAfterSeconds' in result ? (result.retryAfterSeconds ?? 60) : 60;
      return errors('rateLimited', { minutes: Math.max(1, Math.ceil(retry / 60)) });
    }
    return errors(formError ?? 'generic');
  };
}
