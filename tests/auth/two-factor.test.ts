import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** The request the actions see: a cookie jar with the options set, headers, the locale. */
const request = vi.hoisted(() => ({
  cookies: new Map<string, { value: string; options?: Record<string, unknown> }>(),
  headers: new Headers(),
  locale: 'en',
}));

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const cookie = request.cookies.get(name);
      return cookie?.value ? { name, value: cookie.value } : undefined;
    },
    set: (name: string, value: string, options?: Record<string, unknown>) => {
      request.cookies.set(name, { value, options });
    },
  }),
  headers: async () => request.headers,
}));
vi.mock('next-intl/server', () => ({ getLocale: async () => request.locale }));

import { changePasswordAction } from '@/features/accounts/actions/change-password';
import { completeTwoFactorSignInAction } from '@/features/accounts/actions/complete-two-factor-sign-in';
import { disableTwoFactorAction } from '@/features/accounts/actions/disable-two-factor';
import { enableTwoFactorAction } from '@/features/accounts/actions/enable-two-factor';
import { regenerateRecoveryCodesAction } from '@/features/accounts/actions/regenerate-recovery-codes';
import { signInAction } from '@/features/accounts/actions/sign-in';
import { signUpAction } from '@/features/accounts/actions/sign-up';
import { startTwoFactorAction } from '@/features/accounts/actions/start-two-factor';
import { authError } from '@/features/accounts/schemas/auth-codes';
import { AUTH_RATE_LIMITS } from '@/features/accounts/server/throttle';
import {
  requestPasswordReset,
  resetPassword,
  waitForPendingMail,
} from '@/features/accounts/server/password-reset';
import { TWO_FACTOR_COOKIE } from '@/features/accounts/server/two-factor-cookie';
import { getTwoFactorStatus } from '@/features/accounts/server/two-factor';
import { readPendingSignIn } from '@/features/accounts/server/two-factor-sign-in';
import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { createSession, getSessionUser } from '@/lib/auth/sessions';
import { getDb } from '@/lib/db';
import { twoFactorChallenges, userRecoveryCodes, userTwoFactor, users } from '@/lib/db/schema';
import { readOutbox } from '@/lib/mail';
import { encodeIssue } from '@/lib/validation/issue';

const PASSWORD = 'Str0ng!pass';
const WRONG_CODE = authError('invalidTwoFactorCode');
const STEP_MS = 30_000;

/** A real authenticator: the code of `secret` at `time` (otpauth, as the apps compute it). */
function codeAt(secret: string, time = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: time,
  });
}

/** Another browser at its own address: no cookies. */
function newVisitor(
  address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) {
  request.cookies.clear();
  request.headers = new Headers({ 'x-forwarded-for': address, 'user-agent': 'vitest-2fa' });
  return address;
}

const cookie = (name: string) => request.cookies.get(name)?.value || undefined;

async function userIdOf(email: string) {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A new account signed in on the jar, with two-step verification turned on. */
async function enrolledAccount() {
  newVisitor();
  const email = `tf-${randomUUID().slice(0, 8)}@example.com`;
  const signedUp = await signUpAction({
    type: 'INVESTOR',
    name: 'Two Step',
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    acceptTerms: true,
  });
  if (!signedUp.ok) throw new Error(JSON.stringify(signedUp));
  const started = await startTwoFactorAction();
  if (!started.ok) throw new Error(JSON.stringify(started));
  const { secret } = started.data;
  const enabled = await enableTwoFactorAction({ code: codeAt(secret) });
  if (!enabled.ok) throw new Error(JSON.stringify(enabled));
  return {
    email,
    secret,
    recoveryCodes: enabled.data.recoveryCodes,
    userId: await userIdOf(email),
  };
}

/** The password step from a fresh browser at `address`; returns the answer. */
async function passwordStep(email: string, address?: string) {
  newVisitor(address);
  return signInAction({ email, password: PASSWORD });
}

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = path.join(tmpdir(), `fursa-2fa-test-${randomUUID()}`);
  delete process.env.SMTP_URL;
  await getDb();
});
beforeEach(() => newVisitor());
afterEach(() => vi.useRealTimers());

