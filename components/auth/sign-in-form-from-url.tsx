'use client';

import { useSearchParams } from 'next/navigation';
import { SignInForm } from './sign-in-form';
import { redirectParam } from './url-params';

// One module per form: the sign-in page never downloads the sign-up form (and the reverse).
export function SignInFormFromUrl() {
  const params = useSearchParams();
  return <SignInForm redirect={redirectParam(params)} />;
}
