import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Users whose live connections the app asked to close, live events, and expired cache tags. */
const seen = vi.hoisted(() => ({
  terminated: [] as string[],
  expired: [] as string[],
  published: [] as Array<{ channels: string[]; event: string }>,
}));
vi.mock('@/lib/realtime/publish', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/realtime/publish')>()),
  publish: async (channels: string | string[], event: string) => {
    seen.published.push({ channels: [channels].flat(), event });
    return true;
  },
  terminateUserConnections: async (userId: string) => {
    seen.terminated.push(userId);
    return true;
  },
}));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => {
    seen.expired.push(tag);
  },
}));

import { signIn, signUp } from '@/features/accounts/server/accounts';
import { suspendedRefusal } from '@/features/accounts/server/refusals';
import { parseAuthError } from '@/features/accounts/schemas/auth-codes';
import { getPublicListing, listPublicListings } from '@/features/listings/server/catalogue';
import { parseAdQuery } from '@/features/listings/schemas/catalogue-query';
import { liftExpiredSuspensions } from '@/features/moderation/server/suspension-expiry';
import { restoreUser, suspendUser, warnUser } from '@/features/moderation/server/suspension';
import { createSession, getSessionUser } from '@/lib/auth/sessions';
import { settleSessionEndings } from '@/lib/auth/session-end';
import { getDb, schema } from '@/lib/db';
import { outcome } from '../auth/outcome';
import { insertRequest } from '../contact-requests/helpers';
import { createUser, type StaffTestUser } from '../staff/helpers';

const PASSWORD = 'Str0ng!pass';
const DAY = 24 * 60 * 60 * 1000;
const subscriber = { type: 'INVESTOR' as const, isSubscribed: true };

/** A member who can sign in (a real password), with a published listing of each kind. */
async function memberWithListings(type: 'OWNER' | 'INVESTOR' = 'OWNER') {
  const email = `suspend-${randomUUID().slice(0, 8)}@example.com`;
  const signedUp = await signUp(
    { name: 'Suspended Sami', email, password: PASSWORD, type },
    { clientKey: `test-${randomUUID()}`, userAgent: 'vitest' },
  );
  if (!signedUp.ok) throw new Error(`sign-up failed: ${signedUp.error}`);
  const db = await getDb();
  const [ad] = await db
    .insert(schema.advertisements)
    .values({
      ownerId: signedUp.user.id,
      title: `Ad ${randomUUID().slice(0, 6)}`,
      description: 'A test advertisement',
      category: 'other',
      city: 'riyadh',
      status: 'published',
      publishedAt: new Date(),
    })
    .returning();
  const [opportunity] = await db
    .insert(schema.opportunities)
    .values({
      ownerId: signedUp.user.id,
      title: `Opportunity ${randomUUID().slice(0, 6)}`,
      summary: 'Short.',
      description: 'A test opportunity.',
      sector: 'technology',
      city: 'riyadh',
      stage: 'early',
      amountMinMinor: 1000_00,
      amountMaxMinor: 5000_00,
      status: 'published',
      publishedAt: new Date(),
    })
    .returning();
  return { user: signedUp.user, email, ad: ad!, opportunity: opportunity! };
}

const signInAs = (email: string) =>
  signIn({ email, password: PASSWORD }, { clientKey: `test-${randomUUID()}` });

async function statusOf(table: 'advertisements' | 'opportunities', id: string) {
  const db = await getDb();
  const t = schema[table];
  const [row] = await db.select({ status: t.status }).from(t).where(eq(t.id, id));
  return row?.status;
}

async function notificationsOf(userId: string, type: string) {
  const db = await getDb();
  return db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.type, type)));
}

async function auditOf(targetId: string) {
  const db = await getDb();
  return db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, targetId));
}

const reason = 'fraud' as const;
let moderator: StaffTestUser;
let admin: StaffTestUser;

beforeEach(async () => {
  seen.terminated.length = 0;
  seen.expired.length = 0;
  seen.published.length = 0;
  moderator ??= await createUser('MODERATOR');
  admin ??= await createUser('ADMIN');
});

