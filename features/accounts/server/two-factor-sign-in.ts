import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { twoFactorChallenges, users } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { getAuthSecret } from '@/lib/auth/user-cookie';
import {
  createSession,
  revokeSession,
  toPublicUser,
  type NewSession,
  type PublicUser,
} from '@/lib/auth/sessions';
import { UUID } from '@/lib/ids';
import { liftExpiredSuspension } from '@/features/moderation/server/suspension-expiry';
import { authRefusal, suspendedRefusal, throwIfLimited } from './refusals';
import { attemptSucceeded, takeAttempt } from './throttle';
import { acceptSecondFactor, type SecondFactor } from './two-factor';

/**
 * The second step of a sign-in with two-step verification. The right password creates no
 * session: it creates a challenge (a row whose id is a random nonce, 5 minutes) and the browser
 * gets a signed pending cookie naming it. The code then completes the sign-in once: the row is
 * deleted as the session is created. Wrong codes count against the sign-in limits of the
 * (account, address) pair, so a guesser slows only their own address.
 */

export const CHALLENGE_TTL_SECONDS = 5 * 60;

export type TwoFactorChallenge = { id: string; userId: string; expiresAt: Date };
/** What the pending cookie says: whose sign-in, which challenge. */
export type PendingSignIn = { userId: string; nonce: string };

/** A new challenge for a user whose password was right; their expired ones go. */
export async function createTwoFactorChallenge(
  userId: string,
  now: Date = new Date(),
): Promise<TwoFactorChallenge> {
  const db = await getDb();
  await db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.userId, userId), lte(twoFactorChallenges.expiresAt, now)));
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000);
  const [row] = await db
    .insert(twoFactorChallenges)
    .values({ userId, expiresAt, createdAt: now })
    .returning({ id: twoFactorChallenges.id });
  return { id: row!.id, userId, expiresAt };
}

function sign(payload: string): string {
  return createHmac('sha256', getAuthSecret()).update(`2fa:${payload}`).digest('base64url');
}

/** base64url(JSON) + '.' + HMAC under AUTH_SECRET (a pending sign-in, not a secret at rest). */
export function signPendingSignIn(challenge: TwoFactorChallenge): string {
  const exp = Math.floor(challenge.expiresAt.getTime() / 1000);
  const data = { u: challenge.userId, n: challenge.id, e: exp };
  const payload = Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The pending sign-in of a genuine, unexpired cookie; null otherwise. */
export function readPendingSignIn(
  value: string | null | undefined,
  now: number = Date.now(),
): PendingSignIn | null {
  if (!value || value.length > 512) return null;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'utf8');
  const expected = Buffer.from(sign(payload), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { u, n, e } = (data ?? {}) as Record<string, unknown>;
  if (typeof u !== 'string' || typeof n !== 'string' || typeof e !== 'number') return null;
  if (!UUID.test(u) || !UUID.test(n) || e * 1000 <= now) return null;
  return { userId: u, nonce: n };
}

const expired = () => new DomainError('twoFactor.expired');

/**
 * Completes a pending sign-in with a code of the authenticator app or a recovery code: a fresh
 * session (the one the browser still had is revoked). Refusals: `twoFactor.expired` (no such
 * challenge any more: sign in again), the wait, or a wrong code on `code`.
 */
export async function completeTwoFactorSignIn(
  pending: PendingSignIn,
  code: string,
  meta: { clientKey: string; userAgent?: string | null; previousToken?: string | null },
): Promise<{ user: PublicUser; session: NewSession; factor: SecondFactor }> {
  const now = new Date();
  const db = await getDb();
  const live = and(
    eq(twoFactorChallenges.id, pending.nonce),
    eq(twoFactorChallenges.userId, pending.userId),
    gt(twoFactorChallenges.expiresAt, now),
  );
  const [found] = await db
    .select({ user: users })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(live)
    .limit(1);
  if (!found) throw expired();
  const { user } = found;

  throwIfLimited(await takeAttempt('signin', user.email, meta.clientKey));
  const factor = await acceptSecondFactor(user.id, code, now.getTime());
  if (!factor) throw authRefusal('code', 'invalidTwoFactorCode');
  // Single use: of two requests completing the same challenge, one deletes it.
  const used = await db.delete(twoFactorChallenges).where(live).returning();
  if (used.length === 0) throw expired();
  // Suspended between the password and the code.
  if (user.suspendedAt && !(await liftExpiredSuspension(user.id, now))) {
    throw suspendedRefusal(user.suspendedUntil);
  }

  await attemptSucceeded('signin', user.email, meta.clientKey);
  await revokeSession(meta.previousToken);
  const session = await createSession(user.id, { userAgent: meta.userAgent });
  return { user: toPublicUser(user), session, factor };
}
