import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import type { RequestActionResult } from '@/features/contact-requests/types';
import { AuthError, requireUser, type CurrentUser } from '@/lib/auth/current-user';
import { firstFieldErrors } from '@/lib/validation/issue';
import { ContactRequestError } from './errors';
import { errorForLog } from '@/lib/errors/error-for-log';

/**
 * The body of a contact-request action: the signed-in user (from the session), the input parsed
 * with the form's schema, then the service. Auth failures become their form error, service
 * refusals `requestError` (translated by the UI), anything unexpected is logged and answered
 * generically; Next's redirect/notFound pass through.
 */
export function requestAction<S extends z.ZodType, R>(
  schema: S,
  body: (user: CurrentUser, data: z.output<S>) => Promise<R>,
): (input: z.input<S>) => Promise<RequestActionResult<R>> {
  return async (input) => {
    try {
      const user = await requireUser();
      const parsed = await schema.safeParseAsync(input);
      if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error) };
      return { ok: true, data: await body(user, parsed.data) };
    } catch (error) {
      unstable_rethrow(error);
      if (error instanceof AuthError) return { ok: false, formError: error.reason };
      if (error instanceof ContactRequestError) {
        return error.code === 'rate_limited'
          ? { ok: false, formError: 'rateLimited', retryAfterSeconds: error.retryAfterSeconds }
          : { ok: false, requestError: error.code };
      }
      console.error('[action] contact request failed', errorForLog(error));
      return { ok: false, formError: 'generic' };
    }
  };
}
