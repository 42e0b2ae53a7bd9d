import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/db';
import { passwordResetCodes } from '@/lib/db/schema';
import { AUTH_RATE_LIMITS, signIn, signUp } from '@/features/accounts/server/accounts';
import {
  RESET_CODE_MAX_ATTEMPTS,
  requestPasswordReset,
  resetPassword,
  waitForPendingMail,
} from '@/features/accounts/server/password-reset';
import { getSessionUser } from '@/lib/auth/sessions';
import { readOutbox } from '@/lib/mail';
import { authError } from '@/features/accounts/schemas/auth-codes';
import { encodeIssue } from '@/lib/validation/issue';
import { outcome, waitOf } from './outcome';

const PASSWORD = 'Str0ng!pass';
const NEW_PASSWORD = 'N3w!password';
const INVALID_CODE = authError('invalidCode');
const ip = () => `test-${randomUUID()}`;

beforeAll(() => {
  process.env.MAIL_OUTBOX_DIR = path.join(tmpdir(), `fursa-reset-test-${randomUUID()}`);
  delete process.env.SMTP_URL;
});

afterEach(() => {
  vi.useRealTimers();
});

async function register(locale = 'en') {
  const address = `reset-${randomUUID().slice(0, 8)}@example.com`;
  const result = await signUp(
    { name: 'Reset <b>User</b>', email: address, password: PASSWORD, type: 'INVESTOR', locale },
    { clientKey: ip() },
  );
  if (!result.ok) throw new Error(result.error);
  return result;
}

