import 'server-only';
import { eq } from 'drizzle-orm';
import { type Locale, toLocale } from '@/i18n/routing';
import { isMemberType } from '@/lib/auth/roles';
import { parseUserType } from '@/lib/auth/user-cookie';
import { getDb } from '@/lib/db';
import { twoFactorChallenges, users } from '@/lib/db/schema';
import { clearRateLimit, keyPart } from '@/lib/rate-limit';
import { stripBidiControls } from '@/lib/validation/bidi';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '@/lib/validation/limits';
import {
  hashPassword,
  isAcceptablePassword,
  isCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './password';
import {
  createSession,
  revokeAllSessions,
  revokeSession,
  toPublicUser,
  type NewSession,
  type PublicUser,
} from '@/lib/auth/sessions';
import {
  attemptSucceeded,
  AUTH_RATE_LIMITS,
  checkRateLimits,
  clientBucket,
  firstFactorAccepted,
  takeAttempt,
  type RateLimited,
} from './throttle';
import { isTwoFactorEnabled, verifySecondFactorIfEnabled } from './two-factor';
import { createTwoFactorChallenge, type TwoFactorChallenge } from './two-factor-sign-in';
import { UUID } from '@/lib/ids';
import { DomainError } from '@/lib/errors/domain-error';
import { WRONG_CURRENT_PASSWORD } from '@/features/accounts/schemas/profile';
import { throwIfLimited } from './refusals';
import { liftExpiredSuspension } from '@/features/moderation/server/suspension-expiry';

export type { NewSession, PublicUser } from '@/lib/auth/sessions';
export { AUTH_RATE_LIMITS, checkRateLimits, type RateLimited } from './throttle';

export type SignUpResult =
  | { ok: true; user: PublicUser; session: NewSession }
  | { ok: false; error: 'email_taken' | 'invalid_input' | 'common_password' }
  | RateLimited;
/**
 * A right password signs in (`session`), or, when the account has two-step verification, opens a
 * challenge for its code instead (`challenge`, no session yet).
 */
export type SignInResult =
  | { ok: true; user: PublicUser; session: NewSession; challenge?: undefined }
  | { ok: true; user: PublicUser; session: null; challenge: TwoFactorChallenge }
  | { ok: false; error: 'invalid_credentials' }
  /** The right password of a suspended account; `until` null: indefinitely. */
  | { ok: false; error: 'suspended'; until: Date | null }
  | RateLimited;

/** Who is asking: the client key (IP) for per-client limits, the user agent for the session list. */
export type RequestMeta = { clientKey: string; userAgent?: string | null };

export { MAX_NAME_LENGTH };

/** Trimmed and lowercased: the one spelling stored, compared and (as a digest) used in keys. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The e-mail as a service takes it: normalized and at most MAX_EMAIL_LENGTH, or null. Checked
 * before any counter or query, so neither ever sees an unbounded value.
 */
export function acceptableEmail(email: unknown): string | null {
  if (typeof email !== 'string' || email.length > MAX_EMAIL_LENGTH * 4) return null;
  const normalized = normalizeEmail(email);
  const plausible =
    normalized.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized);
  return plausible ? normalized : null;
}

function normalizeName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const trimmed = stripBidiControls(name).trim().replace(/\s+/g, ' ');
  const length = Array.from(trimmed).length;
  return length > 0 && length <= MAX_NAME_LENGTH ? trimmed : null;
}

export async function signUp(
  input: { name: string; email: string; password: string; type: string; locale?: string },
  meta: RequestMeta,
): Promise<SignUpResult> {
  const email = acceptableEmail(input.email);
  if (!email) return { ok: false, error: 'invalid_input' };
  const limited = await checkRateLimits([
    [`signup:ip:${keyPart(clientBucket(meta.clientKey))}`, AUTH_RATE_LIMITS.signUpPerClient],
    [`signup:acct:${keyPart(email)}`, AUTH_RATE_LIMITS.signUpPerAccount],
  ]);
  if (limited) return limited;

  const name = normalizeName(input.name);
  const type = parseUserType(input.type);
  // Staff accounts never come from the sign-up form (features/staff: a CLI command or an invitation).
  if (!name || !type || !isMemberType(type) || !isAcceptablePassword(input.password)) {
    return { ok: false, error: 'invalid_input' };
  }
  // Before the insert: the answer says nothing about whether the e-mail has an account.
  if (await isCommonPassword(input.password)) return { ok: false, error: 'common_password' };
  const locale: Locale = toLocale(input.locale);
  const passwordHash = await hashPassword(input.password);

  const db = await getDb();
  // ON CONFLICT rather than a prior lookup: two simultaneous sign-ups cannot both pass.
  const [row] = await db
    .insert(users)
    .values({ name, email, passwordHash, type, locale })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) return { ok: false, error: 'email_taken' };

  const session = await createSession(row.id, { userAgent: meta.userAgent });
  return { ok: true, user: toPublicUser(row), session };
}

