import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { sessions, users } from '@/lib/db/schema';
import {
  AUTH_RATE_LIMITS,
  changePassword,
  getUserById,
  signIn,
  signOut,
  signUp,
  updateImage,
  updateName,
} from '@/features/accounts/server/accounts';
import {
  getFreshUserCookie,
  getSessionUser,
  hashSessionToken,
  revokeAllSessions,
} from '@/lib/auth/sessions';
import { WRONG_CURRENT_PASSWORD } from '@/features/accounts/schemas/profile';
import { outcome } from './outcome';

const PASSWORD = 'Str0ng!pass';
const ip = () => `test-${randomUUID()}`;
const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

async function register(type = 'INVESTOR', address = email('user')) {
  const result = await signUp(
    { name: 'Test User', email: address, password: PASSWORD, type },
    { clientKey: ip(), userAgent: 'vitest' },
  );
  if (!result.ok) throw new Error(`sign-up failed: ${result.error}`);
  return result;
}

describe('sign-up', () => {
  it('creates an INVESTOR or OWNER with a hashed password, lowercased email and a session', async () => {
    const address = email('New.Person');
    const result = await register('owner', `  ${address.toUpperCase()} `);
    expect(result.user).toMatchObject({ type: 'OWNER', email: address.toLowerCase(), image: null });
    expect(result.user).not.toHaveProperty('passwordHash');
    expect(result.session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, result.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, result.user.id));
    // Only the hash of the token is stored.
    expect(session?.tokenHash).toBe(hashSessionToken(result.session.token));
    expect(session?.tokenHash).not.toContain(result.session.token);
    expect(session?.userAgent).toBe('vitest');
    const lifetime = session!.expiresAt.getTime() - session!.createdAt.getTime();
    expect(lifetime).toBe(30 * 24 * 60 * 60 * 1000);

    expect((await register('Investor')).user.type).toBe('INVESTOR');
  });

  it('refuses a duplicate email whatever its case', async () => {
    const address = email('dup');
    await register('INVESTOR', address);
    const again = await signUp(
      { name: 'Other', email: address.toUpperCase(), password: PASSWORD, type: 'OWNER' },
      { clientKey: ip() },
    );
    expect(again).toEqual({ ok: false, error: 'email_taken' });
  });

  it('refuses unknown types and bad input', async () => {
    const base = { name: 'X', email: email('bad'), password: PASSWORD, type: 'INVESTOR' };
    for (const input of [
      { ...base, type: 'ADMIN' },
      { ...base, name: '   ' },
      { ...base, email: 'not-an-email' },
      { ...base, password: 'short' },
    ]) {
      expect(await signUp(input, { clientKey: ip() })).toEqual({
        ok: false,
        error: 'invalid_input',
      });
    }
  });

  it('is rate limited per client', async () => {
    const clientKey = ip();
    const { limit } = AUTH_RATE_LIMITS.signUpPerClient;
    for (let i = 0; i < limit; i++) {
      // Invalid input still counts: the limiter runs first.
      await signUp({ name: '', email: email('rl'), password: 'x', type: 'OWNER' }, { clientKey });
    }
    const blocked = await signUp(
      { name: 'Late', email: email('rl'), password: PASSWORD, type: 'OWNER' },
      { clientKey },
    );
    expect(blocked).toMatchObject({ ok: false, error: 'rate_limited' });
    expect(
      blocked.ok === false && blocked.error === 'rate_limited' && blocked.retryAfterSeconds,
    ).toBeGreaterThan(0);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with any email case and gives a new token each time (rotation)', async () => {
    const { user, session: first } = await register();
    const result = await signIn(
      { email: ` ${user.email.toUpperCase()}`, password: PASSWORD },
      { clientKey: ip(), previousToken: first.token },
    );
    expect(result.ok).toBe(true);
    // No second factor on this account: the password alone gives the session.
    if (!result.ok || !result.session) throw new Error('expected a session');
    expect(result.user.id).toBe(user.id);
    expect(result.session.token).not.toBe(first.token);
    expect(await getSessionUser(first.token)).toBeNull();
    expect((await getSessionUser(result.session.token))?.user.id).toBe(user.id);
  });

  it('gives the same error for a wrong password and an unknown email', async () => {
    const { user } = await register();
    const wrong = await signIn({ email: user.email, password: 'Wr0ng!pass' }, { clientKey: ip() });
    const unknown = await signIn(
      { email: email('nobody'), password: PASSWORD },
      { clientKey: ip() },
    );
    expect(wrong).toEqual({ ok: false, error: 'invalid_credentials' });
    expect(unknown).toEqual(wrong);
  });

  it('revokes the session at sign-out, server-side', async () => {
    const { session } = await register();
    expect(await getSessionUser(session.token)).not.toBeNull();
    await signOut(session.token);
    expect(await getSessionUser(session.token)).toBeNull();
    expect(await getFreshUserCookie(session.token)).toBeNull();
  });

  it('ignores malformed and expired tokens', async () => {
    const { session } = await register();
    expect(await getSessionUser('')).toBeNull();
    expect(await getSessionUser('x'.repeat(43))).toBeNull();
    expect(await getSessionUser(`${session.token}'--`)).toBeNull();
    expect(
      await getSessionUser(session.token, new Date(session.expiresAt.getTime() + 1)),
    ).toBeNull();
  });

  it('revokes every session of a user', async () => {
    const { user, session } = await register();
    const other = await signIn({ email: user.email, password: PASSWORD }, { clientKey: ip() });
    expect(other.ok).toBe(true);
    expect(await revokeAllSessions(user.id)).toBe(2);
    expect(await getSessionUser(session.token)).toBeNull();
  });

  it('is rate limited per (account, client); a success clears that pair', async () => {
    const { user } = await register();
    const { freeAttempts } = AUTH_RATE_LIMITS.signIn.perPair;
    const clientKey = ip();
    const wrong = () => signIn({ email: user.email, password: 'Wr0ng!pass' }, { clientKey });
    for (let i = 0; i < freeAttempts - 1; i++) expect(await wrong()).toMatchObject({ error: 'invalid_credentials' }); // prettier-ignore
    expect((await signIn({ email: user.email, password: PASSWORD }, { clientKey })).ok).toBe(true);
    for (let i = 0; i < freeAttempts; i++) expect(await wrong()).toMatchObject({ error: 'invalid_credentials' }); // prettier-ignore
    const blocked = await signIn({ email: user.email, password: PASSWORD }, { clientKey });
    expect(blocked).toMatchObject({ ok: false, error: 'rate_limited' });
  });

  it('is rate limited per client, for unknown emails too', async () => {
    const clientKey = ip();
    const { limit } = AUTH_RATE_LIMITS.signIn.perClient;
    for (let i = 0; i < limit; i++) {
      await signIn({ email: `nobody${i}@example.com`, password: 'x' }, { clientKey });
    }
    const blocked = await signIn({ email: email('late'), password: PASSWORD }, { clientKey });
    expect(blocked.ok === false && blocked.error).toBe('rate_limited');
  });
});

