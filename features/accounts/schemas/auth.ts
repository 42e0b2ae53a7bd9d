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
import { encodeIssue } from '@/lib/validation/issue';
import { MAX_REDIRECT_LENGTH, USER_TYPE_CHOICES } from './auth-codes';

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

const signUpFields = z.object({
  type: requiredString(v.oneOf(USER_TYPE_CHOICES)),
  name: requiredString(v.min(2), v.max(MAX_NAME_LENGTH)),
  email: email(),
  password: passwordSchema(),
  passwordConfirmation: untrimmedPassword(),
  acceptTerms: acceptedCheckbox(),
});

export const signUpSchema = withConfirmation(signUpFields, 'password', 'passwordConfirmation');

/**
 * Sign-in checks presence and the upper bounds only: the rules of the day must not lock out
 * older passwords.
 */
export const signInSchema = z.object({
  email: requiredString(v.max(MAX_EMAIL_LENGTH)),
  password: untrimmedPassword(),
});

/**
 * The `?redirect=` the visitor came with, next to the form's values in the action's one input;
 * the action keeps only a safe same-site path (safeRedirectPath). The form drops a longer one.
 */
export const redirectField = () =>
  z
    .string()
    .max(MAX_REDIRECT_LENGTH, encodeIssue('max', { length: MAX_REDIRECT_LENGTH }))
    .nullish();

/** What signInAction takes: the form's values and where to go next. */
export const signInRequestSchema = signInSchema.extend({ redirect: redirectField() });

/** What signUpAction takes: the form's values and where to go next. */
export const signUpRequestSchema = withConfirmation(
  signUpFields.extend({ redirect: redirectField() }),
  'password',
  'passwordConfirmation',
);

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

/**
 * Where the browser goes next (a full navigation, so the server seeds the auth store): signed in,
 * or, with `twoFactor`, to the page that asks for the code of two-step verification.
 */
export type AuthRedirect = { redirectTo: string; twoFactor?: true };
