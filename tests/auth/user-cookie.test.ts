import { describe, expect, it } from 'vitest';
import { authCookieOptions, SESSION_COOKIE, USER_COOKIE } from '@/lib/auth/cookies';
import {
  getAuthSecret,
  inspectUserCookie,
  parseUserType,
  signUserCookie,
  verifyUserCookie,
  type UserCookieData,
} from '@/lib/auth/user-cookie';

const secret = 'test-secret-0123456789abcdef0123456789';
const now = Date.UTC(2026, 0, 1);
const data: UserCookieData = {
  id: '6c1f1b1e-7d1a-4b63-9a39-3f7e0f0a9a11',
  sid: '0b6e3f52-4c1d-4f0e-8a7b-2d9c5e1f3a40',
  name: 'سارة Investor',
  image: '/uploads/a.png',
  type: 'INVESTOR',
  isSubscribed: true,
  exp: now / 1000 + 3600,
};

function flip(value: string, index: number): string {
  const c = value[index] === 'A' ? 'B' : 'A';
  return value.slice(0, index) + c + value.slice(index + 1);
}

describe('user cookie', () => {
  it('round-trips signed data', () => {
    const value = signUserCookie(data, secret);
    expect(value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyUserCookie(value, secret, now)).toEqual(data);
  });

  it('rejects a tampered payload, a tampered signature and another secret', () => {
    const value = signUserCookie(data, secret);
    const [payload, signature] = value.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...data, isSubscribed: true, type: 'OWNER' }),
    ).toString('base64url');
    expect(verifyUserCookie(`${forged}.${signature}`, secret, now)).toBeNull();
    expect(verifyUserCookie(`${flip(payload, 3)}.${signature}`, secret, now)).toBeNull();
    expect(verifyUserCookie(`${payload}.${flip(signature, 5)}`, secret, now)).toBeNull();
    expect(verifyUserCookie(`${payload}.${signature}x`, secret, now)).toBeNull();
    expect(verifyUserCookie(`${payload}.${signature}=`, secret, now)).toBeNull();
    expect(verifyUserCookie(value, 'another-secret', now)).toBeNull();
  });

  it('rejects malformed values', () => {
    for (const value of ['', 'abc', '.', 'a.b.c', `${Buffer.from('{}').toString('base64url')}.x`]) {
      expect(verifyUserCookie(value, secret, now)).toBeNull();
    }
    expect(verifyUserCookie(null, secret, now)).toBeNull();
    expect(verifyUserCookie(undefined, secret, now)).toBeNull();
    // Correctly signed but not user data.
    const payload = Buffer.from(JSON.stringify({ id: 1 })).toString('base64url');
    const wrongShape = signUserCookie({ id: 1 } as unknown as UserCookieData, secret);
    expect(wrongShape.startsWith(payload)).toBe(true);
    expect(inspectUserCookie(wrongShape, secret, now)).toEqual({ status: 'invalid' });
  });

  it('needs the session id: a cookie signed without one (or with a malformed one) is invalid', () => {
    const { sid: _sid, ...withoutSession } = data;
    const legacy = signUserCookie(withoutSession as UserCookieData, secret);
    expect(inspectUserCookie(legacy, secret, now)).toEqual({ status: 'invalid' });
    const malformed = signUserCookie({ ...data, sid: 'token-like-value' }, secret);
    expect(inspectUserCookie(malformed, secret, now)).toEqual({ status: 'invalid' });
    expect(verifyUserCookie(signUserCookie(data, secret), secret, now)?.sid).toBe(data.sid);
  });

  it('expires at exp, and tells stale data apart from forged data', () => {
    const value = signUserCookie(data, secret);
    expect(verifyUserCookie(value, secret, data.exp * 1000 - 1)).toEqual(data);
    expect(verifyUserCookie(value, secret, data.exp * 1000)).toBeNull();
    expect(inspectUserCookie(value, secret, data.exp * 1000 + 1)).toEqual({
      status: 'expired',
      data,
    });
  });

  it('normalizes the user type case-insensitively', () => {
    expect(parseUserType('investor')).toBe('INVESTOR');
    expect(parseUserType(' Owner ')).toBe('OWNER');
    expect(parseUserType('moderator')).toBe('MODERATOR');
    expect(parseUserType('SUPERUSER')).toBeNull();
    expect(parseUserType(3)).toBeNull();
    const lower = signUserCookie({ ...data, type: 'investor' as UserCookieData['type'] }, secret);
    expect(verifyUserCookie(lower, secret, now)?.type).toBe('INVESTOR');
  });
});

describe('auth secret and cookie options', () => {
  it('uses AUTH_SECRET, a dev default outside production, and refuses production without it', () => {
    const saved = { secret: process.env.AUTH_SECRET, env: process.env.NODE_ENV };
    const env = process.env as Record<string, string | undefined>;
    try {
      env.AUTH_SECRET = 'from-env';
      expect(getAuthSecret()).toBe('from-env');
      delete env.AUTH_SECRET;
      env.NODE_ENV = 'development';
      expect(getAuthSecret()).toHaveLength(43);
      env.NODE_ENV = 'production';
      expect(() => getAuthSecret()).toThrow(/AUTH_SECRET/);
    } finally {
      env.AUTH_SECRET = saved.secret;
      if (saved.secret === undefined) delete env.AUTH_SECRET;
      env.NODE_ENV = saved.env;
    }
  });

  it('names the cookies and sets safe attributes', () => {
    expect(SESSION_COOKIE).toBe('fursa_session');
    expect(USER_COOKIE).toBe('fursa_user');
    expect(authCookieOptions()).toEqual({
      httpOnly: true,
      secure: false,
      sameSite: 'lax',
      path: '/',
      maxAge: 30 * 24 * 60 * 60,
    });
  });
});
