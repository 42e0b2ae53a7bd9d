'use client';

import { SignInForm } from './sign-in-form';
import { redirectParam, useQueryAfterHydration } from './url-params';

// One module per form: the sign-in page never downloads the sign-up form (and the reverse).
export function SignInFormFromUrl() {
  const params = useQueryAfterHydration();
  return <SignInForm redirect={params ? redirectParam(params) : undefined} />;
}
