import 'server-only';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { insertChatMessage } from '@/features/chat/server/insert-message';
import { viewDay } from '@/features/listings/server/views';
import { demoNotifications } from './demo-notifications';

const HOUR = 3_600_000;
const MINUTE = 60_000;

type Conversation = Array<{ from: 'investor' | 'owner'; body: string }>;
export type DemoRequest = {
  investor: string;
  owner: string;
  /** Which of the owner's published listings (oldest first): kind and position. */
  listing: ['advertisement' | 'opportunity', number];
  status: 'pending' | 'accepted' | 'declined' | 'cancelled';
  hoursAgo: number;
  message: string;
  note?: string;
  /** Accepted ones: the chat after the owner's acceptance (the first line is the owner's reply). */
  chat?: Conversation;
};

/**
 * Demo contact requests: Sara (subscriber@) talks in Arabic with
 * Omar (owner@) and in English with Khalid (khalid@); she also has a request waiting with Omar and
 * one with Nora (nora@), one declined by Khalid and one she cancelled with Nora. Layla
 * (investor@, no plan now) had one declined by Omar. Omar and Nora's last listings are left free
 * for trying "Contact the owner".
 */
const DEMO_REQUESTS: DemoRequest[] = [
  {
    investor: 'subscriber@fursa.local',
    owner: 'owner@fursa.local',
    listing: ['advertisement', 0],
    status: 'accepted',
    hoursAgo: 50,
    message:
      'السلام عليكم، أنا مهتمة بهذا الإعلان وأرغب في معرفة المزيد عن الإيرادات الشهرية وسبب البيع.',
    chat: [
      {
        from: 'owner',
        body: 'وعليكم السلام، أهلًا بكِ. الإيرادات الشهرية قرابة ٨٥ ألف ريال، وسبب البيع انتقالي إلى مدينة أخرى.',
      },
      { from: 'investor', body: 'ممتاز، هل يمكن الاطلاع على القوائم المالية لآخر سنتين؟' },
      { from: 'owner', body: 'بالتأكيد، سأرسلها لكِ بعد توقيع اتفاقية سرية بسيطة. هل يناسبكِ ذلك؟' },
      { from: 'investor', body: 'نعم يناسبني. وهل يمكن زيارة الموقع يوم الأحد القادم؟' },
      { from: 'owner', body: 'أهلًا وسهلًا، الأحد الساعة ٤ عصرًا مناسب. العنوان في حي العليا.' },
    ],
  },
  {
    investor: 'subscriber@fursa.local',
    owner: 'khalid@fursa.local',
    listing: ['opportunity', 0],
    status: 'accepted',
    hoursAgo: 30,
    message:
      'Hello Khalid, I am interested in this opportunity. Could you share the expected timeline and the minimum ticket?',
    chat: [
      {
        from: 'owner',
        body: 'Hi Sara, thanks for reaching out. The minimum ticket is SAR 250,000 and we plan to close the round by the end of Q1.',
      },
      { from: 'investor', body: 'Great. Is there a pitch deck or a financial model I can review?' },
      {
        from: 'owner',
        body: 'Yes, I will share the deck here. The model is available after a short call.',
      },
      { from: 'investor', body: 'Perfect. Does Tuesday at 11:00 work for a call?' },
    ],
  },
  {
    investor: 'subscriber@fursa.local',
    owner: 'owner@fursa.local',
    listing: ['opportunity', 0],
    status: 'pending',
    hoursAgo: 5,
    message:
      'Good afternoon, I would like to know whether the amount is negotiable and how the returns are paid out.',
  },
  {
    investor: 'subscriber@fursa.local',
    owner: 'nora@fursa.local',
    listing: ['advertisement', 0],
    status: 'pending',
    hoursAgo: 3,
    message: 'مساء الخير، هل ما زال الإعلان متاحًا؟ وهل السعر قابل للتفاوض؟',
  },
  {
    investor: 'subscriber@fursa.local',
    owner: 'khalid@fursa.local',
    listing: ['advertisement', 0],
    status: 'declined',
    hoursAgo: 70,
    message: 'Hi, could I visit this week to see the equipment in person before making an offer?',
    note: 'Thank you for your interest. It has just been reserved by another buyer.',
  },
  {
    investor: 'subscriber@fursa.local',
    owner: 'nora@fursa.local',
    listing: ['opportunity', 0],
    status: 'cancelled',
    hoursAgo: 90,
    message: 'مرحبًا، أود معرفة تفاصيل الشراكة المقترحة ونسبة الحصة المعروضة.',
  },
  {
    investor: 'investor@fursa.local',
    owner: 'owner@fursa.local',
    listing: ['advertisement', 1],
    status: 'declined',
    hoursAgo: 120,
    message: 'Hello, is the price negotiable for a quick cash deal this month?',
    note: 'شكرًا لاهتمامك، السعر نهائي حاليًا.',
  },
];

