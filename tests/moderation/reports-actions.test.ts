import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getReportedStateAction, reportAction } from '@/features/moderation/actions/report';
import {
  dismissReportsAction,
  hideReportedListingAction,
  removeReportedListingAction,
  suspendReportedUserAction,
  warnReportedUserAction,
} from '@/features/moderation/actions/report-queue';
import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { createSession } from '@/lib/auth/sessions';
import { getDb, schema } from '@/lib/db';
import {
  createAd,
  createChat,
  createUser,
  notificationsOf,
  reportsOf,
  type ReportUser,
} from './reports-helpers';

// An in-memory cookie jar standing in for next/headers (as tests/contact-requests/actions.test.ts).
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers({ 'user-agent': 'vitest', 'x-forwarded-for': '10.0.0.7' }),
}));

beforeEach(() => jar.clear());

async function as(user: ReportUser | null) {
  if (!user) return jar.delete(SESSION_COOKIE);
  jar.set(SESSION_COOKIE, (await createSession(user.id)).token);
}

const listingTarget = (id: string) => ({ targetKind: 'advertisement' as const, targetId: id });

describe('report actions', () => {
  it('a visitor cannot report and has reported nothing', async () => {
    const ad = await createAd((await createUser('OWNER')).id);
    await as(null);
    expect(await reportAction({ ...listingTarget(ad.id), reason: 'spam', note: '' })).toEqual({
      ok: false,
      error: 'unauthorized',
    });
    expect(await getReportedStateAction(listingTarget(ad.id))).toEqual({ ok: true, data: false });
    expect(await reportsOf(ad.id)).toEqual([]);
  });

  it('a member reports once; the page then knows; staff are refused', async () => {
    const ad = await createAd((await createUser('OWNER')).id);
    const investor = await createUser('INVESTOR');
    await as(investor);
    expect(await getReportedStateAction(listingTarget(ad.id))).toEqual({ ok: true, data: false });
    const sent = await reportAction({ ...listingTarget(ad.id), reason: 'fraud', note: 'Fake' });
    expect(sent.ok).toBe(true);
    expect(await getReportedStateAction(listingTarget(ad.id))).toEqual({ ok: true, data: true });
    expect(await reportAction({ ...listingTarget(ad.id), reason: 'spam', note: '' })).toEqual({
      ok: false,
      error: 'report.already_reported',
    });
    await as(await createUser('MODERATOR'));
    expect(await reportAction({ ...listingTarget(ad.id), reason: 'spam', note: '' })).toEqual({
      ok: false,
      error: 'forbidden',
    });
  });

  it('"other" needs a note; a note has a bound', async () => {
    const ad = await createAd((await createUser('OWNER')).id);
    await as(await createUser('INVESTOR'));
    const bare = await reportAction({ ...listingTarget(ad.id), reason: 'other', note: '' });
    expect(bare).toMatchObject({
      ok: false,
      error: 'invalid',
      fieldErrors: { note: 'v:required' },
    });
    const long = await reportAction({
      ...listingTarget(ad.id),
      reason: 'spam',
      note: 'x'.repeat(1001),
    });
    expect(long).toMatchObject({ ok: false, error: 'invalid' });
    expect(await reportsOf(ad.id)).toEqual([]);
  });
});

