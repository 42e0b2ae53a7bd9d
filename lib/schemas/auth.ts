import { z } from 'zod';
import {
  acceptedCheckbox,
  passwordSchema,
  requiredString,
  ruleCheck,
  stringField,
  v,
  withConfirmation,
} from '@/lib/validation/rules';
import { USER_TYPE_CHOICES } from './auth-codes';

/**
 * The account forms, checked in the browser and again by their server actions
 * (lib/actions/sign-up.ts, sign-in.ts, request-password-reset.ts, reset-password.ts).
 */

// The zod-free parts live in auth-codes.ts, so the forms can use them without loading zod.
export * from './auth-codes';

/** The server refuses longer passwords (lib/server/auth/password.ts). */
const MAX_PASSWORD_LENGTH = 256;

const email = () => requiredString(v.email(), v.max(254));
/** Required, min 8, the custom regex wording, then the server's upper bound. */
const newPassword = () => passwordSchema().check(ruleCheck([v.max(MAX_PASSWORD_LENGTH)]));
/** Passwords keep their spaces; the `confirmed` rule comes from withConfirmation. */
const untrimmedRequired = () => stringField({ trim: false });

export const signUpSchema = withConfirmation(
  z.object({
    type: requiredString(v.oneOf(USER_TYPE_CHOICES)),
    name: requiredString(v.min(2), v.max(100)),
    email: email(),
    password: newPassword(),
    passwordConfirmation: untrimmedRequired(),
    acceptTerms: acceptedCheckbox(),
  }),
  'password',
  'passwordConfirmation',
);

/** Sign-in checks presence only: the rules of the day must not lock out older passwords. */
export const signInSchema = z.object({
  email: requiredString(),
  password: untrimmedRequired(),
});

export const passwordResetRequestSchema = z.object({
  email: email(),
});

export const passwordResetSchema = withConfirmation(
  z.object({
    email: email(),
    code: requiredString(v.digits(6)),
    password: newPassword(),
    passwordConfirmation: untrimmedRequired(),
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
