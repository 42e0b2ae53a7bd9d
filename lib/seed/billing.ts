import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { getSubscriptionStatus } from '@/lib/auth/subscription-status';
import { completePayment } from '@/features/billing/server/payments';
import { subscribe } from '@/features/billing/server/subscriptions';
import { getWalletSummary } from '@/features/billing/server/wallet';

type SeedPlan = typeof schema.plans.$inferInsert;

/** Reference data: the plans on offer (SAR, minor units). Seeded by code, never overwritten. */
export const SEED_PLANS: SeedPlan[] = [
  {
    code: 'investor-monthly',
    audience: 'INVESTOR',
    nameEn: 'Investor Monthly',
    nameAr: 'المستثمر الشهرية',
    descriptionEn: 'Full access to investments and advertisements for a month.',
    descriptionAr: 'وصول كامل إلى الفرص الاستثمارية والإعلانات لمدة شهر.',
    featuresEn: [
      'Browse every investment and advertisement',
      'Up to 20 contact requests a month',
      'Chat with owners who accept',
    ],
    featuresAr: [
      'تصفّح جميع الفرص الاستثمارية والإعلانات',
      'حتى 20 طلب تواصل شهريًا',
      'محادثة أصحاب الأعمال عند قبول طلبك',
    ],
    priceMinor: 99_00,
    durationDays: 30,
    limits: { contactRequestsPerMonth: 20 },
    sortOrder: 10,
  },
  {
    code: 'investor-quarterly',
    audience: 'INVESTOR',
    nameEn: 'Investor Quarterly',
    nameAr: 'المستثمر الربع سنوية',
    descriptionEn: 'Three months of full access at a lower monthly price.',
    descriptionAr: 'ثلاثة أشهر من الوصول الكامل بسعر شهري أقل.',
    featuresEn: [
      'Everything in Monthly',
      'Up to 40 contact requests a month',
      'Save 16% compared with monthly',
    ],
    featuresAr: [
      'كل مزايا الباقة الشهرية',
      'حتى 40 طلب تواصل شهريًا',
      'وفّر 16% مقارنةً بالاشتراك الشهري',
    ],
    priceMinor: 249_00,
    durationDays: 90,
    limits: { contactRequestsPerMonth: 40 },
    sortOrder: 20,
  },
  {
    code: 'investor-yearly',
    audience: 'INVESTOR',
    nameEn: 'Investor Yearly',
    nameAr: 'المستثمر السنوية',
    descriptionEn: 'A full year of access for serious investors.',
    descriptionAr: 'عام كامل من الوصول للمستثمرين الجادّين.',
    featuresEn: [
      'Everything in Quarterly',
      'Unlimited contact requests',
      'Save 24% compared with monthly',
    ],
    featuresAr: [
      'كل مزايا الباقة الربع سنوية',
      'طلبات تواصل غير محدودة',
      'وفّر 24% مقارنةً بالاشتراك الشهري',
    ],
    priceMinor: 899_00,
    durationDays: 365,
    limits: {},
    sortOrder: 30,
  },
  {
    code: 'owner-starter',
    audience: 'OWNER',
    nameEn: 'Business Starter',
    nameAr: 'الأعمال المبتدئة',
    descriptionEn: 'For a small business with a few listings.',
    descriptionAr: 'للأعمال الصغيرة التي لديها عدد قليل من الإعلانات.',
    featuresEn: [
      'Up to 5 active listings',
      'Receive contact requests and chat',
      'Listing views statistics',
    ],
    featuresAr: [
      'حتى 5 إعلانات نشطة',
      'استقبال طلبات التواصل والمحادثة',
      'إحصاءات مشاهدة الإعلانات',
    ],
    priceMinor: 79_00,
    durationDays: 30,
    limits: { activeListings: 5, dealRoomMegabytes: 100 },
    sortOrder: 10,
  },
  {
    code: 'owner-business',
    audience: 'OWNER',
    nameEn: 'Business Pro',
    nameAr: 'الأعمال الاحترافية',
    descriptionEn: 'For growing businesses that publish regularly.',
    descriptionAr: 'للأعمال المتنامية التي تنشر باستمرار.',
    featuresEn: ['Up to 25 active listings', 'Everything in Starter', 'Priority support'],
    featuresAr: ['حتى 25 إعلانًا نشطًا', 'كل مزايا الباقة المبتدئة', 'دعم ذو أولوية'],
    priceMinor: 199_00,
    durationDays: 30,
    limits: { activeListings: 25, dealRoomMegabytes: 500 },
    sortOrder: 20,
  },
  {
    code: 'owner-business-yearly',
    audience: 'OWNER',
    nameEn: 'Business Pro Yearly',
    nameAr: 'الأعمال الاحترافية السنوية',
    descriptionEn: 'Business Pro for a whole year, two months free.',
    descriptionAr: 'باقة الأعمال الاحترافية لعام كامل مع شهرين مجانًا.',
    featuresEn: ['Everything in Business Pro', 'Two months free', 'Up to 25 active listings'],
    featuresAr: ['كل مزايا باقة الأعمال الاحترافية', 'شهران مجانًا', 'حتى 25 إعلانًا نشطًا'],
    priceMinor: 1_990_00,
    durationDays: 365,
    limits: { activeListings: 25, dealRoomMegabytes: 500 },
    sortOrder: 30,
  },
];

/** Always: the plans (reference data), by code; existing rows are left as they are. */
export async function seedPlans(): Promise<void> {
  const db = await getDb();
  await db.insert(schema.plans).values(SEED_PLANS).onConflictDoNothing();
}

export const DEMO_SUBSCRIBER = {
  email: 'subscriber@fursa.local',
  name: 'Sara Subscriber',
  type: 'INVESTOR',
  locale: 'en',
} as const;

/**
 * Demo only: an investor with a running subscription and some wallet history (a paid top-up, a
 * failed one, the subscription). Re-running keeps it subscribed and never duplicates history.
 */
export async function seedBillingDemo(passwordHash: string, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .insert(schema.users)
    .values({ ...DEMO_SUBSCRIBER, passwordHash })
    .onConflictDoNothing();
  const [user] = await db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_SUBSCRIBER.email));
  if (!user) return;
  const actor = { id: user.id, type: user.type };
  if ((await getSubscriptionStatus(user, now)).isSubscribed) return;

  const day = now.toISOString().slice(0, 10);
  const plan = SEED_PLANS[0]!;
  const wallet = await getWalletSummary(user.id);
  if (wallet.balanceMinor < plan.priceMinor) {
    const [paid, failed] = await db
      .insert(schema.payments)
      .values([
        {
          userId: user.id,
          provider: 'sandbox',
          amountMinor: 500_00,
          currency: 'SAR',
          createdAt: new Date(now.getTime() - 120_000),
        },
        {
          userId: user.id,
          provider: 'sandbox',
          amountMinor: 200_00,
          currency: 'SAR',
          createdAt: new Date(now.getTime() - 60_000),
        },
      ])
      .returning();
    await completePayment(
      { paymentId: paid!.id, provider: 'sandbox', outcome: 'succeeded' },
      new Date(now.getTime() - 110_000),
    );
    await completePayment(
      { paymentId: failed!.id, provider: 'sandbox', outcome: 'failed' },
      new Date(now.getTime() - 50_000),
    );
  }
  await subscribe(actor, { planCode: plan.code, requestId: `seed-${day}` }, { now });
}