describe('enrolment', () => {
  it('shows a QR code and a key, and turns on only with a current code from the app', async () => {
    newVisitor();
    const email = `en-${randomUUID().slice(0, 8)}@example.com`;
    await signUpAction({ type: 'OWNER', name: 'Enrol', email, password: PASSWORD, passwordConfirmation: PASSWORD, acceptTerms: true }); // prettier-ignore
    const userId = await userIdOf(email);

    const started = await startTwoFactorAction();
    if (!started.ok) throw new Error('start failed');
    const { secret, qr, uri } = started.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(uri).toContain('otpauth://totp/Fursa:');
    expect(uri).toContain(`secret=${secret}`);
    // Stored sealed, never as the key itself.
    const db = await getDb();
    const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    expect(row?.secretCiphertext).toMatch(/^v1\./);
    expect(row?.secretCiphertext).not.toContain(secret);
    expect(row?.enabledAt).toBeNull();

    const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect(await enableTwoFactorAction({ code: wrong })).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { code: WRONG_CODE },
    });
    expect(await enableTwoFactorAction({ code: '12ab' })).toMatchObject({
      fieldErrors: { code: encodeIssue('digits', { length: 6 }) },
    });
    expect((await getTwoFactorStatus(userId)).enabledAt).toBeNull();

    const enabled = await enableTwoFactorAction({ code: codeAt(secret) });
    if (!enabled.ok) throw new Error(JSON.stringify(enabled));
    const codes = enabled.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(await getTwoFactorStatus(userId)).toMatchObject({ recoveryCodesLeft: 10 });
    // Only argon2id hashes (salted, as passwords are) are kept.
    const stored = await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId)); // prettier-ignore
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) {
      expect(codeHash).toMatch(/^\$argon2id\$/);
      expect(codes.some((code) => codeHash.includes(code.replace('-', '')))).toBe(false);
    }
    // On, it cannot be started over (which would replace the key).
    expect(await startTwoFactorAction()).toEqual({ ok: false, error: 'twoFactor.already_enabled' });
  });
});