describe('profile updates and password change', () => {
  it('updates name and image and reads the user back', async () => {
    const { user } = await register();
    expect((await updateName(user.id, '  New   Name '))?.name).toBe('New Name');
    expect(await updateName(user.id, '   ')).toBeNull();
    expect((await updateImage(user.id, '/uploads/u.png'))?.image).toBe('/uploads/u.png');
    expect((await updateImage(user.id, null))?.image).toBeNull();
    expect((await getUserById(user.id))?.name).toBe('New Name');
    expect(await getUserById('not-a-uuid')).toBeNull();
    expect(await getUserById(randomUUID())).toBeNull();
  });

  it('changes the password, ends all sessions and issues a new one', async () => {
    const { user, session } = await register();
    const wrong = changePassword(user.id, {
      currentPassword: 'Wr0ng!pass',
      newPassword: 'N3w!password',
    });
    expect(await outcome(wrong)).toBe(WRONG_CURRENT_PASSWORD);

    const fresh = await changePassword(user.id, {
      currentPassword: PASSWORD,
      newPassword: 'N3w!password',
    });
    expect(await getSessionUser(session.token)).toBeNull();
    expect((await getSessionUser(fresh.token))?.user.id).toBe(user.id);
    expect((await signIn({ email: user.email, password: PASSWORD }, { clientKey: ip() })).ok).toBe(
      false,
    );
    expect(
      (await signIn({ email: user.email, password: 'N3w!password' }, { clientKey: ip() })).ok,
    ).toBe(true);
  });
});
