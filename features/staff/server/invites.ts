import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { acceptableEmail } from '@/features/accounts/server/accounts';
import { hashPassword, MIN_PASSWORD_LENGTH } from '@/features/accounts/server/password';
import { isLocale, type Locale } from '@/i18n/routing';
import { createSession, toPublicUser, type NewSession, type PublicUser } from '@/lib/auth/sessions';
import { getDb } from '@/lib/db';
import { staffInvites, users } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/ids';
import { sendMail } from '@/lib/mail';
import { recordAudit } from './audit';
import { renderStaffInviteMail } from './invite-mail';
import {
  insertStaffUser,
  isStaffType,
  staffName,
  staffPasswordProblem,
  type StaffType,
} from './staff-accounts';
import { assertAdmin, type StaffActor } from './staff-access';

/**
 * Staff invitations: an admin invites an e-mail address as an admin or a moderator; the mail's
 * link (a random token, stored only as its SHA-256) opens the accept page for seven days, once.
 */
export const INVITE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function siteOrigin(): string {
  return (process.env.APP_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
}

export type InviteInput = { email: string; type: string; locale: string };

/**
 * Creates the invitation and mails it in the invitee's language. An address that already has an
 * account is refused; a newer invitation replaces the pending ones of the same address. The token
 * is returned to the caller (tests); the action never hands it to the browser.
 */
export async function inviteStaff(
  actor: StaffActor & { name?: string },
  input: InviteInput,
  options: { now?: Date; origin?: string } = {},
): Promise<{ id: string; email: string; type: StaffType; expiresAt: Date; token: string }> {
  assertAdmin(actor);
  const email = acceptableEmail(input.email);
  if (!email) throw DomainError.field('email', 'email');
  if (!isStaffType(input.type)) throw DomainError.field('type', 'one_of');
  if (!isLocale(input.locale)) throw DomainError.field('locale', 'one_of');
  const type = input.type;
  const locale: Locale = input.locale;
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * DAY_MS);

  const db = await getDb();
  const invite = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (taken) throw new DomainError('staff.email_taken');
    await tx
      .delete(staffInvites)
      .where(and(eq(staffInvites.email, email), isNull(staffInvites.acceptedAt)));
    const [row] = await tx
      .insert(staffInvites)
      .values({
        email,
        type,
        tokenHash: hashToken(token),
        invitedBy: actor.id,
        expiresAt,
        createdAt: now,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'staff.invite',
      targetKind: 'staff_invite',
      targetId: row!.id,
      after: { email, type, locale, expiresAt: expiresAt.toISOString() },
    });
    return row!;
  });

  const link = `${options.origin ?? siteOrigin()}/${locale}/auth/accept-invite?token=${token}`;
  const mail = renderStaffInviteMail(locale, {
    inviterName: actor.name ?? actor.email,
    type,
    link,
    days: INVITE_DAYS,
  });
  await sendMail({ to: email, ...mail });
  return { id: invite.id, email, type, expiresAt, token };
}

/** Withdraws a pending invitation (its link stops working). */
export async function revokeInvite(actor: StaffActor, inviteId: string): Promise<void> {
  assertAdmin(actor);
  if (!isUuid(inviteId)) throw new DomainError('staff.invite_not_found');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffInvites)
      .where(and(eq(staffInvites.id, inviteId), isNull(staffInvites.acceptedAt)))
      .returning();
    if (!row) throw new DomainError('staff.invite_not_found');
    await recordAudit(tx, actor, {
      action: 'staff.invite_revoke',
      targetKind: 'staff_invite',
      targetId: row.id,
      before: { email: row.email, type: row.type },
    });
  });
}

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  type: StaffType;
  createdAt: Date;
};
export type PendingInvite = {
  id: string;
  email: string;
  type: StaffType;
  expiresAt: Date;
  expired: boolean;
  createdAt: Date;
};

