import 'server-only';
import { isCommonPassword, isAcceptablePassword } from '@/features/accounts/server/password';
import type { Locale } from '@/i18n/routing';
import type { Tx } from '@/lib/db';
import { users, type UserRow } from '@/lib/db/schema';
import { stripBidiControls } from '@/lib/validation/bidi';
import { MAX_NAME_LENGTH } from '@/lib/validation/limits';
import { PASSWORD_PATTERN } from '@/lib/validation/rules';

export type StaffType = 'ADMIN' | 'MODERATOR';

export function isStaffType(value: unknown): value is StaffType {
  return value === 'ADMIN' || value === 'MODERATOR';
}

/**
 * What is wrong with a new staff password under the sign-up rules (length, composition, not a
 * common password), or null: the same rules for the CLI and for an accepted invitation.
 */
export async function staffPasswordProblem(
  password: string,
): Promise<'length' | 'composition' | 'common' | null> {
  if (!isAcceptablePassword(password)) return 'length';
  if (!PASSWORD_PATTERN.test(password)) return 'composition';
  if (await isCommonPassword(password)) return 'common';
  return null;
}

/** A display name as sign-up stores it (trimmed, single spaces, no bidi controls), or null. */
export function staffName(name: string): string | null {
  const trimmed = stripBidiControls(name).trim().replace(/\s+/g, ' ');
  const length = Array.from(trimmed).length;
  return length >= 2 && length <= MAX_NAME_LENGTH ? trimmed : null;
}

/** Inserts a staff account; null when the e-mail already has an account (nothing is changed). */
export async function insertStaffUser(
  tx: Tx,
  values: { email: string; name: string; type: StaffType; passwordHash: string; locale: Locale },
  now: Date,
): Promise<UserRow | null> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}