describe('moderators’ actions on a report case', () => {
  it('members and visitors are refused every one of them', async () => {
    const ad = await createAd((await createUser('OWNER')).id);
    const decision = { ...listingTarget(ad.id), reason: 'fraud', note: '' };
    for (const [who, error] of [
      [null, 'unauthorized'],
      [await createUser('INVESTOR'), 'forbidden'],
      [await createUser('OWNER'), 'forbidden'],
    ] as const) {
      await as(who);
      expect(await dismissReportsAction(listingTarget(ad.id))).toEqual({ ok: false, error });
      expect(await hideReportedListingAction(decision)).toEqual({ ok: false, error });
      expect(await removeReportedListingAction(decision)).toEqual({ ok: false, error });
      expect(await warnReportedUserAction(decision)).toEqual({ ok: false, error });
      expect(await suspendReportedUserAction({ ...decision, duration: '7' })).toEqual({
        ok: false,
        error,
      });
    }
  });

  it('hiding a reported listing hides it, tells its owner, and resolves the reports as actioned', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id, 'published', 'Miracle returns');
    const reporter = await createUser('INVESTOR');
    await as(reporter);
    await reportAction({ ...listingTarget(ad.id), reason: 'fraud', note: '' });
    await as(await createUser('MODERATOR'));
    const answer = await hideReportedListingAction({
      ...listingTarget(ad.id),
      reason: 'fraud',
      note: 'Guaranteed returns are not allowed',
    });
    expect(answer).toEqual({ ok: true, data: undefined });
    const db = await getDb();
    const [row] = await db
      .select({ status: schema.advertisements.status })
      .from(schema.advertisements)
      .where(eq(schema.advertisements.id, ad.id));
    expect(row?.status).toBe('hidden');
    expect((await reportsOf(ad.id))[0]).toMatchObject({ state: 'actioned', outcome: 'actioned' });
    const [told] = await notificationsOf(reporter.id, 'report_resolved');
    expect(told?.data).toMatchObject({ targetTitle: 'Miracle returns', outcome: 'actioned' });
    expect(await notificationsOf(owner.id, 'listing_hidden')).toHaveLength(1);
  });

  it('a message cannot be hidden; its sender can be suspended, and the reports are actioned', async () => {
    const { owner, investor, messages } = await createChat(['Hi', 'Pay me in cash, or else']);
    const target = { targetKind: 'message' as const, targetId: messages[1]!.id };
    await as(investor);
    await reportAction({ ...target, reason: 'harassment', note: '' });
    await as(await createUser('MODERATOR'));
    expect(await hideReportedListingAction({ ...target, reason: 'fraud', note: '' })).toEqual({
      ok: false,
      error: 'report.not_listing',
    });
    const answer = await suspendReportedUserAction({
      ...target,
      reason: 'harassment',
      note: 'Threats',
      duration: '7',
    });
    expect(answer.ok).toBe(true);
    const db = await getDb();
    const [sender] = await db.select().from(schema.users).where(eq(schema.users.id, owner.id));
    expect(sender?.suspendedAt).toBeInstanceOf(Date);
    expect(sender?.suspendedUntil?.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await reportsOf(target.targetId))[0]?.state).toBe('actioned');
    const [told] = await notificationsOf(investor.id, 'report_resolved');
    expect(told?.data).toMatchObject({ targetTitle: 'Owner Olfa', outcome: 'actioned' });
  });

  it('dismissing through the action tells the reporter nothing was found', async () => {
    const ad = await createAd((await createUser('OWNER')).id, 'published', 'Honest shop');
    const reporter = await createUser('OWNER');
    await as(reporter);
    await reportAction({ ...listingTarget(ad.id), reason: 'misleading', note: '' });
    await as(await createUser('ADMIN'));
    expect(await dismissReportsAction(listingTarget(ad.id))).toEqual({
      ok: true,
      data: { resolved: 1 },
    });
    const [told] = await notificationsOf(reporter.id, 'report_resolved');
    expect(told?.data).toMatchObject({ targetTitle: 'Honest shop', outcome: 'dismissed' });
  });

  it('warning the owner of a reported listing warns them and actions the reports', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    await as(await createUser('INVESTOR'));
    await reportAction({ ...listingTarget(ad.id), reason: 'spam', note: '' });
    await as(await createUser('MODERATOR'));
    const answer = await warnReportedUserAction({
      ...listingTarget(ad.id),
      reason: 'spam',
      note: 'Do not post the same ad ten times',
    });
    expect(answer.ok).toBe(true);
    const [warning] = await notificationsOf(owner.id, 'account_warning');
    expect(warning?.data).toEqual({ reason: 'spam', note: 'Do not post the same ad ten times' });
    expect((await reportsOf(ad.id))[0]?.state).toBe('actioned');
  });
});
