import 'server-only';
import { hash, verify, type Options } from '@node-rs/argon2';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/validation/limits';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). 2 is Algorithm.Argon2id: the package
// declares it as an ambient const enum, which isolatedModules cannot read.
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Within the bounds the forms use (characters, as the rules count them). Longer ones are refused
 * before hashing, so nobody can make us hash megabytes; a code point is at most two UTF-16 units,
 * so the cheap check comes first.
 */
function withinLength(password: string): boolean {
  if (password.length > MAX_PASSWORD_LENGTH * 2) return false;
  const length = Array.from(password).length;
  return length >= MIN_PASSWORD_LENGTH && length <= MAX_PASSWORD_LENGTH;
}

export function isAcceptablePassword(password: unknown): password is string {
  return typeof password === 'string' && withinLength(password);
}

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * On the list of the most common passwords (zxcvbn-ts's, about 49,000 lowercase entries), whatever
 * the case: "P@ssw0rd" passes the composition rule and is still among the first guesses. The list
 * is loaded on first use and only here, on the server.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await common).has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH * 2) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, so an unknown email is not told apart from a
 * wrong password by the response time.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('fursa-timing-equalizer-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
