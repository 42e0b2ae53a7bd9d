import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@/features/accounts/server/password';
import { listAuditLog } from '@/features/staff/server/audit';
import { runAdminCreate } from '@/features/staff/server/admin-create';
import { getDb, schema } from '@/lib/db';
import { createUser } from './helpers';

const PASSWORD = 'Operator!2026x';

/** The command with scripted answers to its two password questions. */
async function run(args: string[], answers: string[] = [PASSWORD, PASSWORD]) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const code = await runAdminCreate(args, {
    log: (line) => out.push(line),
    error: (line) => err.push(line),
    askPassword: async (prompt) => {
      asked.push(prompt);
      return answers[asked.length - 1] ?? '';
    },
  });
  return { code, out, err, asked };
}

async function userByEmail(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  return row;
}

describe('npm run admin:create', () => {
  it('creates an admin with the password asked twice, and audits it as its own act', async () => {
    const result = await run(['--email', 'First.Admin@Example.com', '--name', 'Amal']);
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(result.asked).toHaveLength(2);
    const row = await userByEmail('first.admin@example.com');
    expect(row).toMatchObject({ type: 'ADMIN', name: 'Amal' });
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(true);
    const audit = await listAuditLog(
      { id: row!.id, email: row!.email, type: 'ADMIN' },
      { targetId: row!.id },
    );
    expect(audit.items[0]).toMatchObject({
      action: 'staff.create_cli',
      actorId: row!.id,
      actorEmail: 'first.admin@example.com',
      targetKind: 'user',
    });
  });

  it('refuses an e-mail that already has an account, and never promotes it', async () => {
    const member = await createUser('OWNER');
    const result = await run(['--email', member.email]);
    expect(result.code).toBe(1);
    expect(result.err.join()).toContain('already has an account');
    expect((await userByEmail(member.email))!.type).toBe('OWNER');
  });

  it('refuses two different passwords and passwords the sign-up form refuses', async () => {
    expect((await run(['--email', 'a1@example.com'], [PASSWORD, `${PASSWORD}!`])).code).toBe(1);
    expect((await run(['--email', 'a2@example.com'], ['Sh0rt!', 'Sh0rt!'])).code).toBe(1);
    expect((await run(['--email', 'a3@example.com'], ['nocapitals1!', 'nocapitals1!'])).code).toBe(
      1,
    );
    expect((await run(['--email', 'a4@example.com'], ['P@ssw0rd', 'P@ssw0rd'])).code).toBe(1);
    for (const n of [1, 2, 3, 4]) expect(await userByEmail(`a${n}@example.com`)).toBeUndefined();
  });

  it('needs a valid --email and no unknown options', async () => {
    const missing = await run([]);
    expect(missing.code).toBe(2);
    expect(missing.asked).toEqual([]);
    expect((await run(['--email', 'not-an-address'])).code).toBe(2);
    expect((await run(['--email', 'b@example.com', '--type', 'MODERATOR'])).code).toBe(2);
  });
});
