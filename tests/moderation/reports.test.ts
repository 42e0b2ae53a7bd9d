import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dismissReports,
  getReportedState,
  REPORT_RATE_LIMITS,
  reportTarget,
  resolveReports,
} from '@/features/moderation/server/reports';
import type { ModerationReason } from '@/features/moderation/reasons';
import { getReportCase } from '@/features/moderation/server/report-case';
import { listReportQueue } from '@/features/moderation/server/report-queue';
import { getDb, schema } from '@/lib/db';
import { DomainError } from '@/lib/errors/domain-error';
import {
  createAd,
  createChat,
  createUser,
  notificationsOf,
  reportsOf,
  type ReportUser,
} from './reports-helpers';

/** The refusal key a call throws (a DomainError), or 'ok'. */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return error.key;
    throw error;
  }
}

const reportAd = (user: ReportUser, id: string, reason: ModerationReason = 'fraud', note = '') =>
  reportTarget(user, { targetKind: 'advertisement', targetId: id, reason, note });
const reportMessage = (user: ReportUser, id: string) =>
  reportTarget(user, { targetKind: 'message', targetId: id, reason: 'harassment' });

describe('reporting a listing or a message', () => {
  it('a member reports a published listing: stored about its owner, the reporter told', async () => {
    const owner = await createUser('OWNER');
    const investor = await createUser('INVESTOR');
    const ad = await createAd(owner.id, 'published', 'Cheap gold bars');
    const { reportId } = await reportAd(investor, ad.id, 'fraud', 'Asks for a deposit first');
    const [report] = await reportsOf(ad.id);
    expect(report).toMatchObject({
      id: reportId,
      reporterId: investor.id,
      targetKind: 'advertisement',
      subjectUserId: owner.id,
      reason: 'fraud',
      note: 'Asks for a deposit first',
      state: 'open',
    });
    const [received] = await notificationsOf(investor.id, 'report_received');
    expect(received?.data).toEqual({ reportId, targetTitle: 'Cheap gold bars' });
    expect(await notificationsOf(owner.id, 'report_received')).toEqual([]);
    expect(await getReportedState(investor, { targetKind: 'advertisement', targetId: ad.id })).toBe(
      true,
    );
    expect(await getReportedState(owner, { targetKind: 'advertisement', targetId: ad.id })).toBe(
      false,
    );
  });

  it('an owner may report another owner’s listing, never their own', async () => {
    const owner = await createUser('OWNER');
    const other = await createUser('OWNER');
    const ad = await createAd(owner.id);
    expect(await outcome(reportAd(owner, ad.id))).toBe('report.own_target');
    expect(await outcome(reportAd(other, ad.id))).toBe('ok');
  });

  it('a listing nobody can see (draft, hidden, unknown) is not found', async () => {
    const owner = await createUser('OWNER');
    const investor = await createUser('INVESTOR');
    for (const status of ['draft', 'pending_review', 'hidden', 'removed']) {
      const ad = await createAd(owner.id, status);
      expect(await outcome(reportAd(investor, ad.id))).toBe('report.not_found');
    }
    expect(await outcome(reportAd(investor, randomUUID()))).toBe('report.not_found');
  });

  it('a message of the other party is reported about its sender, titled with their name', async () => {
    const { owner, investor, messages } = await createChat(['Hello', 'Send money now or else']);
    const rude = messages[1]!;
    const { reportId } = await reportMessage(investor, rude.id);
    const [report] = await reportsOf(rude.id);
    expect(report).toMatchObject({ targetKind: 'message', subjectUserId: owner.id });
    const [received] = await notificationsOf(investor.id, 'report_received');
    expect(received?.data).toEqual({ reportId, targetTitle: 'Owner Olfa' });
  });

  it('one’s own message, or one in a conversation of others, cannot be reported', async () => {
    const { owner, investor, messages } = await createChat(['Hello', 'Hi']);
    const stranger = await createUser('INVESTOR');
    expect(await outcome(reportMessage(investor, messages[0]!.id))).toBe('report.own_target');
    expect(await outcome(reportMessage(owner, messages[1]!.id))).toBe('report.own_target');
    expect(await outcome(reportMessage(stranger, messages[0]!.id))).toBe('report.not_found');
    expect(await outcome(reportMessage(stranger, randomUUID()))).toBe('report.not_found');
    expect(await reportsOf(messages[0]!.id)).toEqual([]);
  });

  it('one report per user and target', async () => {
    const owner = await createUser('OWNER');
    const investor = await createUser('INVESTOR');
    const ad = await createAd(owner.id);
    expect(await outcome(reportAd(investor, ad.id))).toBe('ok');
    expect(await outcome(reportAd(investor, ad.id, 'spam'))).toBe('report.already_reported');
    const together = await Promise.all([
      outcome(reportAd(await createUser('INVESTOR'), ad.id)),
      outcome(reportAd(investor, ad.id)),
    ]);
    expect(together).toEqual(['ok', 'report.already_reported']);
    expect(await reportsOf(ad.id)).toHaveLength(2);
  });

  it('staff do not report', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    for (const type of ['ADMIN', 'MODERATOR'] as const) {
      expect(await outcome(reportAd(await createUser(type), ad.id))).toBe('forbidden');
    }
    expect(await reportsOf(ad.id)).toEqual([]);
  });

  it('is rate-limited per reporter: the hour’s allowance, then a wait', async () => {
    const investor = await createUser('INVESTOR');
    const owner = await createUser('OWNER');
    const hourly = REPORT_RATE_LIMITS[0]!;
    expect(hourly).toEqual({ limit: 10, windowSeconds: 3600 });
    for (let i = 0; i < hourly.limit; i++) {
      expect(await outcome(reportAd(investor, (await createAd(owner.id)).id))).toBe('ok');
    }
    const ad = await createAd(owner.id);
    const refused = reportAd(investor, ad.id);
    await expect(refused).rejects.toMatchObject({ key: 'rateLimited' });
    await refused.catch((error: DomainError) =>
      expect(error.retryAfterSeconds).toBeGreaterThan(3000),
    );
    expect(await reportsOf(ad.id)).toEqual([]);
    // Another reporter is not held back.
    expect(await outcome(reportAd(await createUser('INVESTOR'), ad.id))).toBe('ok');
  });
});

