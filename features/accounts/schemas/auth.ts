import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '@/lib/validation/limits';
import {
  acceptedCheckbox,
  passwordSchema,
  requiredString,
  stringField,
  v,
  withConfirmation,
} from '@/lib/validation/rules';
import { USER_TYPE_CHOICES } from './auth-codes';

/**
 * The account forms, checked in the browser and again by their server actions
 * (features/accounts/actions/sign-up.ts, sign-in.ts, request-password-reset.ts, reset-password.ts).
 */

// The zod-free parts live in auth-codes.ts, so the forms can use them without loading zod.
export * from './auth-codes';

// Every text field has an upper bound, checked before anything reaches a service, a counter or a
// log line (the services check the same limits again, lib/validation/limits.ts).

/** The length first: a long address is told so, and the pattern never runs over kilobytes. */
const email = () => requiredString(v.max(MAX_EMAIL_LENGTH), v.email());
/** Passwords keep their spaces; the `confirmed` rule comes from withConfirmation. */
const untrimmedPassword = () => stringField({ trim: false }, v.max(MAX_PASSWORD_LENGTH));

export const signUpSchema = withConfirmation(
  z.object({
    type: requiredString(v.oneOf(USER_TYPE_CHOICES)),
    name: requiredString(v.min(2), v.max(MAX_NAME_LENGTH)),
    email: email(),
    password: passwordSchema(),
    passwordConfirmation: untrimmedPassword(),
    acceptTerms: acceptedCheckbox(),
  }),
  'password',
  'passwordConfirmation',
);

/**
 * Sign-in checks presence and the upper bounds only: the rules of the day must not lock out
 * older passwords.
 */
export const signInSchema = z.object({
  email: requiredString(v.max(MAX_EMAIL_LENGTH)),
  password: untrimmedPassword(),
});

export const passwordResetRequestSchema = z.object({
  email: email(),
});

export const passwordResetSchema = withConfirmation(
  z.object({
    email: email(),
    code: requiredString(v.digits(6)),
    password: passwordSchema(),
    passwordConfirmation: untrimmedPassword(),
  }),
  'password',
  'passwordConfirmation',
);

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignInInput = z.input<typeof signInSchema>;
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** Where a signed-in browser goes next (a full navigation, so the server seeds the auth store). */
export type AuthRedirect = { redirectTo: string };
