import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptInvite,
  getInvite,
  INVITE_DAYS,
  inviteStaff,
  listStaff,
  revokeInvite,
} from '@/features/staff/server/invites';
import { listAuditLog } from '@/features/staff/server/audit';
import { verifyPassword } from '@/features/accounts/server/password';
import { getSessionUser } from '@/lib/auth/sessions';
import { getDb, schema } from '@/lib/db';
import { readOutbox } from '@/lib/mail';
import { createUser, type StaffTestUser } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Moderate!2026x';

let admin: StaffTestUser;

beforeAll(async () => {
  admin = await createUser('ADMIN', { name: 'Amal Admin' });
});

describe('staff invitations', () => {
  it('mails a link in the chosen language; accepting it creates a signed-in moderator', async () => {
    const invite = await inviteStaff(
      admin,
      { email: 'New.Mod@Example.com', type: 'MODERATOR', locale: 'ar' },
      { origin: 'https://fursa.example' },
    );
    expect(invite.email).toBe('new.mod@example.com');
    expect(invite.expiresAt.getTime() - Date.now()).toBeGreaterThan((INVITE_DAYS - 1) * DAY);

    const [mail] = await readOutbox({ to: 'new.mod@example.com' });
    expect(mail!.subject).toBe('دعوة للانضمام إلى فريق فرصة');
    expect(mail!.text).toContain(
      `https://fursa.example/ar/auth/accept-invite?token=${invite.token}`,
    );
    expect(mail!.text).toContain('Amal Admin');

    // Only the token's digest is stored.
    const db = await getDb();
    const [row] = await db
      .select()
      .from(schema.staffInvites)
      .where(eq(schema.staffInvites.id, invite.id));
    expect(row!.tokenHash).not.toContain(invite.token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect(await getInvite(invite.token)).toMatchObject({
      state: 'valid',
      email: 'new.mod@example.com',
      type: 'MODERATOR',
    });
    const { user, session } = await acceptInvite(
      { token: invite.token, name: '  Yusuf   Moderator ', password: PASSWORD, locale: 'ar' },
      { userAgent: 'vitest' },
    );
    expect(user).toMatchObject({
      email: 'new.mod@example.com',
      name: 'Yusuf Moderator',
      type: 'MODERATOR',
      locale: 'ar',
    });
    expect((await getSessionUser(session.token))?.user.id).toBe(user.id);
    const [stored] = await db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(await verifyPassword(stored!.passwordHash, PASSWORD)).toBe(true);

    const accepted = await listAuditLog(admin, { targetId: user.id });
    expect(accepted.items[0]).toMatchObject({ action: 'staff.invite_accept', actorId: user.id });
    const sent = await listAuditLog(admin, { targetId: invite.id });
    expect(sent.items[0]).toMatchObject({ action: 'staff.invite', actorId: admin.id });

    const staff = await listStaff(admin);
    expect(staff.members.map((m) => m.email)).toContain('new.mod@example.com');
    expect(staff.invites.map((i) => i.id)).not.toContain(invite.id);
  });

  it('works once', async () => {
    const invite = await inviteStaff(admin, {
      email: 'once@example.com',
      type: 'ADMIN',
      locale: 'en',
    });
    const input = { token: invite.token, name: 'Once', password: PASSWORD, locale: 'en' };
    const results = await Promise.allSettled([acceptInvite(input), acceptInvite(input)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await expect(acceptInvite(input)).rejects.toThrow('staff.invite_used');
    expect((await getInvite(invite.token)).state).toBe('used');
    const db = await getDb();
    const admins = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'once@example.com'));
    expect(admins.map((u) => u.type)).toEqual(['ADMIN']);
  });

  it('refuses an expired invitation, a revoked one and an unknown token', async () => {
    const old = await inviteStaff(
      admin,
      { email: 'late@example.com', type: 'MODERATOR', locale: 'en' },
      { now: new Date(Date.now() - (INVITE_DAYS + 1) * DAY) },
    );
    expect((await getInvite(old.token)).state).toBe('expired');
    const late = { token: old.token, name: 'Late', password: PASSWORD, locale: 'en' };
    await expect(acceptInvite(late)).rejects.toThrow('staff.invite_expired');
    expect((await listStaff(admin)).invites.find((i) => i.id === old.id)?.expired).toBe(true);

    const revoked = await inviteStaff(admin, {
      email: 'revoked@example.com',
      type: 'MODERATOR',
      locale: 'en',
    });
    await revokeInvite(admin, revoked.id);
    const withdrawn = { token: revoked.token, name: 'Gone', password: PASSWORD, locale: 'en' };
    await expect(acceptInvite(withdrawn)).rejects.toThrow('staff.invite_invalid');
    expect((await listAuditLog(admin, { targetId: revoked.id })).items[0]?.action).toBe(
      'staff.invite_revoke',
    );
    await expect(revokeInvite(admin, revoked.id)).rejects.toThrow('staff.invite_not_found');

    const unknown = { token: 'x'.repeat(43), name: 'Nobody', password: PASSWORD, locale: 'en' };
    await expect(acceptInvite(unknown)).rejects.toThrow('staff.invite_invalid');
  });

  it('checks the password with the sign-up rules', async () => {
    const invite = await inviteStaff(admin, {
      email: 'weak@example.com',
      type: 'MODERATOR',
      locale: 'en',
    });
    const attempt = (password: string) =>
      acceptInvite({ token: invite.token, name: 'Weak', password, locale: 'en' });
    await expect(attempt('short')).rejects.toMatchObject({ field: { name: 'password' } });
    await expect(attempt('alllowercase1!')).rejects.toMatchObject({ field: { name: 'password' } });
    await expect(attempt('P@ssw0rd')).rejects.toMatchObject({
      field: { name: 'password', issue: 'v:common_password' },
    });
    // Refusals leave the invitation usable.
    expect((await getInvite(invite.token)).state).toBe('valid');
  });

  it('is an admin’s: moderators and members cannot invite, nor revoke', async () => {
    const moderator = await createUser('MODERATOR');
    const owner = await createUser('OWNER');
    const input = { email: 'someone@example.com', type: 'MODERATOR', locale: 'en' };
    await expect(inviteStaff(moderator, input)).rejects.toThrow('forbidden');
    await expect(inviteStaff(owner, input)).rejects.toThrow('forbidden');
    await expect(listStaff(moderator)).rejects.toThrow('forbidden');
    const invite = await inviteStaff(admin, input);
    await expect(revokeInvite(moderator, invite.id)).rejects.toThrow('forbidden');
  });

  it('refuses an address that already has an account', async () => {
    const member = await createUser('INVESTOR');
    await expect(
      inviteStaff(admin, { email: member.email, type: 'ADMIN', locale: 'en' }),
    ).rejects.toThrow('staff.email_taken');
  });
});
