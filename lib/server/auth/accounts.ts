import 'server-only';
import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@/i18n/routing';
import { parseUserType } from '@/lib/auth/user-cookie';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { clearRateLimit, hitRateLimit, type RateLimitRule } from '@/lib/server/rate-limit';
import { stripBidiControls } from '@/lib/validation/bidi';
import { hashPassword, isAcceptablePassword, verifyAgainstDummy, verifyPassword } from './password';
import {
  createSession,
  revokeAllSessions,
  revokeSession,
  toPublicUser,
  type NewSession,
  type PublicUser,
} from './sessions';

export type { NewSession, PublicUser } from './sessions';

export type RateLimited = { ok: false; error: 'rate_limited'; retryAfterSeconds: number };
export type SignUpResult =
  | { ok: true; user: PublicUser; session: NewSession }
  | { ok: false; error: 'email_taken' | 'invalid_input' }
  | RateLimited;
export type SignInResult =
  | { ok: true; user: PublicUser; session: NewSession }
  | { ok: false; error: 'invalid_credentials' }
  | RateLimited;
export type ChangePasswordResult =
  | { ok: true; session: NewSession }
  | { ok: false; error: 'invalid_credentials' | 'invalid_input' | 'not_found' }
  | RateLimited;

/** Who is asking: the client key (IP) for per-client limits, the user agent for the session list. */
export type RequestMeta = { clientKey: string; userAgent?: string | null };

const MINUTE = 60;
export const AUTH_RATE_LIMITS = {
  signInPerClient: { limit: 30, windowSeconds: 15 * MINUTE },
  signInPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  signUpPerClient: { limit: 20, windowSeconds: 60 * MINUTE },
  signUpPerAccount: { limit: 5, windowSeconds: 60 * MINUTE },
  changePasswordPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  resetRequestPerClient: { limit: 10, windowSeconds: 60 * MINUTE },
  resetRequestPerAccount: { limit: 3, windowSeconds: 15 * MINUTE },
  resetVerifyPerClient: { limit: 30, windowSeconds: 15 * MINUTE },
  resetVerifyPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Trimmed and lowercased: the one spelling stored, compared and used in rate-limit keys. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isPlausibleEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

function normalizeName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const trimmed = stripBidiControls(name).trim().replace(/\s+/g, ' ');
  return trimmed.length > 0 && trimmed.length <= MAX_NAME_LENGTH ? trimmed : null;
}

/**
 * Counts one attempt against every key and reports the longest wait when any is over its limit.
 * Every key is hit even after one fails, so a client cannot dodge one counter by tripping another.
 */
export async function checkRateLimits(
  checks: ReadonlyArray<readonly [key: string, rule: RateLimitRule]>,
): Promise<RateLimited | null> {
  const results = await Promise.all(checks.map(([key, rule]) => hitRateLimit(key, rule)));
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length === 0) return null;
  const retryAfterSeconds = Math.max(...blocked.map((r) => r.retryAfterSeconds));
  return { ok: false, error: 'rate_limited', retryAfterSeconds };
}

export async function signUp(
  input: { name: string; email: string; password: string; type: string; locale?: string },
  meta: RequestMeta,
): Promise<SignUpResult> {
  const email = normalizeEmail(String(input.email ?? ''));
  const limited = await checkRateLimits([
    [`signup:ip:${meta.clientKey}`, AUTH_RATE_LIMITS.signUpPerClient],
    [`signup:acct:${email}`, AUTH_RATE_LIMITS.signUpPerAccount],
  ]);
  if (limited) return limited;

  const name = normalizeName(input.name);
  const type = parseUserType(input.type);
  if (!name || !type || !isPlausibleEmail(email) || !isAcceptablePassword(input.password)) {
    return { ok: false, error: 'invalid_input' };
  }
  const locale: Locale = isLocale(input.locale) ? input.locale : 'en';
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
 * `previousToken` is the session cookie the browser still had: it is revoked, so a sign-in always
 * ends with a fresh token (no session fixation).
 */
export async function signIn(
  input: { email: string; password: string },
  meta: RequestMeta & { previousToken?: string | null },
): Promise<SignInResult> {
  const email = normalizeEmail(String(input.email ?? ''));
  const accountKey = `signin:acct:${email}`;
  const limited = await checkRateLimits([
    [`signin:ip:${meta.clientKey}`, AUTH_RATE_LIMITS.signInPerClient],
    [accountKey, AUTH_RATE_LIMITS.signInPerAccount],
  ]);
  if (limited) return limited;

  const password = typeof input.password === 'string' ? input.password : '';
  const db = await getDb();
  const [row] = isPlausibleEmail(email)
    ? await db.select().from(users).where(eq(users.email, email)).limit(1)
    : [];
  const valid = row
    ? await verifyPassword(row.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!row || !valid) return { ok: false, error: 'invalid_credentials' };

  await clearRateLimit(accountKey);
  await revokeSession(meta.previousToken);
  const session = await createSession(row.id, { userAgent: meta.userAgent });
  return { ok: true, user: toPublicUser(row), session };
}

/** Sign-out: the session ends on the server, not only in the browser. */
export async function signOut(token: string | null | undefined): Promise<void> {
  await revokeSession(token);
}

/**
 * Checks the current password, stores the new one and ends every session of the user (a thief's
 * included). The caller gets a fresh session for the device that made the change.
 */
export async function changePassword(
  userId: string,
  input: { currentPassword: string; newPassword: string },
  meta: { userAgent?: string | null } = {},
): Promise<ChangePasswordResult> {
  if (!UUID_PATTERN.test(userId)) return { ok: false, error: 'not_found' };
  const limited = await checkRateLimits([
    [`password:acct:${userId}`, AUTH_RATE_LIMITS.changePasswordPerAccount],
  ]);
  if (limited) return limited;
  if (!isAcceptablePassword(input.newPassword)) return { ok: false, error: 'invalid_input' };

  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return { ok: false, error: 'not_found' };
  if (!(await verifyPassword(row.passwordHash, String(input.currentPassword ?? '')))) {
    return { ok: false, error: 'invalid_credentials' };
  }

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAllSessions(userId, tx);
  });
  await clearRateLimit(`password:acct:${userId}`);
  const session = await createSession(userId, { userAgent: meta.userAgent });
  return { ok: true, session };
}

export async function getUserById(id: string): Promise<PublicUser | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toPublicUser(row) : null;
}

/** Null when the name is empty/too long or the user does not exist. */
export async function updateName(userId: string, name: string): Promise<PublicUser | null> {
  const clean = normalizeName(name);
  if (!clean || !UUID_PATTERN.test(userId)) return null;
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
  if (!UUID_PATTERN.test(userId)) return null;
  if (image !== null && (image.length === 0 || image.length > 1024)) return null;
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ image, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ? toPublicUser(row) : null;
}
