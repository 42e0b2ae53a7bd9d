import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import type { ActionResult } from '@/lib/actions/result';
import { firstFieldErrors } from '@/lib/validation/issue';

/**
 * Wraps a server action body: the input is parsed with the same zod schema the form used, and the
 * body runs only on valid data. Unexpected failures are logged and answered with a generic error,
 * so a caller never sees internals; Next's redirect/notFound signals pass through.
 */
export function validatedAction<S extends z.ZodType, R>(
  schema: S,
  body: (data: z.output<S>) => Promise<ActionResult<R>>,
): (input: z.input<S>) => Promise<ActionResult<R>> {
  return async (input) => {
    const parsed = await schema.safeParseAsync(input);
    if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error) };
    try {
      return await body(parsed.data);
    } catch (error) {
      unstable_rethrow(error);
      console.error('[action] failed', error);
      return { ok: false, formError: 'generic' };
    }
  };
}
