import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { DomainError } from '@/lib/errors/domain-error';
import {
  changeListingStatus,
  deleteListing,
  getOwnerListing,
  updateListing,
} from '@/features/listings/server/owner-listings';
import { getPublicListing } from '@/features/listings/server/catalogue';
import { isMissingListingPath } from '@/features/listings/server/public-listing-path';
import type { ListingKind } from '@/features/listings/taxonomy';
import {
  approveListing,
  hideListing,
  listReviewQueue,
  removeListing,
  searchAllListings,
} from '@/features/moderation/server/listing-review';
import { getStaffListing } from '@/features/moderation/server/staff-listings';
import { decodeModerationNote } from '@/features/moderation/moderation-note';
import { saveSearch } from '@/features/saved-searches/server/saved-searches';
import { insertAd, insertOpportunity, insertUser } from '../listings/catalogue-fixtures';
import { adData } from '../listings/owner-helpers';

type Staff = { id: string; email: string; type: 'ADMIN' | 'MODERATOR' };

async function staffUser(type: Staff['type'] = 'MODERATOR'): Promise<Staff> {
  const db = await getDb();
  const email = `mod-${randomUUID()}@example.com`;
  const [row] = await db
    .insert(schema.users)
    .values({ name: 'Moderator', email, passwordHash: 'x', type })
    .returning();
  return { id: row!.id, email, type };
}

async function addPhoto(kind: ListingKind, listingId: string) {
  const db = await getDb();
  await db.insert(schema.listingImages).values({
    listingKind: kind,
    listingId,
    storageKey: `test/${randomUUID()}`,
    width: 800,
    height: 600,
  });
}

/** A draft advertisement with a photo, ready to publish. */
async function draftAd(
  ownerId: string,
  fields: Partial<typeof schema.advertisements.$inferInsert> = {},
) {
  const ad = await insertAd({
    ownerId,
    title: 'Coffee shop for sale',
    description: 'A busy coffee shop in a prime location.',
    category: 'food_beverage',
    priceMinor: 250_000_00,
    status: 'draft',
    publishedAt: null,
    ...fields,
  });
  await addPhoto('advertisement', ad.id);
  return ad;
}

const publish = (
  owner: { id: string; type: string },
  id: string,
  kind: ListingKind = 'advertisement',
) => changeListingStatus(owner, { kind, id, change: 'publish' });

async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.key;
}

async function rowOf(id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.advertisements)
    .where(eq(schema.advertisements.id, id));
  return row!;
}

async function notificationsOf(userId: string, type?: string) {
  const db = await getDb();
  return db
    .select()
    .from(schema.notifications)
    .where(
      and(
        eq(schema.notifications.userId, userId),
        type ? eq(schema.notifications.type, type) : undefined,
      ),
    );
}

async function auditOf(targetId: string) {
  const db = await getDb();
  return db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, targetId));
}

const investorViewer = { type: 'INVESTOR' as const, isSubscribed: true };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('LISTING_REVIEW', () => {
  it('off: publishes at once', async () => {
    vi.stubEnv('LISTING_REVIEW', 'off');
    const owner = await insertUser('OWNER');
    const ad = await draftAd(owner.id);
    expect(await publish(owner, ad.id)).toEqual({ status: 'published' });
  });

  it('first: the owner’s first listing waits; once one was approved, the next goes live', async () => {
    vi.stubEnv('LISTING_REVIEW', 'first');
    const owner = await insertUser('OWNER');
    const moderator = await staffUser();
    const first = await draftAd(owner.id);
    expect(await publish(owner, first.id)).toEqual({ status: 'pending_review' });
    const second = await draftAd(owner.id, { title: 'Bakery for sale' });
    expect(await publish(owner, second.id)).toEqual({ status: 'pending_review' });
    await approveListing(moderator, { kind: 'advertisement', id: first.id });
    const third = await insertOpportunity({
      ownerId: owner.id,
      status: 'draft',
      publishedAt: null,
    });
    await addPhoto('opportunity', third.id);
    expect(await publish(owner, third.id, 'opportunity')).toEqual({ status: 'published' });
  });

  it('all: every publish waits, and editing a published listing sends it back', async () => {
    const owner = await insertUser('OWNER');
    const moderator = await staffUser();
    vi.stubEnv('LISTING_REVIEW', 'all');
    const ad = await draftAd(owner.id);
    expect(await publish(owner, ad.id)).toEqual({ status: 'pending_review' });
    const waiting = await rowOf(ad.id);
    expect(waiting.reviewRequestedAt).toBeInstanceOf(Date);
    expect(waiting.reviewFlags).toEqual([]);
    await approveListing(moderator, { kind: 'advertisement', id: ad.id });
    expect(
      await updateListing(owner, { ...adData({ title: 'Coffee shop, renamed' }), id: ad.id }),
    ).toEqual({ id: ad.id, sentForReview: true });
    expect((await rowOf(ad.id)).status).toBe('pending_review');
    // Under "off", the same edit keeps it live.
    vi.stubEnv('LISTING_REVIEW', 'off');
    await approveListing(moderator, { kind: 'advertisement', id: ad.id });
    expect(
      await updateListing(owner, { ...adData({ title: 'Coffee shop again' }), id: ad.id }),
    ).toEqual({ id: ad.id });
    expect((await rowOf(ad.id)).status).toBe('published');
  });
});

