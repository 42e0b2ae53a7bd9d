'use client';

import { useFormatter, useTranslations } from 'next-intl';
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
  const format = useFormatter();
  const { setError } = form;
  return useCallback(
    (fieldErrors: Record<string, string>) => {
      const translated = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, message]) => {
          const parsed = parseAuthError(message);
          if (!parsed) return [field, message];
          const date = parsed.date ? format.dateTime(parsed.date, 'long') : '';
          return [field, t(parsed.key, { date })];
        }),
      );
      applyServerErrors({ setError }, translated);
    },
    [format, setError, t],
  );
}
