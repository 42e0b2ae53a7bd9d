import 'server-only';
import { cookies } from 'next/headers';
import { authCookieOptions } from '@/lib/auth/cookies';
import {
  CHALLENGE_TTL_SECONDS,
  readPendingSignIn,
  signPendingSignIn,
  type PendingSignIn,
  type TwoFactorChallenge,
} from './two-factor-sign-in';

/**
 * The pending-sign-in cookie between the password and the code: HttpOnly, Secure in production,
 * SameSite=Lax, 5 minutes, signed; it names the challenge, whose row makes it single-use.
 */
export const TWO_FACTOR_COOKIE = 'fursa_2fa';

export async function setPendingSignInCookie(challenge: TwoFactorChallenge): Promise<void> {
  const jar = await cookies();
  jar.set(
    TWO_FACTOR_COOKIE,
    signPendingSignIn(challenge),
    authCookieOptions(CHALLENGE_TTL_SECONDS),
  );
}

export async function readPendingSignInCookie(): Promise<PendingSignIn | null> {
  return readPendingSignIn((await cookies()).get(TWO_FACTOR_COOKIE)?.value);
}

export async function clearPendingSignInCookie(): Promise<void> {
  (await cookies()).set(TWO_FACTOR_COOKIE, '', authCookieOptions(0));
}
