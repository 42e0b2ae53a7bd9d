'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import type { ActionResult } from '@/lib/action-result';

/** The translated form-level error of a failed action (rate limit, generic failure, ...). */
export function FormError({ result }: { result: ActionResult<unknown> | null }) {
  const t = useTranslations('errors');
  if (!result || result.ok || !result.formError) return null;
  const text =
    result.formError === 'rateLimited'
      ? t('rateLimited', { minutes: Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)) })
      : t(result.formError);
  return <Alert tone="error">{text}</Alert>;
}
