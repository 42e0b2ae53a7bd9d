import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { parseAdQuery, parseInvestmentQuery } from '@/features/listings/schemas/catalogue-query';
import { getFileStorage, resetFileStorage } from '@/lib/files/storage';
import { listPublicListings } from '@/features/listings/server/catalogue';
import { publishedListingsForSitemap } from '@/features/listings/server/sitemap';
import { photoVariantKey } from '@/features/listings/photo-url';
import { seed } from '@/lib/seed/demo';
import { DEMO_PHOTOS_DIR, seedDemoListings } from '@/lib/seed/listings';

const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;

beforeAll(() => {
  process.env.FILES_DIR = mkdtempSync(path.join(tmpdir(), 'fursa-catalogue-seed-'));
  resetFileStorage();
});

describe('demo listings', () => {
  it('ships 10-12 small project-made photos', () => {
    const files = readdirSync(DEMO_PHOTOS_DIR).filter((f) => f.endsWith('.webp'));
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it('seeds 30+ published ads and opportunities in both languages, with photos, once', async () => {
    const started = Date.now();
    await seed({ SEED_DEMO: 'true' } as unknown as NodeJS.ProcessEnv);
    expect(Date.now() - started).toBeLessThan(10_000 + 15_000); // migrations and hashing included
    expect(await seedDemoListings()).toBeNull(); // idempotent
    await seed({ SEED_DEMO: 'true' } as unknown as NodeJS.ProcessEnv);

    const ads = await listPublicListings('advertisement', null, parseAdQuery({}));
    const opps = await listPublicListings('opportunity', null, parseInvestmentQuery({}));
    expect(ads.total).toBeGreaterThanOrEqual(30);
    expect(opps.total).toBeGreaterThanOrEqual(30);
    expect(ads.items.every((a) => a.cover)).toBe(true);
    expect(ads.items.some((a) => a.featured)).toBe(true);

    const db = await getDb();
    const all = await db.select({ title: schema.advertisements.title }).from(schema.advertisements);
    expect(all.filter((a) => ARABIC.test(a.title) && !LATIN.test(a.title)).length).toBeGreaterThan(
      5,
    );
    expect(all.filter((a) => LATIN.test(a.title) && !ARABIC.test(a.title)).length).toBeGreaterThan(
      5,
    );
    expect(all.some((a) => LATIN.test(a.title) && ARABIC.test(a.title))).toBe(true);

    const [owner] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'owner@fursa.local'));
    const [mine] = await db
      .select({ n: count() })
      .from(schema.advertisements)
      .where(eq(schema.advertisements.ownerId, owner!.id));
    expect(mine!.n).toBeGreaterThan(5);

    // Every variant of a cover is in storage.
    const cover = ads.items[0]!.cover!;
    for (const width of [320, 640, 1280, 1920] as const) {
      expect(await getFileStorage().get(photoVariantKey(cover.storageKey, width))).not.toBeNull();
    }
  }, 60_000);

  it('lists published listings for the sitemap, within the limit', async () => {
    const all = await publishedListingsForSitemap(1000);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((l) => l.kind))).toEqual(new Set(['advertisement', 'opportunity']));
    expect(await publishedListingsForSitemap(7)).toHaveLength(7);
  });
});