describe('signing in with two-step verification', () => {
  it('the password alone gives no session: a pending cookie, then the code signs in', async () => {
    const { email, secret, userId } = await enrolledAccount();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + STEP_MS * 2);

    const first = await passwordStep(email);
    expect(first).toEqual({
      ok: true,
      data: { redirectTo: '/en/auth/two-factor', twoFactor: true },
    });
    expect(cookie(SESSION_COOKIE)).toBeUndefined();
    const pending = request.cookies.get(TWO_FACTOR_COOKIE);
    expect(pending?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 300 }); // prettier-ignore
    expect(readPendingSignIn(pending?.value)).toMatchObject({ userId });

    const done = await completeTwoFactorSignInAction({ code: codeAt(secret), redirect: '/en/profile/wallet' }); // prettier-ignore
    expect(done).toEqual({ ok: true, data: { redirectTo: '/en/profile/wallet' } });
    expect((await getSessionUser(cookie(SESSION_COOKIE)))?.user.email).toBe(email);
    expect(cookie(TWO_FACTOR_COOKIE)).toBeUndefined();
  });

  it('keeps the redirect through the second step', async () => {
    const { email } = await enrolledAccount();
    newVisitor();
    const answer = await signInAction({ email, password: PASSWORD, redirect: '/en/investments?page=2' }); // prettier-ignore
    expect(answer).toMatchObject({
      data: { redirectTo: `/en/auth/two-factor?redirect=${encodeURIComponent('/en/investments?page=2')}` }, // prettier-ignore
    });
  });

  it('refuses a wrong code on the field, and no session is made', async () => {
    const { email, secret } = await enrolledAccount();
    await passwordStep(email);
    const wrong = String((Number(codeAt(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    expect(await completeTwoFactorSignInAction({ code: wrong })).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { code: WRONG_CODE },
    });
    expect(await completeTwoFactorSignInAction({ code: 'not a code' })).toMatchObject({
      fieldErrors: { code: WRONG_CODE },
    });
    expect(cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses the same code twice (replay), and an older step after a newer one', async () => {
    const { email, secret } = await enrolledAccount();
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now() + STEP_MS * 4;
    vi.setSystemTime(now);
    await passwordStep(email);
    const code = codeAt(secret, now);
    expect((await completeTwoFactorSignInAction({ code })).ok).toBe(true);

    // Another browser that saw the code: same step, refused.
    await passwordStep(email);
    expect(await completeTwoFactorSignInAction({ code })).toMatchObject({ fieldErrors: { code: WRONG_CODE } }); // prettier-ignore
    // The previous step's code is inside the clock-drift window but older than the one used.
    expect(await completeTwoFactorSignInAction({ code: codeAt(secret, now - STEP_MS) })).toMatchObject({ fieldErrors: { code: WRONG_CODE } }); // prettier-ignore
    // The next step's code works.
    vi.setSystemTime(now + STEP_MS);
    expect((await completeTwoFactorSignInAction({ code: codeAt(secret, now + STEP_MS) })).ok).toBe(true); // prettier-ignore
  });

  it('the pending cookie works once, and not after 5 minutes', async () => {
    const { email, secret } = await enrolledAccount();
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now() + STEP_MS * 6;
    vi.setSystemTime(now);
    await passwordStep(email);
    const pending = request.cookies.get(TWO_FACTOR_COOKIE)!;
    expect((await completeTwoFactorSignInAction({ code: codeAt(secret, now) })).ok).toBe(true);

    // The same cookie again, with a fresh code: the challenge is spent.
    newVisitor();
    request.cookies.set(TWO_FACTOR_COOKIE, pending);
    vi.setSystemTime(now + STEP_MS);
    expect(await completeTwoFactorSignInAction({ code: codeAt(secret, now + STEP_MS) })).toEqual({
      ok: false,
      error: 'twoFactor.expired',
    });
    expect(cookie(SESSION_COOKIE)).toBeUndefined();

    // A new challenge, answered after its 5 minutes: expired (cookie and row alike).
    await passwordStep(email);
    const late = now + STEP_MS + 5 * 60_000 + 1000;
    expect(readPendingSignIn(cookie(TWO_FACTOR_COOKIE), late)).toBeNull();
    vi.setSystemTime(late);
    expect(await completeTwoFactorSignInAction({ code: codeAt(secret, late) })).toEqual({
      ok: false,
      error: 'twoFactor.expired',
    });
    // No cookie at all, or a forged one: the same answer.
    newVisitor();
    expect(await completeTwoFactorSignInAction({ code: '123456' })).toEqual({ ok: false, error: 'twoFactor.expired' }); // prettier-ignore
    request.cookies.set(TWO_FACTOR_COOKIE, { value: `${pending.value}x` });
    expect(await completeTwoFactorSignInAction({ code: '123456' })).toEqual({ ok: false, error: 'twoFactor.expired' }); // prettier-ignore
  });

  it('a recovery code signs in once, in any case and spacing', async () => {
    const { email, recoveryCodes, userId } = await enrolledAccount();
    const [code] = recoveryCodes;
    await passwordStep(email);
    const typed = ` ${code!.toLowerCase().replace('-', ' ')} `;
    expect((await completeTwoFactorSignInAction({ code: typed })).ok).toBe(true);
    expect(await getTwoFactorStatus(userId)).toMatchObject({ recoveryCodesLeft: 9 });

    await passwordStep(email);
    expect(await completeTwoFactorSignInAction({ code: code! })).toMatchObject({
      fieldErrors: { code: WRONG_CODE },
    });
    // Another account's code is no use here.
    const other = await enrolledAccount();
    await passwordStep(email);
    expect(await completeTwoFactorSignInAction({ code: other.recoveryCodes[0]! })).toMatchObject({
      fieldErrors: { code: WRONG_CODE },
    });
  });

  it('wrong codes from one address slow that address only: the owner signs in from another', async () => {
    const { email, secret } = await enrolledAccount();
    // The attacker has the password: each try is password then a guessed code.
    const attacker = '10.66.0.1';
    const { freeAttempts } = AUTH_RATE_LIMITS.signIn.perPair;
    const answers: string[] = [];
    for (let i = 0; i < freeAttempts + 2; i++) {
      const password = await passwordStep(email, attacker);
      if (!password.ok) {
        answers.push(password.error);
        continue;
      }
      const guess = await completeTwoFactorSignInAction({ code: '000000' });
      answers.push(guess.ok ? 'signed in' : guess.error);
    }
    // The right password does not start the pair afresh: the waits hold for code guesses too.
    expect(answers.slice(-1)).toEqual(['rateLimited']);
    expect(answers).not.toContain('signed in');

    // The owner, elsewhere: password and code, signed in.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + STEP_MS * 8);
    expect((await passwordStep(email, '10.77.0.1')).ok).toBe(true);
    const owner = await completeTwoFactorSignInAction({ code: codeAt(secret) });
    expect(owner).toEqual({ ok: true, data: { redirectTo: '/en/profile' } });
  });

  it('a password change or reset ends the sign-ins waiting for their code', async () => {
    const { email, secret, userId } = await enrolledAccount();
    const signedIn = new Map(request.cookies);
    await passwordStep(email);
    const pending = request.cookies.get(TWO_FACTOR_COOKIE)!;
    request.cookies.clear();
    for (const [name, value] of signedIn) request.cookies.set(name, value);
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now() + STEP_MS * 10;
    vi.setSystemTime(now);
    const NEW = 'Brand-n3w!pass';
    expect(
      await changePasswordAction({ currentPassword: PASSWORD, password: NEW, passwordConfirmation: NEW, code: codeAt(secret, now) }), // prettier-ignore
    ).toEqual({ ok: true, data: undefined });
    const db = await getDb();
    expect(await db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId))).toEqual([]); // prettier-ignore
    newVisitor();
    request.cookies.set(TWO_FACTOR_COOKIE, pending);
    vi.setSystemTime(now + STEP_MS);
    expect(await completeTwoFactorSignInAction({ code: codeAt(secret, now + STEP_MS) })).toEqual({
      ok: false,
      error: 'twoFactor.expired',
    });
  });
});

