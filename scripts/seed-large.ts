/**
 * `npm run seed:large`: 10,000 published listings (5,000 advertisements, 5,000 opportunities)
 * in the database the app would use (DATABASE_URL, else PGLITE_DIR, else data/pglite), for
 * measuring the catalogues at a realistic size. Batch inserts; the demo seed runs first so the
 * listings can reuse the demo photos. Idempotent: does nothing when the bulk owner has listings.
 * Stop the app first when it uses the same PGlite folder (PGlite has no lock).
 *
 *   npm run seed:large [-- --count 5000]
 */
import { eq, sql } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/db';
import { AD_CATEGORIES, CITIES, SECTORS, STAGES } from '@/features/listings/taxonomy';
import { hashPassword } from '@/features/accounts/server/password';
import { DEMO_PASSWORD, seed } from '@/lib/seed/demo';

const BULK_OWNER = 'bulk-owner@fursa.local';
const BATCH = 500;
const countArg = process.argv.indexOf('--count');
const PER_KIND = countArg > 0 ? Number(process.argv[countArg + 1]) : 5000;

// A small deterministic generator: the same data on every machine.
let state = 20240607;
const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (min: number, max: number) => Math.round(min + random() * (max - min));

const EN_THINGS = [
  'café',
  'restaurant',
  'clinic',
  'warehouse',
  'apartment',
  'villa',
  'workshop',
  'bakery',
  'pharmacy',
  'gym',
  'salon',
  'laundry',
  'print shop',
  'car wash',
  'farm',
  'hotel',
];
const EN_ADJ = [
  'Profitable',
  'Established',
  'Modern',
  'Fully equipped',
  'Busy',
  'New',
  'Family-run',
  'Licensed',
];
const AR_THINGS = [
  'مقهى',
  'مطعم',
  'عيادة',
  'مستودع',
  'شقة',
  'فيلا',
  'ورشة',
  'مخبز',
  'صيدلية',
  'نادي رياضي',
  'مغسلة',
  'مطبعة',
  'مزرعة',
  'فندق',
];
const AR_ADJ = ['مربح', 'قائم', 'حديث', 'مجهز بالكامل', 'مرخص', 'بموقع مميز'];

function title(i: number): string {
  return i % 2
    ? `${pick(EN_ADJ)} ${pick(EN_THINGS)} #${i}`
    : `${pick(AR_THINGS)} ${pick(AR_ADJ)} رقم ${i}`;
}

function text(i: number): string {
  return i % 2
    ? `A ${pick(EN_THINGS)} with a loyal customer base, clean books and a long lease. Serious buyers and partners only; documents are shared after a first call.`
    : `${pick(AR_THINGS)} بقاعدة عملاء ثابتة وسجلات مالية واضحة وعقد إيجار طويل. للجادين فقط، وتُشارك المستندات بعد أول اتصال.`;
}

const elapsed = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

async function main() {
  const started = Date.now();
  await seed(); // migrations, reference data and (where allowed) the demo content
  console.log(`[seed:large] database ready and demo content seeded in ${elapsed(started)} s`);
  const db = await getDb();
  const { users, advertisements: ads, opportunities: opps, listingImages } = schema;
  await db
    .insert(users)
    .values({
      email: BULK_OWNER,
      name: 'Bulk Listings Owner',
      type: 'OWNER',
      locale: 'en',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .onConflictDoNothing();
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, BULK_OWNER));
  const [existing] = await db
    .select({ id: ads.id })
    .from(ads)
    .where(eq(ads.ownerId, owner!.id))
    .limit(1);
  if (existing) {
    console.log('[seed:large] the bulk owner already has listings: nothing to do');
    return;
  }
  const photoRows = await db
    .selectDistinct({
      storageKey: listingImages.storageKey,
      width: listingImages.width,
      height: listingImages.height,
    })
    .from(listingImages)
    .limit(40);

  const now = Date.now();
  const when = () => new Date(now - between(1, 365 * 24) * 3_600_000);
  for (let start = 0; start < PER_KIND; start += BATCH) {
    const size = Math.min(BATCH, PER_KIND - start);
    const adRows = Array.from({ length: size }, (_, k) => {
      const i = start + k;
      const at = when();
      return {
        id: crypto.randomUUID(),
        ownerId: owner!.id,
        title: title(i),
        description: text(i),
        category: pick(AD_CATEGORIES),
        city: pick(CITIES),
        priceMinor: random() < 0.08 ? null : between(5_000, 5_000_000) * 100,
        status: 'published',
        promotedUntil: random() < 0.03 ? new Date(now + between(1, 30) * 86_400_000) : null,
        views: between(0, 3000),
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    });
    const oppRows = Array.from({ length: size }, (_, k) => {
      const i = start + k;
      const at = when();
      const min = between(50, 20_000) * 10_000;
      return {
        id: crypto.randomUUID(),
        ownerId: owner!.id,
        title: title(i + 1),
        summary: text(i + 1).split('. ')[0]!,
        description: text(i + 1),
        sector: pick(SECTORS),
        city: pick(CITIES),
        amountMinMinor: min,
        amountMaxMinor: min * between(1, 4),
        expectedReturnBps: random() < 0.3 ? null : between(500, 3000),
        stage: pick(STAGES),
        status: 'published',
        views: between(0, 3000),
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    });
    // Bulk listings share the demo photos' stored variants (no files are written here).
    const images = photoRows.length
      ? [
          ...adRows.map((r, k) => ({
            listingKind: 'advertisement',
            listingId: r.id,
            ...photoRows[k % photoRows.length]!,
            position: 0,
          })),
          ...oppRows.map((r, k) => ({
            listingKind: 'opportunity',
            listingId: r.id,
            ...photoRows[(k + 7) % photoRows.length]!,
            position: 0,
          })),
        ]
      : [];
    await db.transaction(async (tx) => {
      await tx.insert(ads).values(adRows);
      await tx.insert(opps).values(oppRows);
      if (images.length) await tx.insert(listingImages).values(images);
    });
  }
  // Fresh statistics, and GIN metadata that only VACUUM refreshes (PGlite has no autovacuum):
  // without it the planner misjudges the text-search index.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `[seed:large] ${PER_KIND} advertisements and ${PER_KIND} opportunities, ${elapsed(started)} s in all`,
  );
}

main()
  .then(() => closeDb())
  .catch(async (error: unknown) => {
    console.error('[seed:large] failed:', error instanceof Error ? error.message : error);
    await closeDb();
    process.exit(1);
  });
