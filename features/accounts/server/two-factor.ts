import 'server-only';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { twoFactorChallenges, userRecoveryCodes, userTwoFactor } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { clearRateLimit } from '@/lib/rate-limit';
import { openText, sealText } from '@/lib/security/encryption';
import { toLatinDigits } from '@/lib/validation/rules';
import { authRefusal, throwIfLimited } from './refusals';
import {
  consumeRecoveryCode,
  countRecoveryCodesLeft,
  replaceRecoveryCodes,
} from './recovery-codes';
import { endOtherSessions } from './session-list';
import { AUTH_RATE_LIMITS, checkRateLimits } from './throttle';
import { matchTotp, newTotpSecret, totpQrDataUrl, totpUri } from './totp';

/**
 * Two-step verification of one user: enrolment (a secret shown once as a QR code, enabled only
 * when a code from the app confirms it), the check of a code (the app's, each 30-second step once,
 * or a recovery code, each once), new recovery codes and turning it off. The secret is sealed
 * with ENCRYPTION_KEY, bound to the user's id.
 */

export type TwoFactorStatus = { enabledAt: Date | null; recoveryCodesLeft: number };
export type TwoFactorSetup = { secret: string; uri: string; qr: string };
/** Which factor a code proved: the authenticator app or one of the recovery codes. */
export type SecondFactor = 'totp' | 'recovery';

const sealContext = (userId: string) => `user_two_factor:${userId}`;
const limitKey = (userId: string) => `2fa:acct:${userId}`;
const invalidCode = () => authRefusal('code', 'invalidTwoFactorCode');

async function rowOf(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Whether sign-in (and the sensitive changes) ask this user for a second factor. */
export async function isTwoFactorEnabled(userId: string): Promise<boolean> {
  return Boolean((await rowOf(userId))?.enabledAt);
}

export async function getTwoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const row = await rowOf(userId);
  if (!row?.enabledAt) return { enabledAt: null, recoveryCodesLeft: 0 };
  return { enabledAt: row.enabledAt, recoveryCodesLeft: await countRecoveryCodesLeft(userId) };
}

/**
 * A new secret for the user's authenticator app, kept (sealed) until a code confirms it; a setup
 * begun earlier and never confirmed is replaced. Refused while two-step verification is on.
 */
export async function startTwoFactorEnrolment(user: {
  id: string;
  email: string;
}): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const secretCiphertext = sealText(secret, sealContext(user.id));
  const db = await getDb();
  const [row] = await db
    .insert(userTwoFactor)
    .values({ userId: user.id, secretCiphertext })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretCiphertext, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  if (!row) throw new DomainError('twoFactor.already_enabled');
  const uri = totpUri(secret, user.email);
  return { secret, uri, qr: await totpQrDataUrl(uri) };
}

/** Per signed-in user, as a password change: a stolen session cannot guess codes at will. */
async function takeProfileAttempt(userId: string): Promise<void> {
  throwIfLimited(
    await checkRateLimits([[limitKey(userId), AUTH_RATE_LIMITS.secondFactorPerAccount]]),
  );
}

/**
 * Turns two-step verification on with the first code from the app, and returns the recovery
 * codes: the only time they can be read.
 */
export async function confirmTwoFactorEnrolment(userId: string, code: string): Promise<string[]> {
  await takeProfileAttempt(userId);
  const row = await rowOf(userId);
  if (!row) throw new DomainError('twoFactor.not_started');
  if (row.enabledAt) throw new DomainError('twoFactor.already_enabled');
  const step = matchTotp(openText(row.secretCiphertext, sealContext(userId)), cleanCode(code));
  if (step === null) throw invalidCode();

  const db = await getDb();
  const codes = await db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(userTwoFactor)
      .set({ enabledAt: new Date(), lastUsedStep: step })
      .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)))
      .returning({ userId: userTwoFactor.userId });
    if (!enabled) throw new DomainError('twoFactor.already_enabled');
    return replaceRecoveryCodes(userId, tx);
  });
  await clearRateLimit(limitKey(userId));
  return codes;
}

/** Digits typed on an Arabic keyboard count, spaces do not ("123 456"). */
function cleanCode(code: string): string {
  return toLatinDigits(String(code ?? '')).replace(/\s/g, '');
}

/**
 * Accepts a code of the user's enabled second factor, or says null. An app code is accepted once:
 * its step must be later than the last one accepted (one conditional update decides, so the same
 * code sent twice at once passes once). Anything else is tried as a recovery code, spent if right.
 */
export async function acceptSecondFactor(
  userId: string,
  code: string,
  now: number = Date.now(),
): Promise<SecondFactor | null> {
  const row = await rowOf(userId);
  if (!row?.enabledAt) return null;
  const clean = cleanCode(code);
  if (/^\d{6}$/.test(clean)) {
    const step = matchTotp(openText(row.secretCiphertext, sealContext(userId)), clean, now);
    if (step === null) return null;
    const db = await getDb();
    const [accepted] = await db
      .update(userTwoFactor)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          isNotNull(userTwoFactor.enabledAt),
          or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return accepted ? 'totp' : null;
  }
  return (await consumeRecoveryCode(userId, code)) ? 'recovery' : null;
}

/** A signed-in user's code for a sensitive change; refused as `code` when wrong. */
export async function verifySecondFactor(userId: string, code: string): Promise<SecondFactor> {
  await takeProfileAttempt(userId);
  const factor = await acceptSecondFactor(userId, code);
  if (!factor) throw invalidCode();
  await clearRateLimit(limitKey(userId));
  return factor;
}

/** For changes that need it only when two-step verification is on (a new password). */
export async function verifySecondFactorIfEnabled(
  userId: string,
  code: string | undefined,
): Promise<void> {
  if (!(await isTwoFactorEnabled(userId))) return;
  if (!code) throw DomainError.field('code', 'required');
  await verifySecondFactor(userId, code);
}

async function requireEnabled(userId: string): Promise<void> {
  if (!(await isTwoFactorEnabled(userId))) throw new DomainError('twoFactor.not_enabled');
}

/** A fresh set of recovery codes (the old ones stop working), with a current code. */
export async function regenerateRecoveryCodes(userId: string, code: string): Promise<string[]> {
  await requireEnabled(userId);
  await verifySecondFactor(userId, code);
  return replaceRecoveryCodes(userId);
}

/**
 * Turns two-step verification off with a current code (or a recovery code, for a lost phone):
 * the secret, the recovery codes and any sign-in awaiting a code go, and every other session of
 * the user ends. Returns how many sessions ended.
 */
export async function disableTwoFactor(
  userId: string,
  code: string,
  currentSessionId: string,
): Promise<number> {
  await requireEnabled(userId);
  await verifySecondFactor(userId, code);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  });
  return endOtherSessions(userId, currentSessionId);
}
