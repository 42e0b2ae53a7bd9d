import { z } from 'zod';
import { requiredString, v } from '@/lib/validation/rules';
import { redirectField } from './auth';
import { MAX_SECOND_FACTOR_LENGTH } from './auth-codes';

/**
 * The forms of two-step verification, checked in the browser and again by their actions
 * (features/accounts/actions/*-two-factor.ts, regenerate-recovery-codes.ts).
 */

/** Turning it on: the first code the authenticator app shows (6 digits, Arabic-Indic too). */
export const twoFactorEnableSchema = z.object({
  code: requiredString(v.digits(6)),
});

/**
 * Any later check: the app's code or a recovery code. Only the bound here; which of the two it
 * is, and whether it is right, is the server's to say.
 */
export const secondFactorSchema = z.object({
  code: requiredString(v.max(MAX_SECOND_FACTOR_LENGTH)),
});

/** What the sign-in's second step sends: the code and where to go next. */
export const twoFactorSignInSchema = secondFactorSchema.extend({ redirect: redirectField() });

export type SecondFactorInput = z.input<typeof secondFactorSchema>;
