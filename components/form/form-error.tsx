'use client';

import { Alert } from '@/components/ui/alert';
import type { ActionResult } from '@/lib/action/result';
import { useActionErrorText } from './use-action-error-text';

/** The translated refusal of a failed action (rate limit, a domain rule, a failure, ...). */
export function FormError({ result }: { result: ActionResult<unknown> | null }) {
  const text = useActionErrorText()(result);
  return text ? <Alert tone="error">{text}</Alert> : null;
}
