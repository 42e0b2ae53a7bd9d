'use client';

import { useSearchParams } from 'next/navigation';
import { SignUpForm } from './sign-up-form';
import { redirectParam, typeParam } from './url-params';

// One module per form: the sign-up page never downloads the sign-in form (and the reverse).
export function SignUpFormFromUrl() {
  const params = useSearchParams();
  return <SignUpForm redirect={redirectParam(params)} defaultType={typeParam(params)} />;
}