describe('automatic flags', () => {
  it('a phone number (Arabic-Indic digits too) or an e-mail address sends it to review', async () => {
    const owner = await insertUser('OWNER');
    const phone = await draftAd(owner.id, { description: 'للتواصل: ٠٥٠ ١٢٣ ٤٥٦٧ بعد العصر' });
    expect(await publish(owner, phone.id)).toEqual({ status: 'pending_review' });
    expect((await rowOf(phone.id)).reviewFlags).toEqual(['phone']);
    const mail = await draftAd(owner.id, { title: 'Write to shop@example.com' });
    expect(await publish(owner, mail.id)).toEqual({ status: 'pending_review' });
    expect((await rowOf(mail.id)).reviewFlags).toEqual(['email']);
    const opportunity = await insertOpportunity({
      ownerId: owner.id,
      status: 'draft',
      publishedAt: null,
      summary: 'Call +966 55 987 6543 for the deck',
    });
    await addPhoto('opportunity', opportunity.id);
    expect(await publish(owner, opportunity.id, 'opportunity')).toEqual({
      status: 'pending_review',
    });
    const price = await draftAd(owner.id, { description: 'Asking 2,500,000 SAR, est. 2019' });
    expect(await publish(owner, price.id)).toEqual({ status: 'published' });
  });

  it('a listed word, in either language, whatever its diacritics or letter forms', async () => {
    vi.stubEnv('LISTING_REVIEW_WORDS', 'casino, أرباح مضمونة');
    const owner = await insertUser('OWNER');
    const latin = await draftAd(owner.id, { title: 'CASINO equipment for sale' });
    expect(await publish(owner, latin.id)).toEqual({ status: 'pending_review' });
    const arabic = await draftAd(owner.id, {
      description: 'مشروع بأرباحٍ؟ لا: إرباحُ — ارباح مضمونـه!',
    });
    expect(await publish(owner, arabic.id)).toEqual({ status: 'pending_review' });
    expect((await rowOf(arabic.id)).reviewFlags).toEqual(['word']);
    const clean = await draftAd(owner.id, { title: 'Casinos of old, a history book shop' });
    expect(await publish(owner, clean.id)).toEqual({ status: 'published' });
  });

  it('a price far from its category’s median, only with five listings to compare', async () => {
    const owner = await insertUser('OWNER');
    const seller = await insertUser('OWNER');
    for (const price of [90_000, 100_000, 110_000, 95_000]) {
      await insertAd({ ownerId: seller.id, category: 'vehicles', priceMinor: price * 100 });
    }
    const early = await draftAd(owner.id, { category: 'vehicles', priceMinor: 5_000_000_00 });
    expect(await publish(owner, early.id)).toEqual({ status: 'published' });
    // Now five others (one of them the early outlier itself): median 100,000.
    const high = await draftAd(owner.id, { category: 'vehicles', priceMinor: 2_000_000_00 });
    expect(await publish(owner, high.id)).toEqual({ status: 'pending_review' });
    expect((await rowOf(high.id)).reviewFlags).toEqual(['price']);
    const low = await draftAd(owner.id, { category: 'vehicles', priceMinor: 500_00 });
    expect(await publish(owner, low.id)).toEqual({ status: 'pending_review' });
    const fair = await draftAd(owner.id, { category: 'vehicles', priceMinor: 150_000_00 });
    expect(await publish(owner, fair.id)).toEqual({ status: 'published' });
  });

  it('an opportunity’s range far from its sector’s is flagged', async () => {
    const owner = await insertUser('OWNER');
    const other = await insertUser('OWNER');
    for (let i = 0; i < 5; i++) {
      await insertOpportunity({ ownerId: other.id, sector: 'tourism' });
    }
    const draft = await insertOpportunity({
      ownerId: owner.id,
      sector: 'tourism',
      status: 'draft',
      publishedAt: null,
      amountMinMinor: 100_000_00,
      amountMaxMinor: 900_000_000_00,
    });
    await addPhoto('opportunity', draft.id);
    expect(await publish(owner, draft.id, 'opportunity')).toEqual({ status: 'pending_review' });
  });

  it('an edit that adds a flag sends a published listing back; an unchanged flag does not', async () => {
    const owner = await insertUser('OWNER');
    const moderator = await staffUser();
    const ad = await draftAd(owner.id);
    await publish(owner, ad.id);
    const withPhone = adData({ description: 'Great location. Call 0501234567 any time.' });
    expect(await updateListing(owner, { ...withPhone, id: ad.id })).toEqual({
      id: ad.id,
      sentForReview: true,
    });
    expect(await rowOf(ad.id)).toMatchObject({ status: 'pending_review', reviewFlags: ['phone'] });
    await approveListing(moderator, { kind: 'advertisement', id: ad.id });
    const retitled = { ...withPhone, title: 'Coffee shop with a view' };
    expect(await updateListing(owner, { ...retitled, id: ad.id })).toEqual({ id: ad.id });
    expect((await rowOf(ad.id)).status).toBe('published');
  });
});