/**
 * Email + password. An unknown email and a wrong password give the same error after the same work.
 * The limits (throttle.ts) hold per client, per (account, client) with growing waits, and per
 * account with a ceiling one client cannot reach: the right password from another address still
 * gets in while someone hammers the account. `previousToken` is the session cookie the browser
 * still had: it is revoked, so a sign-in always ends with a fresh token (no session fixation).
 * With two-step verification on, the right password only opens a challenge for the code
 * (two-factor-sign-in.ts), and the pair's wait is kept until the code is right too.
 */
export async function signIn(
  input: { email: string; password: string },
  meta: RequestMeta & { previousToken?: string | null },
): Promise<SignInResult> {
  // A malformed address cannot have an account; it is refused before any counter or query.
  const email = acceptableEmail(input.email);
  if (!email) return { ok: false, error: 'invalid_credentials' };
  const limited = await takeAttempt('signin', email, meta.clientKey);
  if (limited) return limited;

  const password = typeof input.password === 'string' ? input.password : '';
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const valid = row
    ? await verifyPassword(row.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!row || !valid) return { ok: false, error: 'invalid_credentials' };
  // Only after the right password: a suspension is nobody else's business. One whose end has
  // passed is lifted here, and the sign-in goes on.
  if (row.suspendedAt && !(await liftExpiredSuspension(row.id))) {
    return { ok: false, error: 'suspended', until: row.suspendedUntil };
  }

  if (await isTwoFactorEnabled(row.id)) {
    await firstFactorAccepted('signin', email, meta.clientKey);
    const challenge = await createTwoFactorChallenge(row.id);
    return { ok: true, user: toPublicUser(row), session: null, challenge };
  }
  await attemptSucceeded('signin', email, meta.clientKey);
  await revokeSession(meta.previousToken);
  const session = await createSession(row.id, { userAgent: meta.userAgent });
  return { ok: true, user: toPublicUser(row), session };
}

/** Sign-out: the session ends on the server, not only in the browser. */
export async function signOut(token: string | null | undefined): Promise<void> {
  await revokeSession(token);
}

/**
 * Checks the current password (and, with two-step verification on, a current `code`), stores the
 * new one and ends every session of the user (a thief's included); sign-ins awaiting a code end
 * too. The caller gets a fresh session for the device that made the change. Refusals are
 * DomainErrors: the wait, or the field that was wrong.
 */
export async function changePassword(
  userId: string,
  input: { currentPassword: string; newPassword: string; code?: string },
  meta: { userAgent?: string | null } = {},
): Promise<NewSession> {
  if (!UUID.test(userId)) throw new DomainError('unauthorized');
  throwIfLimited(
    await checkRateLimits([[`password:acct:${userId}`, AUTH_RATE_LIMITS.changePasswordPerAccount]]),
  );
  if (!isAcceptablePassword(input.newPassword)) throw DomainError.field('password', 'regex');
  if (await isCommonPassword(input.newPassword)) {
    throw DomainError.field('password', 'common_password');
  }

  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new DomainError('unauthorized');
  if (!(await verifyPassword(row.passwordHash, String(input.currentPassword ?? '')))) {
    throw new DomainError('invalid', {
      field: { name: 'currentPassword', issue: WRONG_CURRENT_PASSWORD },
    });
  }
  await verifySecondFactorIfEnabled(userId, input.code);

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
    await revokeAllSessions(userId, tx);
  });
  await clearRateLimit(`password:acct:${userId}`);
  return createSession(userId, { userAgent: meta.userAgent });
}

export async function getUserById(id: string): Promise<PublicUser | null> {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toPublicUser(row) : null;
}

/** Null when the name is empty/too long or the user does not exist. */
export async function updateName(userId: string, name: string): Promise<PublicUser | null> {
  const clean = normalizeName(name);
  if (!clean || !UUID.test(userId)) return null;
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ name: clean, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ? toPublicUser(row) : null;
}

/**
 * Stores the path of an already validated and saved image (the file store checks type, size and
 * dimensions), or null to remove it. Null result when the user does not exist.
 */
export async function updateImage(
  userId: string,
  image: string | null,
): Promise<PublicUser | null> {
  if (!UUID.test(userId)) return null;
  if (image !== null && (image.length === 0 || image.length > 1024)) return null;
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ image, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ? toPublicUser(row) : null;
}
