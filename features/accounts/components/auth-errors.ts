'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FieldValues, SetError } from '@/components/form/form-types';
import { applyServerErrors } from '@/components/form/use-zod-form';
import { parseAuthError } from '@/features/accounts/schemas/auth-codes';

/**
 * applyServerErrors for the auth forms: answers of the auth services (`auth:errors.*`) are
 * translated here; encoded validation issues stay encoded for the fields to translate.
 */
export function useApplyAuthErrors<T extends FieldValues>(form: { setError: SetError<T> }) {
  const t = useTranslations('auth.errors');
  const { setError } = form;
  return useCallback(
    (fieldErrors: Record<string, string>) => {
      const translated = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, message]) => {
          const key = parseAuthError(message);
          return [field, key ? t(key) : message];
        }),
      );
      applyServerErrors({ setError }, translated);
    },
    [setError, t],
  );
}