describe('password reset', () => {
  it('sets a new password but does not pass the second step: sign-in still asks for the code', async () => {
    const { email, secret } = await enrolledAccount();
    const client = newVisitor();
    await requestPasswordReset(email, 'en', client);
    await waitForPendingMail();
    const code = (await readOutbox({ to: email })).at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    const NEW = 'Brand-n3w!pass';
    await resetPassword(email, code!, NEW, client);

    newVisitor();
    expect(await signInAction({ email, password: NEW })).toEqual({
      ok: true,
      data: { redirectTo: '/en/auth/two-factor', twoFactor: true },
    });
    expect(cookie(SESSION_COOKIE)).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + STEP_MS * 2);
    expect((await completeTwoFactorSignInAction({ code: codeAt(secret) })).ok).toBe(true);
  });
});

describe('changes that ask for a current code', () => {
  it('a new password needs the code while two-step verification is on', async () => {
    const { secret } = await enrolledAccount();
    const NEW = 'Brand-n3w!pass';
    const change = (code?: string) =>
      changePasswordAction({ currentPassword: PASSWORD, password: NEW, passwordConfirmation: NEW, code }); // prettier-ignore
    expect(await change()).toEqual({ ok: false, error: 'invalid', fieldErrors: { code: encodeIssue('required') } }); // prettier-ignore
    expect(await change('000000')).toEqual({ ok: false, error: 'invalid', fieldErrors: { code: WRONG_CODE } }); // prettier-ignore
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + STEP_MS * 2);
    expect(await change(codeAt(secret))).toEqual({ ok: true, data: undefined });
  });

  it('new recovery codes need a current code, and the old ones stop working', async () => {
    const { email, secret, recoveryCodes } = await enrolledAccount();
    expect(await regenerateRecoveryCodesAction({ code: '000000' })).toMatchObject({ fieldErrors: { code: WRONG_CODE } }); // prettier-ignore
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + STEP_MS * 2);
    const fresh = await regenerateRecoveryCodesAction({ code: codeAt(secret) });
    if (!fresh.ok) throw new Error(JSON.stringify(fresh));
    expect(fresh.data.recoveryCodes).toHaveLength(10);
    expect(fresh.data.recoveryCodes).not.toContain(recoveryCodes[0]);

    await passwordStep(email);
    expect(await completeTwoFactorSignInAction({ code: recoveryCodes[0]! })).toMatchObject({ fieldErrors: { code: WRONG_CODE } }); // prettier-ignore
    expect((await completeTwoFactorSignInAction({ code: fresh.data.recoveryCodes[0]! })).ok).toBe(true); // prettier-ignore
  });

  it('turning it off needs a current code and signs out every other device', async () => {
    const { email, secret, userId } = await enrolledAccount();
    const thisDevice = cookie(SESSION_COOKIE);
    const phone = await createSession(userId, { userAgent: 'phone' });

    expect(await disableTwoFactorAction({ code: '000000' })).toMatchObject({ fieldErrors: { code: WRONG_CODE } }); // prettier-ignore
    expect(await getSessionUser(phone.token)).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + STEP_MS * 2);
    expect(await disableTwoFactorAction({ code: codeAt(secret) })).toEqual({ ok: true, data: { ended: 1 } }); // prettier-ignore
    expect(await getSessionUser(phone.token)).toBeNull();
    expect((await getSessionUser(thisDevice))?.user.id).toBe(userId);
    expect(await getTwoFactorStatus(userId)).toEqual({ enabledAt: null, recoveryCodesLeft: 0 });
    const db = await getDb();
    expect(await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId))).toEqual([]); // prettier-ignore
    expect(await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId))).toEqual([]); // prettier-ignore

    // The password alone signs in again.
    expect(await passwordStep(email)).toEqual({ ok: true, data: { redirectTo: '/en/profile' } });
    expect(await disableTwoFactorAction({ code: '123456' })).toEqual({ ok: false, error: 'twoFactor.not_enabled' }); // prettier-ignore
  });

  it('guessing codes in the profile is limited per user', async () => {
    await enrolledAccount();
    const { limit } = AUTH_RATE_LIMITS.secondFactorPerAccount;
    for (let i = 0; i < limit; i++) await regenerateRecoveryCodesAction({ code: '000000' });
    expect(await regenerateRecoveryCodesAction({ code: '000000' })).toMatchObject({ ok: false, error: 'rateLimited' }); // prettier-ignore
  });

  it('every action here needs a signed-in user', async () => {
    newVisitor();
    for (const answer of [
      await startTwoFactorAction(),
      await enableTwoFactorAction({ code: '123456' }),
      await regenerateRecoveryCodesAction({ code: '123456' }),
      await disableTwoFactorAction({ code: '123456' }),
    ]) {
      expect(answer).toEqual({ ok: false, error: 'unauthorized' });
    }
  });
});

describe('AUTH_SECRET rotation', () => {
  it('leaves two-step verification working: its key is ENCRYPTION_KEY, not AUTH_SECRET', async () => {
    const { email, secret, recoveryCodes } = await enrolledAccount();
    const saved = process.env.AUTH_SECRET;
    process.env.AUTH_SECRET = `rotated-${randomUUID()}-${randomUUID()}`;
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + STEP_MS * 2);
      await passwordStep(email);
      expect((await completeTwoFactorSignInAction({ code: codeAt(secret) })).ok).toBe(true);
      await passwordStep(email);
      expect((await completeTwoFactorSignInAction({ code: recoveryCodes[1]! })).ok).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.AUTH_SECRET;
      else process.env.AUTH_SECRET = saved;
    }
  });
});