describe('resolving reports', () => {
  it('dismissing resolves every open report, tells each reporter, and is audited', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id, 'published', 'A fine bakery');
    const reporters = [await createUser('INVESTOR'), await createUser('OWNER')];
    for (const reporter of reporters) await reportAd(reporter, ad.id);
    const moderator = await createUser('MODERATOR');
    const target = { targetKind: 'advertisement' as const, targetId: ad.id };
    expect(await dismissReports(moderator, target)).toEqual({ resolved: 2 });
    for (const row of await reportsOf(ad.id)) {
      expect(row).toMatchObject({
        state: 'dismissed',
        outcome: 'dismissed',
        resolvedBy: moderator.id,
      });
      expect(row.resolvedAt).toBeInstanceOf(Date);
    }
    for (const reporter of reporters) {
      const [told] = await notificationsOf(reporter.id, 'report_resolved');
      expect(told?.data).toMatchObject({ targetTitle: 'A fine bakery', outcome: 'dismissed' });
    }
    const db = await getDb();
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetId, ad.id));
    expect(audit).toMatchObject([
      { action: 'report.dismiss', actorId: moderator.id, targetKind: 'advertisement' },
    ]);
    expect(await outcome(dismissReports(moderator, target))).toBe('report.nothing_open');
  });

  it('resolveReports inside a caller’s transaction marks them actioned', async () => {
    const { investor, messages } = await createChat(['Hi', 'Pay me outside the app']);
    await reportMessage(investor, messages[1]!.id);
    const admin = await createUser('ADMIN');
    const db = await getDb();
    const result = await db.transaction((tx) =>
      resolveReports(
        admin,
        { targetKind: 'message', targetId: messages[1]!.id, outcome: 'actioned' },
        tx,
      ),
    );
    expect(result.resolved).toBe(1);
    expect(result.notifications[0]?.data).toMatchObject({
      targetTitle: 'Owner Olfa',
      outcome: 'actioned',
    });
    expect((await reportsOf(messages[1]!.id))[0]?.state).toBe('actioned');
  });

  it('a member may not resolve or dismiss', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    const investor = await createUser('INVESTOR');
    await reportAd(investor, ad.id);
    const target = { targetKind: 'advertisement' as const, targetId: ad.id };
    expect(await outcome(dismissReports(owner, target))).toBe('forbidden');
    expect(await outcome(resolveReports(investor, { ...target, outcome: 'actioned' }))).toBe(
      'forbidden',
    );
    expect((await reportsOf(ad.id))[0]?.state).toBe('open');
  });
});