describe('suspending an account', () => {
  it('refuses sign-in, ends sessions, holds listings and closes open requests', async () => {
    const { user, email, ad, opportunity } = await memberWithListings('OWNER');
    const session = await createSession(user.id);
    const pendingInvestor = await createUser('INVESTOR');
    const acceptedInvestor = await createUser('INVESTOR');
    const declinedInvestor = await createUser('INVESTOR');
    const pending = await insertRequest({
      requesterId: pendingInvestor.id,
      ownerId: user.id,
      listingId: ad.id,
    });
    const accepted = await insertRequest({
      requesterId: acceptedInvestor.id,
      ownerId: user.id,
      listingKind: 'opportunity',
      listingId: opportunity.id,
      status: 'accepted',
    });
    const declined = await insertRequest({
      requesterId: declinedInvestor.id,
      ownerId: user.id,
      listingId: ad.id,
      status: 'declined',
    });

    const result = await suspendUser(moderator, {
      userId: user.id,
      days: 7,
      reason,
      note: 'Asked for payment outside the platform.',
    });
    await settleSessionEndings();
    expect(result.suspendedUntil!.getTime() - Date.now()).toBeGreaterThan(7 * DAY - 60_000);

    // Sign-in: the right password is refused with the end date; a wrong one says nothing more.
    const refused = await signInAs(email);
    expect(refused).toMatchObject({ ok: false, error: 'suspended' });
    expect(refused.ok === false && 'until' in refused && refused.until?.getTime()).toBe(
      result.suspendedUntil!.getTime(),
    );
    const wrong = await signIn({ email, password: 'Wr0ng!pass' }, { clientKey: randomUUID() });
    expect(wrong).toEqual({ ok: false, error: 'invalid_credentials' });

    // Sessions and live connections ended.
    expect(await getSessionUser(session.token)).toBeNull();
    const db = await getDb();
    const left = await db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id));
    expect(left).toHaveLength(0);
    expect(seen.terminated).toContain(user.id);

    // Out of both catalogues, and their pages expired.
    expect(await statusOf('advertisements', ad.id)).toBe('held');
    expect(await statusOf('opportunities', opportunity.id)).toBe('held');
    expect(await getPublicListing('advertisement', null, ad.id)).toBeNull();
    expect(await getPublicListing('opportunity', subscriber, opportunity.id)).toBeNull();
    const page = await listPublicListings('advertisement', null, parseAdQuery({}));
    expect(page.items.map((item) => item.id)).not.toContain(ad.id);
    expect(seen.expired).toEqual(
      expect.arrayContaining(['catalogue:advertisement', 'catalogue:opportunity']),
    );

    // Open requests cancelled, the other party told; a decided one untouched.
    const requests = await db
      .select({ id: schema.contactRequests.id, status: schema.contactRequests.status })
      .from(schema.contactRequests)
      .where(eq(schema.contactRequests.ownerId, user.id));
    const statuses = Object.fromEntries(requests.map((r) => [r.id, r.status]));
    expect(statuses).toEqual({
      [pending.id]: 'cancelled',
      [accepted.id]: 'cancelled',
      [declined.id]: 'declined',
    });
    const closed = await notificationsOf(pendingInvestor.id, 'contact_request_closed');
    expect(closed).toHaveLength(1);
    expect(closed[0]!.data).toEqual({ requestId: pending.id, listingTitle: ad.title });
    expect(await notificationsOf(acceptedInvestor.id, 'contact_request_closed')).toHaveLength(1);
    expect(await notificationsOf(declinedInvestor.id, 'contact_request_closed')).toHaveLength(0);
    // Both sides' open tabs hear the new state.
    const changed = seen.published.filter((p) => p.event === 'contact-request.changed');
    expect(changed.flatMap((p) => p.channels)).toEqual(
      expect.arrayContaining([`private-user-${pendingInvestor.id}`, `private-user-${user.id}`]),
    );

    // Audited, with the state before and after.
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      action: 'user.suspend',
      actorId: moderator.id,
      targetKind: 'user',
      reason,
      before: { suspendedAt: null, suspendedUntil: null },
    });
    expect(entry!.after).toMatchObject({
      suspendedUntil: result.suspendedUntil!.toISOString(),
      suspensionReason: reason,
      closedRequests: 2,
    });
  });

  it('a suspended requester: the owner is told their request closed', async () => {
    const { user: investor } = await memberWithListings('INVESTOR');
    const owner = await createUser('OWNER');
    const { ad } = await memberWithListings('OWNER');
    const request = await insertRequest({
      requesterId: investor.id,
      ownerId: ad.ownerId,
      listingId: ad.id,
    });
    await suspendUser(admin, { userId: investor.id, days: null, reason: 'spam' });
    const refused = await signInAs((await userRow(investor.id)).email);
    expect(refused).toMatchObject({ ok: false, error: 'suspended', until: null });
    const told = await notificationsOf(ad.ownerId, 'contact_request_closed');
    expect(told.map((n) => n.data)).toEqual([{ requestId: request.id, listingTitle: ad.title }]);
    expect(await notificationsOf(owner.id, 'contact_request_closed')).toHaveLength(0);
  });

  it('a session that survived still signs nobody in while the suspension lasts', async () => {
    const { user } = await memberWithListings();
    await suspendUser(moderator, { userId: user.id, days: 3, reason });
    const late = await createSession(user.id);
    expect(await getSessionUser(late.token)).toBeNull();
  });

  it('the sign-in refusal carries the end date for the form to show', () => {
    const until = new Date('2030-05-01T10:00:00Z');
    expect(parseAuthError(suspendedRefusal(until).field?.issue)).toEqual({
      key: 'suspendedUntil',
      date: until,
    });
    expect(parseAuthError(suspendedRefusal(null).field?.issue)).toEqual({
      key: 'suspended',
      date: null,
    });
  });
});

