'use client';

import { deferred } from '@/components/ui/deferred';

// The auth pages name these instead of the forms: a page that prefetches a link to them does not
// download the forms' code (components/ui/deferred.tsx). One module per form behind them, so the
// sign-in page never downloads the sign-up form (and the reverse).
export const DeferredSignInForm = deferred(() =>
  import('./sign-in-form-from-url').then((m) => m.SignInFormFromUrl),
);
export const DeferredSignUpForm = deferred(() =>
  import('./sign-up-form-from-url').then((m) => m.SignUpFormFromUrl),
);
export const DeferredForgotPasswordForm = deferred(() =>
  import('./forgot-password-form').then((m) => m.ForgotPasswordForm),
);
