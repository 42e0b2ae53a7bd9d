import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** The request the actions see: an in-memory cookie jar, headers and the locale of next-intl. */
const request = vi.hoisted(() => ({
  cookies: new Map<string, { value: string; options?: Record<string, unknown> }>(),
  headers: new Headers(),
  locale: 'en',
}));

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const cookie = request.cookies.get(name);
      return cookie ? { name, value: cookie.value } : undefined;
    },
    set: (name: string, value: string, options?: Record<string, unknown>) => {
      request.cookies.set(name, { value, options });
    },
  }),
  headers: async () => request.headers,
}));

vi.mock('next-intl/server', () => ({ getLocale: async () => request.locale }));

import { requestPasswordResetAction } from '@/features/accounts/actions/request-password-reset';
import { resetPasswordAction } from '@/features/accounts/actions/reset-password';
import { signInAction } from '@/features/accounts/actions/sign-in';
import { signUpAction } from '@/features/accounts/actions/sign-up';
import { SESSION_COOKIE, USER_COOKIE } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db';
import type { SignUpInput } from '@/features/accounts/schemas/auth';
import { AUTH_RATE_LIMITS } from '@/features/accounts/server/accounts';
import { waitForPendingMail } from '@/features/accounts/server/password-reset';
import { getSessionUser } from '@/lib/auth/sessions';
import { readOutbox } from '@/lib/mail';
import { encodeIssue } from '@/lib/validation/issue';

const PASSWORD = 'Str0ng!pass';
const NEW_PASSWORD = 'N3w!password';
const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

function signUpInput(overrides: Partial<SignUpInput> = {}): SignUpInput {
  return {
    type: 'INVESTOR',
    name: 'Sara Ahmed',
    email: uniqueEmail('sara'),
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

/** A browser that has just arrived: no cookies, its own address, the given language. */
function newVisitor(locale = 'en') {
  request.cookies.clear();
  request.headers = new Headers({
    'x-forwarded-for': `10.0.${randomUUID().slice(0, 4)}`,
    'user-agent': 'vitest-browser',
  });
  request.locale = locale;
}

async function register(overrides: Partial<SignUpInput> = {}) {
  const input = signUpInput(overrides);
  const result = await signUpAction(input);
  if (!result.ok) throw new Error(`sign-up failed: ${JSON.stringify(result)}`);
  newVisitor(request.locale);
  return input;
}

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = path.join(tmpdir(), `fursa-actions-test-${randomUUID()}`);
  delete process.env.SMTP_URL;
  // Opening the in-memory database (and migrating it) is the slow part: not in a test's budget.
  await getDb();
});

beforeEach(() => newVisitor());

describe('signUpAction', () => {
  it('creates the account and sets both auth cookies, HttpOnly and SameSite=Lax', async () => {
    newVisitor('ar');
    const input = signUpInput({ type: 'OWNER' });
    const result = await signUpAction(input);
    expect(result).toEqual({ ok: true, data: { redirectTo: '/ar/profile' } });

    for (const name of [SESSION_COOKIE, USER_COOKIE]) {
      const cookie = request.cookies.get(name);
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_.-]{40,}$/);
      expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
      expect(cookie?.options?.maxAge).toBeGreaterThan(0);
    }
    const found = await getSessionUser(request.cookies.get(SESSION_COOKIE)!.value);
    expect(found?.user).toMatchObject({ email: input.email, type: 'OWNER', locale: 'ar' });
  });

  it('follows a safe redirect and drops an unsafe one', async () => {
    expect(await signUpAction({ ...signUpInput(), redirect: '/en/investments?page=2' })).toEqual({
      ok: true,
      data: { redirectTo: '/en/investments?page=2' },
    });
    newVisitor();
    expect(await signUpAction({ ...signUpInput(), redirect: 'https://evil.com' })).toEqual({
      ok: true,
      data: { redirectTo: '/en/profile' },
    });
  });

  it('refuses a taken email with a field error of its own, and sets no cookie', async () => {
    const { email } = await register();
    const result = await signUpAction(signUpInput({ email: email.toUpperCase() }));
    expect(result).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { email: 'auth:errors.emailTaken' },
    });
    expect(request.cookies.size).toBe(0);
  });

  it('checks the same rules as the form', async () => {
    const result = await signUpAction(
      signUpInput({
        type: 'ADMIN',
        password: 'alllowercase1!',
        passwordConfirmation: 'different',
        acceptTerms: false,
      }),
    );
    expect(result).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: {
        type: encodeIssue('one_of'),
        password: encodeIssue('regex'),
        passwordConfirmation: encodeIssue('confirmed'),
        acceptTerms: encodeIssue('required'),
      },
    });
    expect(request.cookies.size).toBe(0);
  });
});