describe('moderators', () => {
  it('approving publishes, notifies the owner and alerts saved searches exactly once', async () => {
    vi.stubEnv('LISTING_REVIEW', 'all');
    const owner = await insertUser('OWNER');
    const investor = await insertUser('INVESTOR');
    const moderator = await staffUser();
    await saveSearch(investor, 'advertisement', { category: 'food_beverage' });
    const ad = await draftAd(owner.id);
    await publish(owner, ad.id);
    expect(await notificationsOf(investor.id, 'saved_search_match')).toHaveLength(0);
    expect(await getPublicListing('advertisement', investorViewer, ad.id)).toBeNull();
    expect(await isMissingListingPath(`/advertisements/${ad.id}`)).toBe(true);

    const result = await approveListing(moderator, { kind: 'advertisement', id: ad.id });
    expect(result.status).toBe('published');
    expect(await rowOf(ad.id)).toMatchObject({
      status: 'published',
      reviewFlags: [],
      reviewRequestedAt: null,
      moderationReason: null,
    });
    expect((await rowOf(ad.id)).publishedAt).toBeInstanceOf(Date);
    expect(await getPublicListing('advertisement', investorViewer, ad.id)).not.toBeNull();
    expect(await notificationsOf(investor.id, 'saved_search_match')).toHaveLength(1);
    const [approved] = await notificationsOf(owner.id, 'listing_approved');
    expect(approved?.data).toMatchObject({ listingKind: 'advertisement', listingId: ad.id });
    // A second approval is refused (no longer waiting): nobody is alerted twice.
    expect(await refusal(approveListing(moderator, { kind: 'advertisement', id: ad.id }))).toBe(
      'moderation.listing_state',
    );
    expect(await notificationsOf(investor.id, 'saved_search_match')).toHaveLength(1);
  });

  it('hiding: the owner sees the reason, the public does not see it, edit and resubmit', async () => {
    const owner = await insertUser('OWNER');
    const moderator = await staffUser();
    const ad = await draftAd(owner.id);
    await publish(owner, ad.id);
    const note = 'The photos show another shop.';
    await hideListing(moderator, { kind: 'advertisement', id: ad.id, reason: 'misleading', note });
    expect(await getPublicListing('advertisement', investorViewer, ad.id)).toBeNull();
    const mine = await getOwnerListing(owner, 'advertisement', ad.id);
    expect(mine?.status).toBe('hidden');
    expect(decodeModerationNote(mine!.moderationReason)).toEqual({ reason: 'misleading', note });
    const [hidden] = await notificationsOf(owner.id, 'listing_hidden');
    expect(hidden?.data).toEqual({
      listingKind: 'advertisement',
      listingId: ad.id,
      listingTitle: ad.title,
      reason: 'misleading',
      note,
    });
    // No way around the moderator: neither drafts nor the archive.
    for (const change of ['unpublish', 'archive'] as const) {
      expect(
        await refusal(changeListingStatus(owner, { kind: 'advertisement', id: ad.id, change })),
      ).toBe('listing.wrong_status');
    }
    expect(
      await updateListing(owner, { ...adData({ title: 'My own coffee shop' }), id: ad.id }),
    ).toEqual({ id: ad.id });
    expect((await rowOf(ad.id)).status).toBe('hidden');
    expect(await publish(owner, ad.id)).toEqual({ status: 'pending_review' });
    const queue = await listReviewQueue(moderator, {});
    expect(queue.items.map((row) => row.id)).toContain(ad.id);
    await approveListing(moderator, { kind: 'advertisement', id: ad.id });
    expect(await getPublicListing('advertisement', investorViewer, ad.id)).not.toBeNull();
  });

  it('removing is final for the owner, who may still delete it', async () => {
    const owner = await insertUser('OWNER');
    const moderator = await staffUser('ADMIN');
    const ad = await draftAd(owner.id);
    await publish(owner, ad.id);
    await removeListing(moderator, {
      kind: 'advertisement',
      id: ad.id,
      reason: 'fraud',
      note: '',
    });
    for (const change of ['publish', 'unpublish', 'archive'] as const) {
      expect(
        await refusal(changeListingStatus(owner, { kind: 'advertisement', id: ad.id, change })),
      ).toBe('listing.locked');
    }
    expect(await refusal(updateListing(owner, { ...adData(), id: ad.id }))).toBe('listing.locked');
    expect(
      await refusal(
        hideListing(moderator, { kind: 'advertisement', id: ad.id, reason: 'spam', note: '' }),
      ),
    ).toBe('moderation.listing_state');
    expect(
      await refusal(
        removeListing(moderator, { kind: 'advertisement', id: ad.id, reason: 'spam', note: '' }),
      ),
    ).toBe('moderation.listing_state');
    const [removed] = await notificationsOf(owner.id, 'listing_removed');
    expect(removed?.data).toMatchObject({ reason: 'fraud', note: '' });
    await deleteListing(owner, { kind: 'advertisement', id: ad.id });
    expect(await getOwnerListing(owner, 'advertisement', ad.id)).toBeNull();
  });

  it('a held listing cannot be changed by its owner', async () => {
    const owner = await insertUser('OWNER');
    const ad = await draftAd(owner.id, { status: 'held', publishedAt: new Date() });
    expect(await refusal(publish(owner, ad.id))).toBe('listing.locked');
    expect(await refusal(updateListing(owner, { ...adData(), id: ad.id }))).toBe('listing.locked');
  });

  it('an approved listing of a suspended owner is held until they are restored', async () => {
    const owner = await insertUser('OWNER');
    const moderator = await staffUser();
    const db = await getDb();
    await db
      .update(schema.users)
      .set({ suspendedAt: new Date(), suspendedUntil: null })
      .where(eq(schema.users.id, owner.id));
    const ad = await insertAd({ ownerId: owner.id, status: 'pending_review', publishedAt: null });
    await addPhoto('advertisement', ad.id);
    const result = await approveListing(moderator, { kind: 'advertisement', id: ad.id });
    expect(result.status).toBe('held');
    expect(await getPublicListing('advertisement', investorViewer, ad.id)).toBeNull();
    // A suspension that has run out no longer holds anything back.
    await db
      .update(schema.users)
      .set({ suspendedUntil: new Date(Date.now() - 60_000) })
      .where(eq(schema.users.id, owner.id));
    const later = await insertAd({
      ownerId: owner.id,
      status: 'pending_review',
      publishedAt: null,
    });
    await addPhoto('advertisement', later.id);
    expect((await approveListing(moderator, { kind: 'advertisement', id: later.id })).status).toBe(
      'published',
    );
  });

  it('members are refused every staff service', async () => {
    const owner = await insertUser('OWNER');
    const investor = await insertUser('INVESTOR');
    const ad = await insertAd({ ownerId: owner.id, status: 'pending_review', publishedAt: null });
    const ref = { kind: 'advertisement' as const, id: ad.id };
    const decision = { ...ref, reason: 'spam' as const, note: '' };
    for (const member of [owner, investor]) {
      const actor = { id: member.id, email: member.email, type: member.type };
      expect(await refusal(approveListing(actor, ref))).toBe('forbidden');
      expect(await refusal(hideListing(actor, decision))).toBe('forbidden');
      expect(await refusal(removeListing(actor, decision))).toBe('forbidden');
      expect(await refusal(listReviewQueue(actor))).toBe('forbidden');
      expect(await refusal(searchAllListings(actor))).toBe('forbidden');
      expect(await refusal(getStaffListing(actor, 'advertisement', ad.id))).toBe('forbidden');
    }
    expect((await rowOf(ad.id)).status).toBe('pending_review');
    expect(await auditOf(ad.id)).toEqual([]);
  });

  it('every move is audited with who, before, after and the reason', async () => {
    const owner = await insertUser('OWNER');
    const moderator = await staffUser();
    const ad = await insertAd({ ownerId: owner.id, status: 'pending_review', publishedAt: null });
    await addPhoto('advertisement', ad.id);
    await approveListing(moderator, { kind: 'advertisement', id: ad.id });
    await hideListing(moderator, {
      kind: 'advertisement',
      id: ad.id,
      reason: 'other',
      note: 'Duplicate of another listing',
    });
    await removeListing(moderator, { kind: 'advertisement', id: ad.id, reason: 'spam', note: '' });
    const rows = (await auditOf(ad.id)).sort((a, b) => +a.createdAt - +b.createdAt);
    expect(
      rows.map((row) => [row.action, row.before?.status, row.after?.status, row.reason]),
    ).toEqual([
      ['listing.approve', 'pending_review', 'published', null],
      ['listing.hide', 'published', 'hidden', 'other: Duplicate of another listing'],
      ['listing.remove', 'hidden', 'removed', 'spam'],
    ]);
    expect(
      rows.every((row) => row.actorId === moderator.id && row.targetKind === 'advertisement'),
    ).toBe(true);
  });
});

