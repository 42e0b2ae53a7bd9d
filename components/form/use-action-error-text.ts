'use client';

import { useTranslations } from 'next-intl';
import type { ActionResult } from '@/lib/action/result';

/**
 * The text of a failed action's refusal, in the viewer's language: the message its key names
 * under `errors` (a rate limit with its wait). `null` when there is nothing to say above the form:
 * success, or invalid input (the fields carry it). A missing answer means the call itself failed.
 */
export function useActionErrorText() {
  const t = useTranslations('errors');
  return (result: ActionResult<unknown> | null | undefined): string | null => {
    if (result === undefined) return t('network');
    if (!result || result.ok || result.error === 'invalid') return null;
    if (result.error === 'rateLimited') {
      const minutes = Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60));
      return t('rateLimited', { minutes });
    }
    // Keys come from the server's DomainError; an unknown one still gets a sentence.
    const key = result.error as 'generic';
    return t.has(key) ? t(key) : t('generic');
  };
}