async function userRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row!;
}

describe('restoring and expiry', () => {
  it('restore brings the held listings back and lets the user sign in', async () => {
    const { user, email, ad, opportunity } = await memberWithListings();
    await suspendUser(moderator, { userId: user.id, days: null, reason });
    // A listing a moderator hid meanwhile stays hidden.
    const db = await getDb();
    await db
      .update(schema.opportunities)
      .set({ status: 'hidden' })
      .where(eq(schema.opportunities.id, opportunity.id));
    seen.expired.length = 0;

    await restoreUser(moderator, { userId: user.id });
    expect(await statusOf('advertisements', ad.id)).toBe('published');
    expect(await statusOf('opportunities', opportunity.id)).toBe('hidden');
    expect(await getPublicListing('advertisement', null, ad.id)).not.toBeNull();
    expect(seen.expired).toContain('catalogue:advertisement');
    expect((await signInAs(email)).ok).toBe(true);
    expect(await notificationsOf(user.id, 'account_restored')).toHaveLength(1);
    const row = await userRow(user.id);
    expect([row.suspendedAt, row.suspendedUntil, row.suspensionReason]).toEqual([null, null, null]);
    expect((await auditOf(user.id)).map((e) => e.action).sort()).toEqual([
      'user.restore',
      'user.suspend',
    ]);
    expect(await outcome(restoreUser(moderator, { userId: user.id }))).toBe(
      'moderation.not_suspended',
    );
  });

  it('a suspension past its end is over at sign-in: listings return, once', async () => {
    const { user, email, ad } = await memberWithListings();
    await suspendUser(
      moderator,
      { userId: user.id, days: 1, reason },
      { now: new Date(Date.now() - 2 * DAY) },
    );
    expect(await statusOf('advertisements', ad.id)).toBe('held');
    const signedIn = await signInAs(email);
    expect(signedIn.ok).toBe(true);
    expect(await statusOf('advertisements', ad.id)).toBe('published');
    expect((await userRow(user.id)).suspendedAt).toBeNull();
    // The sweep finds nothing left to do, and nobody is told twice.
    await liftExpiredSuspensions();
    expect(await notificationsOf(user.id, 'account_restored')).toHaveLength(1);
  });

  it('the scheduled sweep lifts ended suspensions and leaves running ones', async () => {
    const ended = await memberWithListings();
    const running = await memberWithListings();
    await suspendUser(
      moderator,
      { userId: ended.user.id, days: 1, reason },
      { now: new Date(Date.now() - 2 * DAY) },
    );
    await suspendUser(moderator, { userId: running.user.id, days: 1, reason });
    await liftExpiredSuspensions();
    expect(await statusOf('advertisements', ended.ad.id)).toBe('published');
    expect(await statusOf('advertisements', running.ad.id)).toBe('held');
    expect((await userRow(ended.user.id)).suspendedAt).toBeNull();
    expect((await userRow(running.user.id)).suspendedAt).not.toBeNull();
    expect(await notificationsOf(ended.user.id, 'account_restored')).toHaveLength(1);
  });
});

