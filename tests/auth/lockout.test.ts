import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeRows, getDb } from '@/lib/db';
import { AUTH_RATE_LIMITS, signIn, signUp } from '@/features/accounts/server/accounts';
import {
  requestPasswordReset,
  resetPassword,
  waitForPendingMail,
} from '@/features/accounts/server/password-reset';
import {
  ACCOUNT_CEILING_ADDRESSES,
  attemptKeys,
  clientBucket,
} from '@/features/accounts/server/throttle';
import { readOutbox } from '@/lib/mail';
import { authError } from '@/features/accounts/schemas/auth-codes';
import { maxBackoffAttempts, storedKey } from '@/lib/rate-limit';
import { outcome } from './outcome';

/**
 * The lockout an attacker could cause with the e-mail alone: wrong passwords, reset requests and
 * code guesses from one address must slow that address down, never the account's owner at another.
 */

const PASSWORD = 'Str0ng!pass';
const INVALID_CODE = authError('invalidCode');
const WRONG = 'Wr0ng!pass';
const address = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`; // prettier-ignore

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = path.join(tmpdir(), `fursa-lockout-test-${randomUUID()}`);
  delete process.env.SMTP_URL;
  await getDb();
});

async function register() {
  const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  const result = await signUp(
    { name: 'Owner', email, password: PASSWORD, type: 'OWNER' },
    { clientKey: address() },
  );
  if (!result.ok) throw new Error(result.error);
  return email;
}

async function counter(key: string) {
  const [row] = await executeRows<{ count: number }>(
    await getDb(),
    sql`select count from rate_limits where key = ${storedKey(key)}`,
  );
  return row ? Number(row.count) : 0;
}

/** Moves a counter's last attempt `seconds` into the past: time passes for this key only. */
async function age(key: string, seconds: number) {
  await (
    await getDb()
  ).execute(sql`update rate_limits
    set window_start = window_start - make_interval(secs => ${seconds})
    where key = ${storedKey(key)}`);
}

const retryOf = (result: { ok: boolean; retryAfterSeconds?: number }) =>
  'retryAfterSeconds' in result ? result.retryAfterSeconds : undefined;

describe('sign-in throttling', () => {
  it('ten wrong passwords from one address, then the right one from another: signed in', async () => {
    const email = await register();
    const attacker = address();
    const { freeAttempts } = AUTH_RATE_LIMITS.signIn.perPair;
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) {
      const result = await signIn({ email, password: WRONG }, { clientKey: attacker });
      answers.push(result.ok ? 'ok' : result.error);
    }
    expect(answers).toEqual([
      ...Array(freeAttempts).fill('invalid_credentials'),
      ...Array(10 - freeAttempts).fill('rate_limited'),
    ]);
    // Parallel tries cannot slip past the wait together.
    const results = await Promise.all(
      [0, 1].map(() => signIn({ email, password: WRONG }, { clientKey: attacker })),
    );
    expect(results.map((r) => !r.ok && r.error)).toEqual(['rate_limited', 'rate_limited']);
    // The attacker's own right guess waits too: a refusal tells it nothing.
    expect(await signIn({ email, password: PASSWORD }, { clientKey: attacker })).toMatchObject({
      error: 'rate_limited',
    });

    // Only the attempts let through reached the account's ceiling.
    const { perAccount } = attemptKeys('signin', email, attacker);
    expect(await counter(perAccount)).toBe(freeAttempts);

    const owner = await signIn({ email, password: PASSWORD }, { clientKey: address() });
    expect(owner.ok).toBe(true);
    // A success gives its attempt back: the ceiling counts failures only.
    expect(await counter(perAccount)).toBe(freeAttempts);
  });

  it('waits grow, doubling from a minute up to the cap, and a success starts the pair afresh', async () => {
    const email = await register();
    const client = address();
    const { perPair } = attemptKeys('signin', email, client);
    const rule = AUTH_RATE_LIMITS.signIn.perPair;
    const attempt = (password = WRONG) => signIn({ email, password }, { clientKey: client });
    for (let i = 0; i < rule.freeAttempts; i++) expect((await attempt()).ok).toBe(false);

    const waits: number[] = [];
    for (let round = 0; round < 5; round++) {
      const refused = await attempt();
      expect(refused).toMatchObject({ error: 'rate_limited' });
      const wait = retryOf(refused)!;
      waits.push(wait);
      await age(perPair, wait);
      expect(await attempt()).toMatchObject({ error: 'invalid_credentials' });
    }
    // 1, 2, 4, 8 minutes, then the 15-minute cap (a second of slack for the clock).
    const expected = [60, 120, 240, 480, 900];
    waits.forEach((wait, i) => {
      expect(wait).toBeGreaterThanOrEqual(expected[i]! - 1);
      expect(wait).toBeLessThanOrEqual(expected[i]!);
    });

    await age(perPair, rule.maxDelaySeconds);
    expect((await attempt(PASSWORD)).ok).toBe(true);
    expect(await counter(perPair)).toBe(0);
    for (let i = 0; i < rule.freeAttempts; i++) {
      expect(await attempt()).toMatchObject({ error: 'invalid_credentials' });
    }
  });

  it('the account ceiling is out of reach of one address and holds past several', async () => {
    const { perPair, perAccount } = AUTH_RATE_LIMITS.signIn;
    const mostFromOneAddress = maxBackoffAttempts(perPair, perAccount.windowSeconds);
    expect(mostFromOneAddress).toBe(9);
    expect(perAccount.limit).toBe(ACCOUNT_CEILING_ADDRESSES * mostFromOneAddress);
    expect(perAccount.limit).toBeGreaterThan(3 * mostFromOneAddress);

    // A distributed attack (one wrong password from each of many addresses) does reach it.
    const email = await register();
    for (let i = 0; i < perAccount.limit; i++) {
      expect(await signIn({ email, password: WRONG }, { clientKey: address() })).toMatchObject({
        error: 'invalid_credentials',
      });
    }
    expect(await signIn({ email, password: PASSWORD }, { clientKey: address() })).toMatchObject({
      error: 'rate_limited',
    });
  });

  it('an IPv6 client is one client per /64', async () => {
    expect(clientBucket('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientBucket('::1')).toBe('0:0:0:0::/64');
    expect(clientBucket('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientBucket('203.0.113.9')).toBe('203.0.113.9');

    const email = await register();
    const { freeAttempts } = AUTH_RATE_LIMITS.signIn.perPair;
    for (let i = 0; i < freeAttempts; i++) {
      await signIn({ email, password: WRONG }, { clientKey: `2001:db8:aa:1::${i + 1}` });
    }
    expect(
      await signIn({ email, password: PASSWORD }, { clientKey: '2001:db8:aa:1:ffff::9' }),
    ).toMatchObject({ error: 'rate_limited' });
    expect((await signIn({ email, password: PASSWORD }, { clientKey: '2001:db8:aa:2::1' })).ok).toBe(true); // prettier-ignore
  });

  it('an oversized or malformed e-mail is refused before any counter or query', async () => {
    const db = await getDb();
    const rows = async () =>
      Number((await executeRows<{ n: number }>(db, sql`select count(*) as n from rate_limits`))[0]!.n); // prettier-ignore
    const before = await rows();
    for (const email of [`${'a'.repeat(12_000)}@example.com`, 'not-an-email', '']) {
      expect(await signIn({ email, password: WRONG }, { clientKey: address() })).toEqual({
        ok: false,
        error: 'invalid_credentials',
      });
      expect(await outcome(requestPasswordReset(email, 'en', address()))).toBe('ok');
      expect(await outcome(resetPassword(email, '123456', 'N3w!password', address()))).toBe(
        INVALID_CODE,
      );
    }
    expect(await rows()).toBe(before);
  });

  it('keys carry digests, never the e-mail or the address as sent', async () => {
    const email = await register();
    const longClient = `x-${'9'.repeat(5000)}`;
    await signIn({ email, password: WRONG }, { clientKey: longClient });
    const keys = Object.values(attemptKeys('signin', email, longClient));
    const stored = await executeRows<{ key: string }>(
      await getDb(),
      sql`select key from rate_limits where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
    expect(stored.map((r) => r.key).sort()).toEqual([...keys].sort());
    for (const { key } of stored) {
      expect(key).toMatch(/^signin:(ip|acct|pair):[\w-]{16}(:[\w-]{16})?$/);
    }
    // A caller that builds a key from raw input still gets a bounded row.
    expect(storedKey(`contact:ip:${'y'.repeat(10_000)}`)).toMatch(/^contact:ip:y{37}~[\w-]{43}$/);
  });
});

