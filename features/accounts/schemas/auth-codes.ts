/**
 * The account forms' values and answer codes without zod (auth.ts has the schemas): the forms and
 * their pages use these at load time, while zod is loaded only when a form validates.
 */

export const USER_TYPE_CHOICES = ['INVESTOR', 'OWNER'] as const;
export type UserTypeChoice = (typeof USER_TYPE_CHOICES)[number];

/** The longest `?redirect=` the auth actions take (the same bound as safeRedirectPath's). */
export const MAX_REDIRECT_LENGTH = 2048;

/** The longest second-factor code typed: a recovery code (11 characters) with room for spaces. */
export const MAX_SECOND_FACTOR_LENGTH = 32;

/**
 * Answers of the auth services that are not validation rules travel like encoded issues, as
 * `auth:errors.<key>`, and the auth forms translate them from the `auth` namespace.
 */
export const AUTH_ERROR_KEYS = [
  'emailTaken',
  'invalidCredentials',
  'invalidCode',
  'invalidTwoFactorCode',
  // The right password of a suspended account: indefinitely, or until a date.
  'suspended',
  'suspendedUntil',
] as const;
export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];
const AUTH_ERROR_PREFIX = 'auth:errors.';

/** `date`: the one value an answer may carry (a suspension's end), formatted where it is shown. */
export function authError(key: AuthErrorKey, date?: Date): string {
  return `${AUTH_ERROR_PREFIX}${key}${date ? `@${date.toISOString()}` : ''}`;
}

export function parseAuthError(
  message: string | undefined,
): { key: AuthErrorKey; date: Date | null } | null {
  if (!message?.startsWith(AUTH_ERROR_PREFIX)) return null;
  const [key = '', iso] = message.slice(AUTH_ERROR_PREFIX.length).split('@');
  if (!(AUTH_ERROR_KEYS as readonly string[]).includes(key)) return null;
  const date = iso ? new Date(iso) : null;
  return { key: key as AuthErrorKey, date: date && !Number.isNaN(date.getTime()) ? date : null };
}
