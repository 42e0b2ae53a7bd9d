'use client';

import { useState } from 'react';
import type { FieldValues } from './form-types';
import type { ActionResult } from '@/lib/action/result';
import { applyServerErrors, type UseZodFormReturn } from './use-zod-form';

type Success<R> = Extract<R, { ok: true }>;

/**
 * The submit of a form bound to one server action: clears the last answer, sends the validated
 * values, keeps the answer (for FormError / a success alert), then `onSuccess`, or puts the
 * answer's field errors on the fields (`applyErrors`, applyServerErrors by default).
 */
export function useActionSubmit<
  TIn extends FieldValues,
  TOut extends FieldValues,
  R extends ActionResult<unknown>,
>(
  form: UseZodFormReturn<TIn, TOut>,
  action: (values: TOut) => Promise<R>,
  options: {
    onStart?: () => void;
    onSuccess?: (answer: Success<R>, values: TOut) => void;
    applyErrors?: (fieldErrors: Record<string, string>) => void;
  } = {},
) {
  const [result, setResult] = useState<R | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    options.onStart?.();
    const answer = await action(values);
    setResult(answer);
    if (answer.ok) {
      options.onSuccess?.(answer as Success<R>, values);
      return;
    }
    let shown = false;
    if (answer.fieldErrors) {
      if (options.applyErrors) {
        options.applyErrors(answer.fieldErrors);
        shown = true;
      } else shown = applyServerErrors(form, answer.fieldErrors);
    }
    // Invalid input that no visible field can show still gets a sentence above the form.
    if (answer.error === 'invalid' && !shown) setResult({ ...answer, error: 'generic' });
  });

  return { result, setResult, onSubmit };
}