describe('who may act on whom', () => {
  it('a moderator acts on members only; nobody on an admin or themselves', async () => {
    const otherModerator = await createUser('MODERATOR');
    const otherAdmin = await createUser('ADMIN');
    const suspend = (actor: StaffTestUser, userId: string) =>
      outcome(suspendUser(actor, { userId, days: 1, reason }));
    expect(await suspend(moderator, otherModerator.id)).toBe('moderation.staff_protected');
    expect(await suspend(moderator, otherAdmin.id)).toBe('moderation.admin_protected');
    expect(await suspend(admin, otherAdmin.id)).toBe('moderation.admin_protected');
    expect(await suspend(moderator, moderator.id)).toBe('moderation.self');
    expect(await suspend(moderator, randomUUID())).toBe('moderation.user_not_found');
    expect(await outcome(warnUser(moderator, { userId: otherModerator.id, reason }))).toBe(
      'moderation.staff_protected',
    );
    // An admin may suspend a moderator.
    expect(await suspend(admin, otherModerator.id)).toBe('ok');
    expect(await outcome(restoreUser(moderator, { userId: otherModerator.id }))).toBe(
      'moderation.staff_protected',
    );
    expect(await outcome(restoreUser(admin, { userId: otherModerator.id }))).toBe('ok');
  });

  it('a member calling the services is refused', async () => {
    const member = await createUser('OWNER');
    const target = await createUser('INVESTOR');
    expect(await outcome(suspendUser(member, { userId: target.id, days: 1, reason }))).toBe(
      'forbidden',
    );
    expect(await outcome(warnUser(member, { userId: target.id, reason }))).toBe('forbidden');
    expect(await outcome(restoreUser(member, { userId: target.id }))).toBe('forbidden');
    expect((await userRow(target.id)).suspendedAt).toBeNull();
  });

  it('refuses a duration or reason outside the choices', async () => {
    const target = await createUser('INVESTOR');
    expect(await outcome(suspendUser(moderator, { userId: target.id, days: 0, reason }))).toBe(
      'v:between:{"min":1,"max":365}',
    );
    const bad = { userId: target.id, days: 1, reason: 'rude' as typeof reason };
    expect(await outcome(suspendUser(moderator, bad))).toBe('v:one_of');
    expect(await auditOf(target.id)).toHaveLength(0);
  });
});

describe('warning', () => {
  it('notifies the user with the reason and note, and is audited', async () => {
    const target = await createUser('OWNER');
    await warnUser(moderator, { userId: target.id, reason: 'spam', note: 'Stop reposting.' });
    const [warning] = await notificationsOf(target.id, 'account_warning');
    expect(warning!.data).toEqual({ reason: 'spam', note: 'Stop reposting.' });
    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({ action: 'user.warn', actorId: moderator.id, reason: 'spam' });
    expect((await userRow(target.id)).suspendedAt).toBeNull();
  });
});