async function latestCode(to: string): Promise<string> {
  await waitForPendingMail();
  const messages = await readOutbox({ to });
  const last = messages.at(-1);
  const code = last?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('password reset', () => {
  it('mails a 6-digit code in the requested locale and resets the password once', async () => {
    const { user, session } = await register();
    expect(await outcome(requestPasswordReset(user.email.toUpperCase(), 'ar', ip()))).toBe('ok');
    await waitForPendingMail();
    const [mail] = await readOutbox({ to: user.email });
    expect(mail?.subject).toBe('رمز إعادة تعيين كلمة المرور في فرصة');
    expect(mail?.text).toContain('10');
    expect(mail?.html).toContain('dir="rtl"');
    // The user's name is escaped in HTML.
    expect(mail?.html).toContain('Reset &lt;b&gt;User&lt;/b&gt;');
    const code = await latestCode(user.email);
    expect(code).toMatch(/^\d{6}$/);

    expect(await outcome(resetPassword(user.email, code, NEW_PASSWORD, ip()))).toBe('ok');
    // All sessions end, the new password works, the old one does not.
    expect(await getSessionUser(session.token)).toBeNull();
    expect(
      (await signIn({ email: user.email, password: NEW_PASSWORD }, { clientKey: ip() })).ok,
    ).toBe(true);
    expect((await signIn({ email: user.email, password: PASSWORD }, { clientKey: ip() })).ok).toBe(
      false,
    );
    // Single use.
    expect(await outcome(resetPassword(user.email, code, 'An0ther!pass', ip()))).toBe(INVALID_CODE);
  });

  it('writes English mail for an English request', async () => {
    const { user } = await register('ar');
    await requestPasswordReset(user.email, 'en', ip());
    await waitForPendingMail();
    const [mail] = await readOutbox({ to: user.email });
    expect(mail?.subject).toBe('Your Fursa password reset code');
    expect(mail?.text).toContain('Hello Reset <b>User</b>,');
  });

  it('never reveals whether the email exists', async () => {
    const unknown = `nobody-${randomUUID()}@example.com`;
    expect(await outcome(requestPasswordReset(unknown, 'en', ip()))).toBe('ok');
    await waitForPendingMail();
    expect(await readOutbox({ to: unknown })).toEqual([]);
    expect(await outcome(resetPassword(unknown, '123456', NEW_PASSWORD, ip()))).toBe(INVALID_CODE);
  });

  it('expires after 10 minutes (fake clock)', async () => {
    const { user } = await register();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    await requestPasswordReset(user.email, 'en', ip());
    const code = await latestCode(user.email);
    vi.setSystemTime(new Date('2030-01-01T10:10:00Z'));
    expect(await outcome(resetPassword(user.email, code, NEW_PASSWORD, ip()))).toBe(INVALID_CODE);
  });

  it('still works just before expiry (injected clock)', async () => {
    const { user } = await register();
    const start = new Date('2031-05-05T08:00:00Z');
    await requestPasswordReset(user.email, 'en', ip(), { now: () => start });
    const code = await latestCode(user.email);
    const almost = new Date(start.getTime() + 10 * 60 * 1000 - 1000);
    expect(
      await outcome(resetPassword(user.email, code, NEW_PASSWORD, ip(), { now: () => almost })),
    ).toBe('ok');
  });

  it('allows at most 5 attempts per code', async () => {
    const { user } = await register();
    await requestPasswordReset(user.email, 'en', ip());
    const code = await latestCode(user.email);
    for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS; i++) {
      expect(await outcome(resetPassword(user.email, otherCode(code), NEW_PASSWORD, ip()))).toBe(
        INVALID_CODE,
      );
    }
    // The right code is now refused too.
    expect(await outcome(resetPassword(user.email, code, NEW_PASSWORD, ip()))).toBe(INVALID_CODE);
    const db = await getDb();
    const rows = await db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(rows[0]?.attempts).toBe(RESET_CODE_MAX_ATTEMPTS);
  });

  it('invalidates older codes when a new one is requested', async () => {
    const { user } = await register();
    await requestPasswordReset(user.email, 'en', ip());
    const first = await latestCode(user.email);
    await requestPasswordReset(user.email, 'en', ip());
    const second = await latestCode(user.email);
    if (first !== second) {
      expect(await outcome(resetPassword(user.email, first, NEW_PASSWORD, ip()))).toBe(
        INVALID_CODE,
      );
    }
    expect(await outcome(resetPassword(user.email, second, NEW_PASSWORD, ip()))).toBe('ok');
  });

  it('refuses a weak new password without spending an attempt', async () => {
    const { user } = await register();
    await requestPasswordReset(user.email, 'en', ip());
    const code = await latestCode(user.email);
    expect(await outcome(resetPassword(user.email, code, 'short', ip()))).toBe(
      encodeIssue('regex'),
    );
    expect(await outcome(resetPassword(user.email, code, NEW_PASSWORD, ip()))).toBe('ok');
  });

  it('limits code requests per (account, client), for unknown emails alike; another client still asks', async () => {
    const { freeAttempts } = AUTH_RATE_LIMITS.resetRequest.perPair;
    for (const address of [(await register()).user.email, `ghost-${randomUUID()}@example.com`]) {
      const attacker = ip();
      for (let i = 0; i < freeAttempts; i++) {
        expect(await outcome(requestPasswordReset(address, 'en', attacker))).toBe('ok');
      }
      // Then waits of 5 minutes, doubling: the answer says how long.
      const wait = await waitOf(requestPasswordReset(address, 'en', attacker));
      expect(wait).toBeGreaterThan(4 * 60);
      expect(wait).toBeLessThanOrEqual(5 * 60);
      expect(await outcome(requestPasswordReset(address, 'en', ip()))).toBe('ok');
    }
  });

  it('rate limits code requests per client', async () => {
    const clientKey = ip();
    const { limit } = AUTH_RATE_LIMITS.resetRequest.perClient;
    for (let i = 0; i < limit; i++) {
      await requestPasswordReset(`ghost-${i}-${randomUUID()}@example.com`, 'en', clientKey);
    }
    expect(await outcome(requestPasswordReset('late@example.com', 'en', clientKey))).toBe(
      'rateLimited',
    );
  });

  it('rate limits code guesses per (account, client), and per account past many clients', async () => {
    const address = `guess-${randomUUID()}@example.com`;
    const { perPair, perAccount } = AUTH_RATE_LIMITS.resetVerify;
    const attacker = ip();
    for (let i = 0; i < perPair.freeAttempts; i++) {
      await outcome(resetPassword(address, '000000', NEW_PASSWORD, attacker));
    }
    expect(await outcome(resetPassword(address, '000000', NEW_PASSWORD, attacker))).toBe(
      'rateLimited',
    );
    // The refused guess added nothing to the account: the ceiling needs many more clients.
    for (let i = perPair.freeAttempts; i < perAccount.limit; i++) {
      expect(await outcome(resetPassword(address, '000000', NEW_PASSWORD, ip()))).toBe(
        INVALID_CODE,
      );
    }
    expect(await outcome(resetPassword(address, '000000', NEW_PASSWORD, ip()))).toBe('rateLimited');
  });
});
