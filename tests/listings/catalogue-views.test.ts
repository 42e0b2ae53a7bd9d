import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { recordListingView, viewDay, visitorKeyOf } from '@/features/listings/server/views';
import { insertAd, insertOpportunity, insertUser } from './catalogue-fixtures';

async function viewsOf(kind: 'advertisement' | 'opportunity', id: string) {
  const db = await getDb();
  const table = kind === 'advertisement' ? schema.advertisements : schema.opportunities;
  const [row] = await db.select({ views: table.views }).from(table).where(eq(table.id, id));
  return row!.views;
}

describe('listing views', () => {
  it('counts one view per visitor per day', async () => {
    const owner = await insertUser('OWNER');
    const ad = await insertAd({ ownerId: owner.id, views: 10 });
    const monday = new Date('2025-03-03T10:00:00Z');
    expect(await recordListingView('advertisement', ad.id, 'v:one', monday)).toBe(true);
    expect(await recordListingView('advertisement', ad.id, 'v:one', monday)).toBe(false);
    expect(
      await recordListingView('advertisement', ad.id, 'v:one', new Date('2025-03-03T20:00:00Z')),
    ).toBe(false);
    expect(await recordListingView('advertisement', ad.id, 'v:two', monday)).toBe(true);
    expect(
      await recordListingView('advertisement', ad.id, 'v:one', new Date('2025-03-04T10:00:00Z')),
    ).toBe(true);
    expect(await viewsOf('advertisement', ad.id)).toBe(13);
  });

  it('keeps advertisements and opportunities apart', async () => {
    const owner = await insertUser('OWNER');
    const item = await insertOpportunity({ ownerId: owner.id });
    expect(await recordListingView('opportunity', item.id, 'v:one')).toBe(true);
    expect(await recordListingView('opportunity', item.id, 'v:one')).toBe(false);
    expect(await viewsOf('opportunity', item.id)).toBe(1);
  });

  it('counts concurrent requests of one visitor once', async () => {
    const owner = await insertUser('OWNER');
    const ad = await insertAd({ ownerId: owner.id });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => recordListingView('advertisement', ad.id, 'v:burst')),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await viewsOf('advertisement', ad.id)).toBe(1);
  });

  it('uses the Riyadh calendar day', () => {
    expect(viewDay(new Date('2025-03-03T20:59:00Z'))).toBe('2025-03-03');
    expect(viewDay(new Date('2025-03-03T21:00:00Z'))).toBe('2025-03-04');
  });

  it('identifies a signed-in user by id and a visitor by a keyed hash', () => {
    expect(visitorKeyOf({ userId: 'abc', clientKey: '1.2.3.4', userAgent: 'x' })).toBe('u:abc');
    const a = visitorKeyOf({ clientKey: '1.2.3.4', userAgent: 'Firefox', secret: 's1' });
    expect(a).toMatch(/^v:[A-Za-z0-9_-]{43}$/);
    expect(a).not.toContain('1.2.3.4');
    expect(visitorKeyOf({ clientKey: '1.2.3.4', userAgent: 'Firefox', secret: 's1' })).toBe(a);
    expect(visitorKeyOf({ clientKey: '1.2.3.5', userAgent: 'Firefox', secret: 's1' })).not.toBe(a);
    expect(visitorKeyOf({ clientKey: '1.2.3.4', userAgent: 'Chrome', secret: 's1' })).not.toBe(a);
    expect(visitorKeyOf({ clientKey: '1.2.3.4', userAgent: 'Firefox', secret: 's2' })).not.toBe(a);
  });
});
