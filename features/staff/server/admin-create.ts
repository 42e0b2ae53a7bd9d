import 'server-only';
import { parseArgs } from 'node:util';
import { acceptableEmail } from '@/features/accounts/server/accounts';
import { hashPassword } from '@/features/accounts/server/password';
import { getDb } from '@/lib/db';
import { embeddedDatabaseOwner } from '@/lib/jobs/embedded-owner';
import { recordAudit } from './audit';
import { insertStaffUser, staffName, staffPasswordProblem } from './staff-accounts';

/**
 * `npm run admin:create -- --email a@b.c [--name "…"]` (scripts/admin-create.ts): the first admin,
 * since admins never come from the sign-up form. The password is asked twice (the script reads it
 * from the terminal without echo) and must pass the sign-up rules; an e-mail that already has an
 * account is refused, never promoted. The creation is audited with the new admin as its actor.
 */

export type AdminCreateIo = {
  log(line: string): void;
  error(line: string): void;
  /** Asks for a secret (no echo on a terminal). */
  askPassword(prompt: string): Promise<string>;
};

const USAGE = 'usage: npm run admin:create -- --email <address> [--name "<display name>"]';

const PASSWORD_PROBLEMS = {
  length: 'the password must be 8 to 256 characters long',
  composition:
    'the password needs an uppercase letter, a lowercase letter, a digit and a symbol (the sign-up rules)',
  common: 'that password is among the most common ones: choose another',
} as const;

/** Runs the command; answers the process exit code (0 created, 1 refused, 2 usage). */
export async function runAdminCreate(
  args: string[],
  io: AdminCreateIo,
  now: Date = new Date(),
): Promise<number> {
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.error(`${(error as Error).message}. ${USAGE}`);
    return 2;
  }
  const email = acceptableEmail(values.email ?? '');
  if (!email) {
    io.error(`a valid --email is required. ${USAGE}`);
    return 2;
  }
  const name = staffName(values.name ?? 'Admin');
  if (!name) {
    io.error('--name must be 2 to 100 characters');
    return 2;
  }
  const owner = embeddedDatabaseOwner();
  if (owner !== null) {
    io.error(
      `the app (process ${owner}) has the embedded database open, and PGlite allows one process: stop it first`,
    );
    return 1;
  }

  const password = await io.askPassword('Password: ');
  const confirmation = await io.askPassword('Password again: ');
  if (password !== confirmation) {
    io.error('the two passwords differ: nothing was created');
    return 1;
  }
  const problem = await staffPasswordProblem(password);
  if (problem) {
    io.error(`${PASSWORD_PROBLEMS[problem]}: nothing was created`);
    return 1;
  }
  const passwordHash = await hashPassword(password);

  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const user = await insertStaffUser(
      tx,
      { email, name, type: 'ADMIN', passwordHash, locale: 'en' },
      now,
    );
    if (!user) return null;
    await recordAudit(
      tx,
      { id: user.id, email: user.email, type: user.type },
      {
        action: 'staff.create_cli',
        targetKind: 'user',
        targetId: user.id,
        after: { email: user.email, name: user.name, type: user.type },
      },
    );
    return user;
  });
  if (!created) {
    io.error(`${email} already has an account: nothing was changed (accounts are never promoted)`);
    return 1;
  }
  io.log(`admin ${email} created: sign in at /en/auth/login, then open /en/admin`);
  return 0;
}
