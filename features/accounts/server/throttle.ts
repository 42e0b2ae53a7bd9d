import 'server-only';
import { isIP } from 'node:net';
import {
  clearRateLimit,
  hitBackoff,
  hitRateLimit,
  keyPart,
  maxBackoffAttempts,
  refundRateLimit,
  type BackoffRule,
  type RateLimitRule,
} from '@/lib/rate-limit';

export type RateLimited = { ok: false; error: 'rate_limited'; retryAfterSeconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How many client addresses must spend their whole allowance on one account before its ceiling
 * holds. The rule, for sign-in, reset requests and code checks alike:
 *
 *   per-account ceiling = ACCOUNT_CEILING_ADDRESSES × the most one address can try on one
 *                         account within the ceiling's window (its growing waits allow no more)
 *
 * so one address, however fast it sends, can only slow itself down, never lock the owner out.
 * Past the ceiling the account waits for everyone: that takes more addresses than this.
 */
export const ACCOUNT_CEILING_ADDRESSES = 5;

/** A guarded step: per client, per (account, client) with growing waits, and a per-account ceiling. */
export type AttemptPolicy = {
  perClient: RateLimitRule;
  perPair: BackoffRule;
  perAccount: RateLimitRule;
};

function policy(perClient: RateLimitRule, perPair: BackoffRule, windowSeconds: number) {
  const perAddress = maxBackoffAttempts(perPair, windowSeconds);
  return {
    perClient,
    perPair,
    perAccount: { limit: ACCOUNT_CEILING_ADDRESSES * perAddress, windowSeconds },
  } satisfies AttemptPolicy;
}

/**
 * Every limit of the account services, in one place (docs/security.md §3 describes them).
 * Sign-in: 5 tries at once per (account, address), then waits of 1, 2, 4, 8 and at most 15
 * minutes; 30 per address per 15 minutes over all accounts; 45 failures per account per 15
 * minutes (5 addresses × the 9 tries one address gets in 15 minutes).
 */
export const AUTH_RATE_LIMITS = {
  signIn: policy(
    { limit: 30, windowSeconds: 15 * MINUTE },
    { freeAttempts: 5, baseDelaySeconds: MINUTE, maxDelaySeconds: 15 * MINUTE, forgetSeconds: DAY },
    15 * MINUTE,
  ),
  /**
   * Each request mails a code: 3 at once, then waits of 5, 10, 20 minutes up to an hour; the
   * ceiling (5 × 6 an hour) also bounds the mail one account can be sent.
   */
  resetRequest: policy(
    { limit: 10, windowSeconds: HOUR },
    { freeAttempts: 3, baseDelaySeconds: 5 * MINUTE, maxDelaySeconds: HOUR, forgetSeconds: DAY },
    HOUR,
  ),
  /** Guesses of a mailed code (as sign-in); each code also allows only RESET_CODE_MAX_ATTEMPTS. */
  resetVerify: policy(
    { limit: 30, windowSeconds: 15 * MINUTE },
    { freeAttempts: 5, baseDelaySeconds: MINUTE, maxDelaySeconds: 15 * MINUTE, forgetSeconds: DAY },
    15 * MINUTE,
  ),
  signUpPerClient: { limit: 20, windowSeconds: HOUR },
  signUpPerAccount: { limit: 5, windowSeconds: HOUR },
  /** Per signed-in user: only the account's holder (or a thief with its session) gets here. */
  changePasswordPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  /**
   * Codes asked of a signed-in user (enabling, new recovery codes, turning off): as a password
   * change. The codes of a sign-in count against the sign-in limits above instead.
   */
  secondFactorPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
} as const;

export type AttemptKind = 'signin' | 'reset' | 'verify';

const POLICIES: Record<AttemptKind, AttemptPolicy> = {
  signin: AUTH_RATE_LIMITS.signIn,
  reset: AUTH_RATE_LIMITS.resetRequest,
  verify: AUTH_RATE_LIMITS.resetVerify,
};

/**
 * The bucket of a client address: an IPv6 client gets a whole /64 from its provider and could
 * otherwise pose as billions of addresses; IPv4 and anything else are taken as they are.
 */
export function clientBucket(clientKey: string): string {
  if (isIP(clientKey) !== 6) return clientKey;
  const [head = '', tail] = clientKey.split('%')[0]!.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 tail fills the last two groups, never the first four.
  const width = (parts: string[]) => parts.length + (parts.at(-1)?.includes('.') ? 1 : 0);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? [] : Array(8 - width(left) - width(right)).fill('0');
  const full = [...left, ...zeros, ...right];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The keys of one (account, client) pair; both parts are digests, never the raw values. */
export function attemptKeys(kind: AttemptKind, email: string, clientKey: string) {
  const account = keyPart(email);
  const client = keyPart(clientBucket(clientKey));
  return {
    perClient: `${kind}:ip:${client}`,
    perPair: `${kind}:pair:${account}:${client}`,
    perAccount: `${kind}:acct:${account}`,
  };
}

function limited(retryAfterSeconds: number): RateLimited {
  return { ok: false, error: 'rate_limited', retryAfterSeconds };
}

/**
 * Takes one attempt of `kind` for the (normalized, validated) e-mail from this client, or says
 * how long to wait. In order: the client's own limit (every request counts), the pair's growing
 * wait (only attempts let through count), then the account's ceiling, which therefore only
 * counts attempts the first two let through: an address that is refused adds nothing to it.
 */
export async function takeAttempt(
  kind: AttemptKind,
  email: string,
  clientKey: string,
): Promise<RateLimited | null> {
  const rules = POLICIES[kind];
  const keys = attemptKeys(kind, email, clientKey);
  const client = await hitRateLimit(keys.perClient, rules.perClient);
  if (!client.allowed) return limited(client.retryAfterSeconds);
  const pair = await hitBackoff(keys.perPair, rules.perPair);
  if (!pair.allowed) return limited(pair.retryAfterSeconds);
  const account = await hitRateLimit(keys.perAccount, rules.perAccount);
  if (!account.allowed) return limited(account.retryAfterSeconds);
  return null;
}

/** This pair starts afresh (e.g. a proved mailbox ends its sign-in wait). */
export async function clearPair(kind: AttemptKind, email: string, clientKey: string) {
  await clearRateLimit(attemptKeys(kind, email, clientKey).perPair);
}

/**
 * The right password of an account that also asks for a second factor: the account's ceiling
 * gets the attempt back (it counts failures), but the pair's wait stays until the second factor
 * is right too, so guesses at the code are slowed as guesses at the password are.
 */
export async function firstFactorAccepted(kind: AttemptKind, email: string, clientKey: string) {
  await refundRateLimit(attemptKeys(kind, email, clientKey).perAccount);
}

/**
 * After a success (the right password, the right code): the pair starts afresh and the attempt is
 * given back to the account's ceiling, which so counts failures only: an owner who signs in
 * often never reaches it, and no success resets what attackers have spent.
 */
export async function attemptSucceeded(kind: AttemptKind, email: string, clientKey: string) {
  const keys = attemptKeys(kind, email, clientKey);
  await Promise.all([clearRateLimit(keys.perPair), refundRateLimit(keys.perAccount)]);
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
  return limited(Math.max(...blocked.map((r) => r.retryAfterSeconds)));
}
