'use client';

import { SignUpForm } from './sign-up-form';
import { redirectParam, typeParam, useQueryAfterHydration } from './url-params';

// One module per form: the sign-up page never downloads the sign-in form (and the reverse).
export function SignUpFormFromUrl() {
  const params = useQueryAfterHydration();
  return (
    <SignUpForm
      redirect={params ? redirectParam(params) : undefined}
      defaultType={params ? typeParam(params) : undefined}
    />
  );
}
