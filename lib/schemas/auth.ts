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

/**
 * The account forms, checked in the browser and again by their server actions
 * (lib/actions/sign-up.ts, sign-in.ts, request-password-reset.ts, reset-password.ts).
 */

export const USER_TYPE_CHOICES = ['INVESTOR', 'OWNER'] as const;
export type UserTypeChoice = (typeof USER_TYPE_CHOICES)[number];

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

/**
 * Answers of the auth services that are not validation rules travel like encoded issues, as
 * `auth:errors.<key>`, and the auth forms translate them from the `auth` namespace.
 */
export const AUTH_ERROR_KEYS = ['emailTaken', 'invalidCredentials', 'invalidCode'] as const;
export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];
const AUTH_ERROR_PREFIX = 'auth:errors.';

export function authError(key: AuthErrorKey): string {
  return `${AUTH_ERROR_PREFIX}${key}`;
}

export function parseAuthError(message: string | undefined): AuthErrorKey | null {
  if (!message?.startsWith(AUTH_ERROR_PREFIX)) return null;
  const key = message.slice(AUTH_ERROR_PREFIX.length);
  return (AUTH_ERROR_KEYS as readonly string[]).includes(key) ? (key as AuthErrorKey) : null;
}
