import 'server-only';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { parseMajorToMinor } from '@/lib/format/money';
import { photoVariantKey } from '@/features/listings/photo-url';
import type { ListingKind } from '@/features/listings/taxonomy';
import { hashPassword } from '@/features/accounts/server/password';
import { getFileStorage, newFileKey } from '@/lib/files/storage';
import { makePhotoVariants } from '@/features/listings/server/photos';
import { DEMO_PASSWORD } from './demo';
import {
  DEMO_ADS,
  DEMO_OPPORTUNITIES,
  EXTRA_DEMO_OWNERS,
  type DemoOwnerKey,
  type DemoPhoto,
} from './listings-data';

/** The project-made demo photos (scripts/make-demo-photos.mjs), shipped in the repository. */
export const DEMO_PHOTOS_DIR = path.join(process.cwd(), 'lib', 'seed', 'photos');
export const DEMO_OWNER_EMAIL = 'owner@fursa.local';

const HOUR = 3_600_000;
const minor = (major: number) => parseMajorToMinor(String(major), 'SAR')!;

type Encoded = Awaited<ReturnType<typeof makePhotoVariants>>;
type ImageRow = typeof schema.listingImages.$inferInsert;

/**
 * Published demo advertisements and opportunities in both languages, with photos, owned by the
 * README's demo owner and two more demo owners. Runs after the demo accounts exist; does nothing
 * when the demo owner already has listings (idempotent), or when there is no demo owner.
 */
export async function seedDemoListings(
  now: Date = new Date(),
): Promise<{ advertisements: number; opportunities: number } | null> {
  const db = await getDb();
  const { users, advertisements: ads, opportunities: opps } = schema;
  const [omar] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_OWNER_EMAIL));
  if (!omar) return null;
  const [hasAd] = await db
    .select({ id: ads.id })
    .from(ads)
    .where(eq(ads.ownerId, omar.id))
    .limit(1);
  const [hasOpp] = await db
    .select({ id: opps.id })
    .from(opps)
    .where(eq(opps.ownerId, omar.id))
    .limit(1);
  if (hasAd || hasOpp) return null;

  const owners = await demoOwners(omar.id);
  const photos = await encodeDemoPhotos();
  const images: ImageRow[] = [];
  const files: Promise<void>[] = [];
  const attach = (kind: ListingKind, listingId: string, names: DemoPhoto[]) =>
    names.forEach((name, position) => {
      const photo = photos.get(name)!;
      const storageKey = newFileKey(['listings', kind, listingId], 'webp').replace(/\.webp$/, '');
      const storage = getFileStorage();
      for (const v of photo.variants) {
        files.push(storage.put(photoVariantKey(storageKey, v.width), v.bytes, 'image/webp'));
      }
      const { width, height } = photo;
      images.push({ listingKind: kind, listingId, storageKey, width, height, position });
    });

  // Spread over the last two months, newest first, so sorting and "latest" look real.
  const ago = (i: number, offset: number) => new Date(now.getTime() - (i * 41 + offset) * HOUR);
  const adRows = DEMO_ADS.map((ad, i) => {
    const id = randomUUID();
    attach('advertisement', id, ad.photos);
    const at = ago(i, 2);
    return {
      id,
      ownerId: owners[ad.owner],
      title: ad.title,
      description: ad.description,
      category: ad.category,
      city: ad.city,
      priceMinor: ad.price === null ? null : minor(ad.price),
      status: 'published',
      promotedUntil: ad.promotedDays ? new Date(now.getTime() + ad.promotedDays * 24 * HOUR) : null,
      views: ((i * 37 + 11) % 480) + 12,
      publishedAt: at,
      createdAt: new Date(at.getTime() - 3 * HOUR),
      updatedAt: at,
    };
  });
  const oppRows = DEMO_OPPORTUNITIES.map((item, i) => {
    const id = randomUUID();
    attach('opportunity', id, item.photos);
    const at = ago(i, 7);
    return {
      id,
      ownerId: owners[item.owner],
      title: item.title,
      summary: item.summary,
      description: item.description,
      sector: item.sector,
      city: item.city,
      amountMinMinor: minor(item.min),
      amountMaxMinor: minor(item.max),
      expectedReturnBps: item.returnPct === null ? null : Math.round(item.returnPct * 100),
      stage: item.stage,
      status: 'published',
      views: ((i * 53 + 29) % 620) + 20,
      publishedAt: at,
      createdAt: new Date(at.getTime() - 5 * HOUR),
      updatedAt: at,
    };
  });

  // Files first, rows after, in one transaction: a listing never points at a missing photo.
  await Promise.all(files);
  await db.transaction(async (tx) => {
    await tx.insert(ads).values(adRows);
    await tx.insert(opps).values(oppRows);
    await tx.insert(schema.listingImages).values(images);
  });
  return { advertisements: adRows.length, opportunities: oppRows.length };
}

/** Ids of the three demo owners; the two extra ones are created here when missing. */
async function demoOwners(omarId: string): Promise<Record<DemoOwnerKey, string>> {
  const db = await getDb();
  const users = schema.users;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      EXTRA_DEMO_OWNERS.map(({ email, name, locale }) => ({
        email,
        name,
        locale,
        type: 'OWNER',
        passwordHash,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        EXTRA_DEMO_OWNERS.map((o) => o.email),
      ),
    );
  const idOf = (email: string) => rows.find((r) => r.email === email)?.id ?? omarId;
  return {
    omar: omarId,
    nora: idOf(EXTRA_DEMO_OWNERS[0].email),
    khalid: idOf(EXTRA_DEMO_OWNERS[1].email),
  };
}

/** Each demo photo used, encoded once into its variants by the listing photo pipeline. */
async function encodeDemoPhotos(): Promise<Map<DemoPhoto, Encoded>> {
  const names = new Set<DemoPhoto>(
    [...DEMO_ADS, ...DEMO_OPPORTUNITIES].flatMap((listing) => listing.photos),
  );
  const encoded = new Map<DemoPhoto, Encoded>();
  for (const name of names) {
    const bytes = await readFile(path.join(DEMO_PHOTOS_DIR, `${name}.webp`));
    encoded.set(name, await makePhotoVariants(new Uint8Array(bytes)));
  }
  return encoded;
}
