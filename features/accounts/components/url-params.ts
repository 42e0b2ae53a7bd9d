import { useMemo, useSyncExternalStore } from 'react';
import {
  MAX_REDIRECT_LENGTH,
  USER_TYPE_CHOICES,
  type UserTypeChoice,
} from '@/features/accounts/schemas/auth-codes';

/*
 * The auth pages are prerendered (the same HTML for everyone), so their query string is read in
 * the browser (sign-in-form-from-url.tsx, sign-up-form-from-url.tsx), once the form has hydrated:
 * `useSearchParams` would need a <Suspense> boundary, which React renders again on the client, so
 * the form the visitor may already be typing into would be replaced by an empty one.
 */

const noSubscription = () => () => {};

/** The page's query string after hydration; null in the server's HTML and while hydrating. */
export function useQueryAfterHydration(): URLSearchParams | null {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  return useMemo(() => (search === null ? null : new URLSearchParams(search)), [search]);
}

/** The action sanitises it (safeRedirectPath); one past its bound would only be refused. */
export function redirectParam(params: URLSearchParams): string | undefined {
  const redirect = params.get('redirect');
  return redirect && redirect.length <= MAX_REDIRECT_LENGTH ? redirect : undefined;
}

/** `?type=owner` (any casing) preselects the account type. */
export function typeParam(params: URLSearchParams): UserTypeChoice | undefined {
  const upper = params.get('type')?.toUpperCase() ?? '';
  return USER_TYPE_CHOICES.find((choice) => choice === upper);
}
