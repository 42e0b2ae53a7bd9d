'use client';

import { useSearchParams } from 'next/navigation';
import { USER_TYPE_CHOICES, type UserTypeChoice } from '@/lib/schemas/auth-codes';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/*
 * The auth pages are prerendered (the same HTML for everyone), so their query string is read here
 * in the browser. Each page wraps these in <Suspense> with the plain form as the server's HTML.
 */

function redirectParam(params: URLSearchParams): string | undefined {
  return params.get('redirect') ?? undefined; // the action sanitises it (safeRedirectPath)
}

/** `?type=owner` (any casing) preselects the account type. */
function typeParam(params: URLSearchParams): UserTypeChoice | undefined {
  const upper = params.get('type')?.toUpperCase() ?? '';
  return USER_TYPE_CHOICES.find((choice) => choice === upper);
}

export function SignInFormFromUrl() {
  const params = useSearchParams();
  return <SignInForm redirect={redirectParam(params)} />;
}

export function SignUpFormFromUrl() {
  const params = useSearchParams();
  return <SignUpForm redirect={redirectParam(params)} defaultType={typeParam(params)} />;
}
