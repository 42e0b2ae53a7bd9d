import { USER_TYPE_CHOICES, type UserTypeChoice } from '@/lib/schemas/auth-codes';

/*
 * The auth pages are prerendered (the same HTML for everyone), so their query string is read in
 * the browser (sign-in-form-from-url.tsx, sign-up-form-from-url.tsx). Each page wraps those in
 * <Suspense> with the plain form as the server's HTML.
 */

export function redirectParam(params: URLSearchParams): string | undefined {
  return params.get('redirect') ?? undefined; // the action sanitises it (safeRedirectPath)
}

/** `?type=owner` (any casing) preselects the account type. */
export function typeParam(params: URLSearchParams): UserTypeChoice | undefined {
  const upper = params.get('type')?.toUpperCase() ?? '';
  return USER_TYPE_CHOICES.find((choice) => choice === upper);
}
