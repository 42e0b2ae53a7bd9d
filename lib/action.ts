import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';
import type { UserCookieData } from '@/lib/auth/user-cookie';
import { AuthError, requireUser, type CurrentUser } from '@/lib/auth/current-user';
import { firstFieldErrors } from '@/lib/validation/issue';
import { errorForLog } from '@/lib/errors/error-for-log';

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
      console.error('[action] failed', errorForLog(error));
      return { ok: false, formError: 'generic' };
    }
  };
}

/**
 * Runs `body` for the signed-in user (of `type`, when given). A caller who is not signed in
 * gets `unauthorized`, one of another account type `forbidden`, before anything else is read.
 */
export function withUser<A extends unknown[], R>(
  body: (user: CurrentUser, ...args: A) => Promise<ActionResult<R>>,
  type?: UserCookieData['type'],
): (...args: A) => Promise<ActionResult<R>> {
  return async (...args) => {
    let user: CurrentUser;
    try {
      user = await requireUser(type);
    } catch (error) {
      if (error instanceof AuthError) return { ok: false, formError: error.reason };
      throw error;
    }
    return body(user, ...args);
  };
}

/** withUser and validatedAction together: the user first, then the input, then the body. */
export function userAction<S extends z.ZodType, R>(
  schema: S,
  body: (user: CurrentUser, data: z.output<S>) => Promise<ActionResult<R>>,
  type?: UserCookieData['type'],
): (input: z.input<S>) => Promise<ActionResult<R>> {
  return withUser(
    (user, input: z.input<S>) => validatedAction(schema, (data) => body(user, data))(input),
    type,
  );
}
