import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { isLocale, type Locale, toLocale } from '@/i18n/routing';
import { getAuthSecret } from '@/lib/auth/user-cookie';
import { getDb } from '@/lib/db';
import { passwordResetCodes, twoFactorChallenges, users } from '@/lib/db/schema';
import { errorForLog } from '@/lib/errors/error-for-log';
import { escapeHtml, getMailTranslator, sendMail } from '@/lib/mail';
import { acceptableEmail } from './accounts';
import { hashPassword, isAcceptablePassword, isCommonPassword } from './password';
import { revokeAllSessions } from '@/lib/auth/sessions';
import { DomainError } from '@/lib/errors/domain-error';
import { authRefusal, throwIfLimited } from './refusals';
import { attemptSucceeded, clearPair, takeAttempt } from './throttle';

export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** One refusal for unknown email, wrong, expired, used and exhausted codes: nothing to enumerate. */
const invalidCode = () => authRefusal('code', 'invalidCode');

/** `now` is injectable so expiry can be tested without waiting ten minutes. */
export type ClockOptions = { now?: () => Date };

function hashCode(userId: string, code: string): string {
  // Bound to the user so one stored hash cannot be matched against another account's code.
  return createHmac('sha256', getAuthSecret()).update(`${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

const pending = new Set<Promise<void>>();

/**
 * Mail goes out in the background so that the answer takes as long for an unknown email as for a
 * known one (an SMTP round trip would otherwise tell them apart). Tests await it through this.
 */
export async function waitForPendingMail(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

function deliverInBackground(send: () => Promise<void>): void {
  const delivery = send().catch((error: unknown) => {
    console.error('[auth] password reset mail could not be sent:', errorForLog(error));
  });
  pending.add(delivery);
  void delivery.finally(() => pending.delete(delivery));
}

export function renderPasswordResetMail(
  locale: Locale,
  name: string,
  code: string,
): { subject: string; text: string; html: string } {
  const t = getMailTranslator(locale);
  const minutes = RESET_CODE_TTL_MS / 60_000;
  const greeting = t('passwordReset.greeting', { name });
  const intro = t('passwordReset.intro');
  const expiry = t('passwordReset.expiry', { minutes });
  const ignore = t('passwordReset.ignore');
  const signature = t('signature');
  const text = [greeting, intro, `    ${code}`, expiry, ignore, signature].join('\n\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const codeStyle = 'font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace';
  const html =
    `<div dir="${locale === 'ar' ? 'rtl' : 'ltr'}" lang="${locale}" ` +
    `style="font-family:sans-serif;line-height:1.5">` +
    `${p(greeting)}${p(intro)}<p dir="ltr" style="${codeStyle}">${code}</p>` +
    `${p(expiry)}${p(ignore)}${p(signature)}</div>`;
  return { subject: t('passwordReset.subject'), text, html };
}

/**
 * Sends a fresh code when the email belongs to an account, and answers the same either way (or
 * throws the wait). A new code supersedes the older ones.
 */
export async function requestPasswordReset(
  email: string,
  locale: string,
  clientKey: string,
  options: ClockOptions = {},
): Promise<void> {
  // A malformed address has no account: the same answer, before any counter or query.
  const address = acceptableEmail(email);
  if (!address) return;
  throwIfLimited(await takeAttempt('reset', address, clientKey));

  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, address)).limit(1);
  if (!user) return;

  const now = options.now?.() ?? new Date();
  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      userId: user.id,
      codeHash: hashCode(user.id, code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
      createdAt: now,
    });
  });

  const mailLocale: Locale = isLocale(locale) ? locale : toLocale(user.locale);
  const mail = renderPasswordResetMail(mailLocale, user.name, code);
  deliverInBackground(() => sendMail({ to: user.email, ...mail }));
}

/**
 * Checks the code (each try spends one of its attempts, counted atomically in the database), then
 * sets the new password, spends the code and ends every session of the user. Refusals are
 * DomainErrors: the wait, a weak password, or the one "invalid code" on `code`.
 */
export async function resetPassword(
  email: string,
  code: string,
  newPassword: string,
  clientKey: string,
  options: ClockOptions = {},
): Promise<void> {
  const address = acceptableEmail(email);
  if (!address) throw invalidCode();
  // Refused before the code is looked at (and before the counters: these say nothing about the
  // account), so a person choosing a new password spends no guess.
  if (!isAcceptablePassword(newPassword)) throw DomainError.field('password', 'regex');
  if (await isCommonPassword(newPassword)) throw DomainError.field('password', 'common_password');
  throwIfLimited(await takeAttempt('verify', address, clientKey));

  const cleanCode = String(code ?? '').trim();
  if (!new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`).test(cleanCode)) throw invalidCode();

  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, address)).limit(1);
  if (!user) throw invalidCode();

  const now = options.now?.() ?? new Date();
  const live = and(
    eq(passwordResetCodes.userId, user.id),
    isNull(passwordResetCodes.usedAt),
    gt(passwordResetCodes.expiresAt, now),
    lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
  );
  const [candidate] = await db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(live)
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!candidate) throw invalidCode();

  // The attempt is spent before the comparison, and only while the row is still live, so parallel
  // guesses cannot exceed the limit.
  const [attempt] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(eq(passwordResetCodes.id, candidate.id), live))
    .returning({ codeHash: passwordResetCodes.codeHash });
  if (!attempt || !sameHash(attempt.codeHash, hashCode(user.id, cleanCode))) throw invalidCode();

  const passwordHash = await hashPassword(newPassword);
  const done = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.id, candidate.id), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    // Someone else used the same code a moment ago: single use wins.
    if (!spent) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
    // A sign-in begun with the old password and awaiting its code ends with it.
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
    await revokeAllSessions(user.id, tx);
    return true;
  });
  if (!done) throw invalidCode();

  // The code proved the mailbox: this client's sign-in wait for the account ends too.
  await attemptSucceeded('verify', address, clientKey);
  await clearPair('signin', address, clientKey);
}