describe('the staff lists', () => {
  it('the queue: waiting listings of both kinds, the longest-waiting first, by kind and flag', async () => {
    const owner = await insertUser('OWNER');
    const moderator = await staffUser();
    const older = await insertAd({
      ownerId: owner.id,
      status: 'pending_review',
      publishedAt: null,
      reviewRequestedAt: new Date(Date.now() - 3_600_000),
      reviewFlags: ['phone'],
    });
    const newer = await insertOpportunity({
      ownerId: owner.id,
      status: 'pending_review',
      publishedAt: null,
      reviewRequestedAt: new Date(),
    });
    await insertAd({ ownerId: owner.id, status: 'published' });
    const queue = await listReviewQueue(moderator, {});
    const ids = queue.items.map((row) => row.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(queue.items.every((row) => row.status === 'pending_review')).toBe(true);
    expect(queue.items.find((row) => row.id === older.id)).toMatchObject({
      kind: 'advertisement',
      ownerEmail: owner.email,
      reviewFlags: ['phone'],
    });
    const flagged = await listReviewQueue(moderator, { flag: 'phone' });
    expect(flagged.items.map((row) => row.id)).toContain(older.id);
    expect(flagged.items.every((row) => row.reviewFlags.includes('phone'))).toBe(true);
    expect(flagged.items.map((row) => row.id)).not.toContain(newer.id);
    const opportunities = await listReviewQueue(moderator, { kind: 'opportunity' });
    expect(opportunities.items.map((row) => row.id)).toContain(newer.id);
    expect(opportunities.items.some((row) => row.kind === 'advertisement')).toBe(false);
  });

  it('search: any state, by title or owner e-mail, with the preview’s reports count', async () => {
    const owner = await insertUser('OWNER');
    const moderator = await staffUser();
    const removed = await insertAd({
      ownerId: owner.id,
      title: 'Zebra-striped food truck',
      status: 'removed',
      publishedAt: null,
    });
    const byTitle = await searchAllListings(moderator, { q: 'zebra-striped' });
    expect(byTitle.items.map((row) => row.id)).toEqual([removed.id]);
    const byOwner = await searchAllListings(moderator, { q: owner.email, status: 'removed' });
    expect(byOwner.items.map((row) => row.id)).toEqual([removed.id]);
    expect(
      (await searchAllListings(moderator, { q: owner.email, kind: 'opportunity' })).total,
    ).toBe(0);
    const preview = await getStaffListing(moderator, 'advertisement', removed.id);
    expect(preview).toMatchObject({
      owner: { email: owner.email },
      reports: { total: 0, open: 0 },
      listing: { status: 'removed' },
    });
    expect(await getStaffListing(moderator, 'opportunity', removed.id)).toBeNull();
  });
});