/** The staff accounts and the invitations not yet accepted (expired ones flagged). */
export async function listStaff(
  actor: StaffActor,
  now: Date = new Date(),
): Promise<{ members: StaffMember[]; invites: PendingInvite[] }> {
  assertAdmin(actor);
  const db = await getDb();
  const [members, invites] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        type: users.type,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(inArray(users.type, ['ADMIN', 'MODERATOR']))
      .orderBy(users.type, users.email),
    db
      .select()
      .from(staffInvites)
      .where(isNull(staffInvites.acceptedAt))
      .orderBy(desc(staffInvites.createdAt))
      .limit(100),
  ]);
  return {
    members: members.map((m) => ({ ...m, type: m.type === 'ADMIN' ? 'ADMIN' : 'MODERATOR' })),
    invites: invites.map((invite) => ({
      id: invite.id,
      email: invite.email,
      type: invite.type === 'ADMIN' ? 'ADMIN' : 'MODERATOR',
      expiresAt: invite.expiresAt,
      expired: invite.expiresAt <= now,
      createdAt: invite.createdAt,
    })),
  };
}

export type InviteLookup =
  | { state: 'valid'; email: string; type: StaffType; expiresAt: Date }
  | { state: 'expired' | 'used' | 'unknown' };

/** What the accept page shows for a link's token. */
export async function getInvite(token: string, now: Date = new Date()): Promise<InviteLookup> {
  if (!TOKEN_PATTERN.test(token)) return { state: 'unknown' };
  const db = await getDb();
  const [row] = await db
    .select()
    .from(staffInvites)
    .where(eq(staffInvites.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || !isStaffType(row.type)) return { state: 'unknown' };
  if (row.acceptedAt) return { state: 'used' };
  if (row.expiresAt <= now) return { state: 'expired' };
  return { state: 'valid', email: row.email, type: row.type, expiresAt: row.expiresAt };
}

/**
 * Accepts an invitation: the account of the invited type is created with the chosen name and
 * password, the invitation is spent (once: the update only takes an unspent, unexpired row), the
 * acceptance is audited with the new member as its actor, and a session is opened.
 */
export async function acceptInvite(
  input: { token: string; name: string; password: string; locale: string },
  meta: { userAgent?: string | null; now?: Date } = {},
): Promise<{ user: PublicUser; session: NewSession }> {
  const now = meta.now ?? new Date();
  const found = await getInvite(input.token, now);
  if (found.state === 'unknown') throw new DomainError('staff.invite_invalid');
  if (found.state === 'used') throw new DomainError('staff.invite_used');
  if (found.state === 'expired') throw new DomainError('staff.invite_expired');
  const name = staffName(input.name);
  if (!name) throw DomainError.field('name', 'required');
  const problem = await staffPasswordProblem(input.password);
  if (problem === 'common') throw DomainError.field('password', 'common_password');
  if (problem === 'length') {
    throw DomainError.field('password', 'min', { length: MIN_PASSWORD_LENGTH });
  }
  if (problem) throw DomainError.field('password', 'regex');
  const passwordHash = await hashPassword(input.password);
  const locale: Locale = isLocale(input.locale) ? input.locale : 'en';

  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffInvites)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(staffInvites.tokenHash, hashToken(input.token)),
          isNull(staffInvites.acceptedAt),
          gt(staffInvites.expiresAt, now),
        ),
      )
      .returning();
    if (!spent || !isStaffType(spent.type)) throw new DomainError('staff.invite_used');
    const user = await insertStaffUser(
      tx,
      { email: spent.email, name, type: spent.type, passwordHash, locale },
      now,
    );
    if (!user) throw new DomainError('staff.email_taken');
    await recordAudit(
      tx,
      { id: user.id, email: user.email, type: user.type },
      {
        action: 'staff.invite_accept',
        targetKind: 'user',
        targetId: user.id,
        after: { email: user.email, type: user.type, inviteId: spent.id },
      },
    );
    return user;
  });
  const session = await createSession(row.id, { userAgent: meta.userAgent, now });
  return { user: toPublicUser(row), session };
}