/** Demo only; does nothing once the demo requests exist (re-seeding keeps them as they are). */
export async function seedDemoContactRequests(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const { users, contactRequests, chatMessages } = schema;
  const emails = [...new Set(DEMO_REQUESTS.flatMap((r) => [r.investor, r.owner]))];
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const nameOf = new Map(people.map((p) => [p.email, p.name]));
  if (emails.some((e) => !idOf.has(e))) return 0;
  const investorIds = [...new Set(DEMO_REQUESTS.map((r) => idOf.get(r.investor)!))];
  const [existing] = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(inArray(contactRequests.requesterId, investorIds))
    .limit(1);
  if (existing) return 0;

  let created = 0;
  for (const [index, demo] of DEMO_REQUESTS.entries()) {
    const ownerId = idOf.get(demo.owner)!;
    const requesterId = idOf.get(demo.investor)!;
    const [kind, position] = demo.listing;
    const table = kind === 'advertisement' ? schema.advertisements : schema.opportunities;
    const listings = await db
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(and(eq(table.ownerId, ownerId), eq(table.status, 'published')))
      .orderBy(asc(table.createdAt))
      .limit(position + 1);
    const listing = listings[position];
    if (!listing) continue;
    const at = new Date(now.getTime() - demo.hoursAgo * HOUR);
    const decided = new Date(at.getTime() + 2 * HOUR);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactRequests)
        .values({
          requesterId,
          ownerId,
          listingKind: kind,
          listingId: listing.id,
          message: demo.message,
          status: demo.status,
          decisionNote: demo.note ?? null,
          decidedAt: demo.status === 'accepted' || demo.status === 'declined' ? decided : null,
          cancelledAt: demo.status === 'cancelled' ? decided : null,
          lastActivityAt: at,
          createdAt: at,
          updatedAt: demo.status === 'pending' ? at : decided,
        })
        .returning({ id: contactRequests.id });
      if (!row) return;
      created++;
      await tx.insert(schema.notifications).values(
        demoNotifications(demo, {
          requestId: row.id,
          ownerId,
          requesterId,
          listing: { kind, id: listing.id, title: listing.title },
          names: { owner: nameOf.get(demo.owner)!, investor: nameOf.get(demo.investor)! },
          at,
          decided,
        }),
      );
      for (const [i, line] of (demo.chat ?? []).entries()) {
        const sent = new Date(decided.getTime() + i * 37 * MINUTE);
        const { message } = await insertChatMessage(tx, {
          requestId: row.id,
          senderId: line.from === 'owner' ? ownerId : requesterId,
          body: line.body,
          clientId: `seed-${index}-${i}`,
          now: sent,
        });
        // Everything but the last message has been read, so the chat shows one unread.
        if (i < demo.chat!.length - 1) {
          await tx
            .update(chatMessages)
            .set({ readAt: new Date(sent.getTime() + 5 * MINUTE) })
            .where(eq(chatMessages.id, message.id));
        }
      }
    });
  }
  return created;
}

/**
 * Demo only: daily visitors on the demo owners' published listings over the last 90 days, so the
 * lead funnel has views to start from. Visitor keys start with `seed:`; once any exists, nothing
 * is added again.
 */
export async function seedDemoListingViews(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const views = schema.listingViews;
  const [seeded] = await db
    .select({ visitor: views.visitor })
    .from(views)
    .where(like(views.visitor, 'seed:%'))
    .limit(1);
  if (seeded) return 0;
  const owners = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(
      inArray(schema.users.email, ['owner@fursa.local', 'nora@fursa.local', 'khalid@fursa.local']),
    );
  const ownerIds = owners.map((o) => o.id);
  if (ownerIds.length === 0) return 0;
  const listings = [
    ...(
      await db
        .select({ id: schema.advertisements.id })
        .from(schema.advertisements)
        .where(inArray(schema.advertisements.ownerId, ownerIds))
    ).map((r) => ({ kind: 'advertisement', id: r.id })),
    ...(
      await db
        .select({ id: schema.opportunities.id })
        .from(schema.opportunities)
        .where(inArray(schema.opportunities.ownerId, ownerIds))
    ).map((r) => ({ kind: 'opportunity', id: r.id })),
  ];
  const rows = listings.flatMap((listing, i) =>
    Array.from({ length: 6 + ((i * 7) % 23) }, (_, k) => ({
      listingKind: listing.kind,
      listingId: listing.id,
      visitor: `seed:${k}`,
      day: viewDay(new Date(now.getTime() - ((k * 13 + i) % 90) * 24 * HOUR)),
    })),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(views)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
  return rows.length;
}