describe('the queue and the case', () => {
  it('groups reports by target; newest or most reported first; filters by reason and state', async () => {
    const moderator = await createUser('MODERATOR');
    const owner = await createUser('OWNER', 'Queue Owner');
    const [once, thrice] = [await createAd(owner.id), await createAd(owner.id, 'published', 'Hot')];
    for (let i = 0; i < 3; i++) {
      await reportAd(await createUser('INVESTOR'), thrice.id, i === 0 ? 'spam' : 'fraud');
    }
    await reportAd(await createUser('INVESTOR'), once.id, 'misleading');
    const mine = (items: Array<{ targetId: string }>) =>
      items.filter((item) => [once.id, thrice.id].includes(item.targetId)).map((i) => i.targetId);

    const newest = await listReportQueue(moderator, { sort: 'newest' });
    expect(mine(newest.items)).toEqual([once.id, thrice.id]);
    const most = await listReportQueue(moderator, { sort: 'most_reported' });
    expect(mine(most.items)).toEqual([thrice.id, once.id]);
    const hot = most.items.find((item) => item.targetId === thrice.id)!;
    expect(hot).toMatchObject({
      targetKind: 'advertisement',
      reportCount: 3,
      target: { title: 'Hot', status: 'published', subject: { id: owner.id, name: 'Queue Owner' } },
    });
    expect([...hot.reasons].sort()).toEqual(['fraud', 'spam']);
    expect(hot.latestAt).toBeInstanceOf(Date);

    const spam = await listReportQueue(moderator, { reason: 'spam' });
    expect(mine(spam.items)).toEqual([thrice.id]);
    const messagesOnly = await listReportQueue(moderator, { targetKind: 'message' });
    expect(mine(messagesOnly.items)).toEqual([]);

    await dismissReports(moderator, { targetKind: 'advertisement', targetId: once.id });
    expect(mine((await listReportQueue(moderator, {})).items)).toEqual([thrice.id]);
    const dismissed = await listReportQueue(moderator, { state: 'dismissed' });
    expect(mine(dismissed.items)).toEqual([once.id]);
    expect(mine((await listReportQueue(moderator, { state: 'all' })).items)).toHaveLength(2);
  });

  it('pages through the targets', async () => {
    const admin = await createUser('ADMIN');
    const owner = await createUser('OWNER');
    const reporter = await createUser('INVESTOR');
    const db = await getDb();
    // Straight in the table: the rate limit is not what this is about.
    for (let i = 0; i < 25; i++) {
      const ad = await createAd(owner.id);
      await db.insert(schema.reports).values({
        reporterId: reporter.id,
        targetKind: 'advertisement',
        targetId: ad.id,
        subjectUserId: owner.id,
        reason: 'other',
        note: 'paging',
      });
    }
    const first = await listReportQueue(admin, { state: 'open' });
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(25);
    const last = await listReportQueue(admin, { page: first.pageCount });
    expect(last.page).toBe(first.pageCount);
    expect(last.items.length).toBeGreaterThan(0);
  });

  it('a message case shows only the reported message and its neighbours', async () => {
    const bodies = Array.from({ length: 12 }, (_, i) => `message ${i}`);
    const { investor, owner, messages } = await createChat(bodies);
    const reported = messages[7]!;
    await reportMessage(investor, reported.id);
    const moderator = await createUser('MODERATOR');
    const found = await getReportCase(moderator, { targetKind: 'message', targetId: reported.id });
    expect(found?.excerpt?.map((m) => m.body)).toEqual(bodies.slice(4, 11));
    expect(found?.excerpt?.filter((m) => m.reported).map((m) => m.id)).toEqual([reported.id]);
    expect(found?.excerpt?.[3]?.sender).toEqual({ id: owner.id, name: 'Owner Olfa' });
    expect(found?.excerpt?.[0]?.sender.id).toBe(investor.id);
    expect(found?.subject).toMatchObject({ id: owner.id, name: 'Owner Olfa', type: 'OWNER' });
    expect(found?.reports).toMatchObject([
      {
        reporter: { id: investor.id, name: 'Investor Ilyas' },
        reason: 'harassment',
        state: 'open',
      },
    ]);
    expect(found?.listing).toBeNull();
    // At the start of the chat there is nothing before it.
    await reportMessage(owner, messages[0]!.id);
    const start = await getReportCase(moderator, {
      targetKind: 'message',
      targetId: messages[0]!.id,
    });
    expect(start?.excerpt?.map((m) => m.body)).toEqual(bodies.slice(0, 4));
    // A message nobody reported is not open to moderators.
    expect(
      await getReportCase(moderator, { targetKind: 'message', targetId: messages[3]!.id }),
    ).toBeNull();
  });

  it('a listing case shows the listing with its state and reports', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id, 'published', 'Rare coins');
    const investor = await createUser('INVESTOR');
    await reportAd(investor, ad.id, 'other', 'They are fake');
    const found = await getReportCase(await createUser('ADMIN'), {
      targetKind: 'advertisement',
      targetId: ad.id,
    });
    expect(found).toMatchObject({
      listing: { kind: 'advertisement', id: ad.id, title: 'Rare coins', status: 'published' },
      subject: { id: owner.id },
      reports: [{ reason: 'other', note: 'They are fake' }],
      excerpt: null,
    });
  });

  it('a target deleted since its reports keeps a case, so they can still be dismissed', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    await reportAd(await createUser('INVESTOR'), ad.id);
    const db = await getDb();
    await db.delete(schema.advertisements).where(eq(schema.advertisements.id, ad.id));
    const moderator = await createUser('MODERATOR');
    const target = { targetKind: 'advertisement' as const, targetId: ad.id };
    const queued = (await listReportQueue(moderator, {})).items.find((i) => i.targetId === ad.id);
    expect(queued?.target).toBeNull();
    expect(await getReportCase(moderator, target)).toMatchObject({
      listing: null,
      excerpt: null,
      subject: null,
      reports: [{ state: 'open' }],
    });
    expect(await dismissReports(moderator, target)).toEqual({ resolved: 1 });
  });

  it('a member may not read the queue or a case', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    const investor = await createUser('INVESTOR');
    await reportAd(investor, ad.id);
    for (const member of [owner, investor]) {
      expect(await outcome(listReportQueue(member, {}))).toBe('forbidden');
      expect(
        await outcome(getReportCase(member, { targetKind: 'advertisement', targetId: ad.id })),
      ).toBe('forbidden');
    }
  });
});
