import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { userRecoveryCodes } from '@/lib/db/schema';
import { hashPassword, verifyPassword } from './password';

/**
 * The one-time recovery codes of two-step verification: ten per set, shown once, each usable
 * once. Ten characters from an alphabet without look-alikes (no 0/O, 1/I/L): about 50 random
 * bits each, written as two groups of five. Less than 112 bits, so each is stored as a password
 * is (argon2id with its own salt, ASVS 6.5.2), never in the clear; a typed code is compared with
 * the user's unused ones (at most ten, in parallel).
 */

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUP = 5;
const LENGTH = 2 * GROUP;

function newCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, GROUP).join('')}-${chars.slice(GROUP).join('')}`;
}

/** As typed: case, spaces and the dash do not matter; null when it cannot be a recovery code. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  const pattern = new RegExp(`^[${ALPHABET}]{${LENGTH}}$`);
  return pattern.test(compact) ? compact : null;
}

/** Replaces the user's codes with a fresh set and returns it (the only time it is readable). */
export async function replaceRecoveryCodes(userId: string, db?: Database): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  const hashes = await Promise.all(
    [...codes].map((code) => hashPassword(normalizeRecoveryCode(code)!)),
  );
  const run = async (tx: Database) => {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  };
  if (db) await run(db);
  else await (await getDb()).transaction(run);
  return [...codes];
}

/**
 * Spends one recovery code: true when it was one of the user's unused codes, now used. One
 * conditional update decides, so two requests with the same code cannot both pass.
 */
export async function consumeRecoveryCode(userId: string, input: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(input);
  if (!normalized) return false;
  const db = await getDb();
  const unused = await db
    .select({ id: userRecoveryCodes.id, codeHash: userRecoveryCodes.codeHash })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  const matches = await Promise.all(unused.map((row) => verifyPassword(row.codeHash, normalized)));
  const match = unused.find((_, index) => matches[index]);
  if (!match) return false;
  const spent = await db
    .update(userRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(userRecoveryCodes.id, match.id), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  return spent.length === 1;
}

/** How many of the user's recovery codes are still unused. */
export async function countRecoveryCodesLeft(userId: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ id: userRecoveryCodes.id })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return rows.length;
}