describe('signInAction', () => {
  it('answers an unknown email and a wrong password with the same message', async () => {
    const { email } = await register();
    const unknown = await signInAction({ email: uniqueEmail('nobody'), password: PASSWORD });
    const wrong = await signInAction({ email, password: 'Wr0ng!pass' });
    expect(unknown).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { '': 'auth:errors.invalidCredentials' },
    });
    expect(wrong).toEqual(unknown);
    expect(request.cookies.size).toBe(0);
  });

  it('signs in with a fresh session and revokes the one the browser still had', async () => {
    const { email } = await register();
    expect((await signInAction({ email, password: PASSWORD })).ok).toBe(true);
    const first = request.cookies.get(SESSION_COOKIE)!.value;

    const again = await signInAction({ email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(again).toEqual({ ok: true, data: { redirectTo: '/en/profile' } });
    const second = request.cookies.get(SESSION_COOKIE)!.value;
    expect(second).not.toBe(first);
    expect(await getSessionUser(first)).toBeNull();
    expect((await getSessionUser(second))?.user.email).toBe(email);
    expect(request.cookies.get(USER_COOKIE)?.options).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
    });
  });

  it('sanitises the redirect target', async () => {
    const { email } = await register();
    const go = async (redirect: unknown) => {
      newVisitor('en');
      const result = await signInAction({
        email,
        password: PASSWORD,
        redirect: redirect as string,
      });
      return result.ok ? result.data.redirectTo : result;
    };
    expect(await go('//evil.com')).toBe('/en/profile');
    expect(await go('/\\evil.com')).toBe('/en/profile');
    expect(await go('https://evil.com/en/profile')).toBe('/en/profile');
    expect(await go('/\t/evil.com')).toBe('/en/profile');
    // Only text is a redirect; anything else is refused with the input.
    expect(await go({ toString: () => '/en/wallet' })).toMatchObject({ error: 'invalid' });
    expect(await go('/en/' + 'x'.repeat(2048))).toMatchObject({ error: 'invalid' });
    expect(await go(undefined)).toBe('/en/profile');
    expect(await go('/en/my-contact-requests?x=1')).toBe('/en/my-contact-requests?x=1');
  });

  it('shows the rate limit with the wait once a client has too many attempts on an account', async () => {
    const { email } = await register();
    let last = await signInAction({ email, password: 'Wr0ng!pass' });
    for (let i = 1; i <= AUTH_RATE_LIMITS.signIn.perPair.freeAttempts; i++) {
      last = await signInAction({ email, password: 'Wr0ng!pass' });
    }
    expect(last).toMatchObject({ ok: false, error: 'rateLimited' });
    expect(!last.ok && last.retryAfterSeconds).toBeGreaterThan(0);
    // Even the right password waits now, from this client.
    expect(await signInAction({ email, password: PASSWORD })).toMatchObject({
      error: 'rateLimited',
    });
    // The owner, from another address, is not locked out.
    newVisitor('en');
    expect(await signInAction({ email, password: PASSWORD })).toMatchObject({ ok: true });
  });

  it('needs both fields, with the required rule', async () => {
    expect(await signInAction({ email: ' ', password: '' })).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { email: encodeIssue('required'), password: encodeIssue('required') },
    });
  });
});

describe('password reset actions', () => {
  async function latestCode(to: string): Promise<string> {
    await waitForPendingMail();
    const code = (await readOutbox({ to })).at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  }

  it('answers the same for an unknown email, and mails only a known one', async () => {
    const { email } = await register();
    const unknownEmail = uniqueEmail('nobody');
    const known = await requestPasswordResetAction({ email });
    const unknown = await requestPasswordResetAction({ email: unknownEmail });
    expect(known).toEqual({ ok: true, data: undefined });
    expect(unknown).toEqual(known);
    await waitForPendingMail();
    expect(await readOutbox({ to: email })).toHaveLength(1);
    expect(await readOutbox({ to: unknownEmail })).toHaveLength(0);
  });

  it('mails in the language of the page', async () => {
    const { email } = await register();
    request.locale = 'ar';
    await requestPasswordResetAction({ email });
    await waitForPendingMail();
    expect((await readOutbox({ to: email })).at(-1)?.html).toContain('dir="rtl"');
  });

  it('sets the new password with the mailed code (Arabic-Indic digits too)', async () => {
    const { email } = await register();
    await requestPasswordResetAction({ email });
    const code = await latestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const reset = (c: string) =>
      resetPasswordAction({
        email,
        code: c,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      });

    expect(await reset(wrong)).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { code: 'auth:errors.invalidCode' },
    });
    const arabicDigits = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect(await reset(arabicDigits)).toEqual({ ok: true, data: undefined });
    // The browser is not signed in by the reset; it signs in with the new password.
    expect(request.cookies.size).toBe(0);
    expect(await signInAction({ email, password: PASSWORD })).toMatchObject({ ok: false });
    expect((await signInAction({ email, password: NEW_PASSWORD })).ok).toBe(true);
    // A code works once.
    expect(await reset(code)).toMatchObject({ fieldErrors: { code: 'auth:errors.invalidCode' } });
  });

  it('checks the code format and the new password rules first', async () => {
    expect(
      await resetPasswordAction({
        email: 'someone@example.com',
        code: '12a45',
        password: 'short',
        passwordConfirmation: 'other',
      }),
    ).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: {
        code: encodeIssue('digits', { length: 6 }),
        password: encodeIssue('min', { length: 8 }),
        passwordConfirmation: encodeIssue('confirmed'),
      },
    });
  });
});