describe('password reset throttling', () => {
  async function latestCode(to: string): Promise<string> {
    await waitForPendingMail();
    const code = (await readOutbox({ to })).at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  }

  it('requests and guesses from one address do not keep the owner from resetting at another', async () => {
    const email = await register();
    const attacker = address();
    const { resetRequest, resetVerify } = AUTH_RATE_LIMITS;
    for (let i = 0; i < resetRequest.perPair.freeAttempts; i++) {
      expect(await outcome(requestPasswordReset(email, 'en', attacker))).toBe('ok');
    }
    expect(await outcome(requestPasswordReset(email, 'en', attacker))).toBe('rateLimited');
    // The outbox names a message when its folder is ready: let these land before the owner's.
    await waitForPendingMail();
    // Guesses spend the attempts of the codes the attacker had mailed, not of the owner's next.
    for (let i = 0; i < resetVerify.perPair.freeAttempts; i++) {
      await outcome(resetPassword(email, '000000', 'Att4cker!pass', attacker));
    }
    expect(await outcome(resetPassword(email, '000000', 'Att4cker!pass', attacker))).toBe(
      'rateLimited',
    );

    const owner = address();
    expect(await outcome(requestPasswordReset(email, 'en', owner))).toBe('ok');
    const code = await latestCode(email);
    expect(await outcome(resetPassword(email, code, 'N3w!password', owner))).toBe('ok');
    expect((await signIn({ email, password: 'N3w!password' }, { clientKey: owner })).ok).toBe(true);
  });

  it('a reset ends the sign-in wait of the address that proved the mailbox', async () => {
    const email = await register();
    const owner = address();
    const { freeAttempts } = AUTH_RATE_LIMITS.signIn.perPair;
    for (let i = 0; i <= freeAttempts; i++) {
      await signIn({ email, password: WRONG }, { clientKey: owner });
    }
    expect(await signIn({ email, password: PASSWORD }, { clientKey: owner })).toMatchObject({
      error: 'rate_limited',
    });
    await requestPasswordReset(email, 'en', owner);
    expect(
      await outcome(resetPassword(email, await latestCode(email), 'N3w!password', owner)),
    ).toBe('ok');
    expect((await signIn({ email, password: 'N3w!password' }, { clientKey: owner })).ok).toBe(true);
  });
});
