import 'server-only';
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { dealRoomTranslator } from './translator';
import { getDb } from '@/lib/db';
import { dealRoomAccess, dealRoomNdas, opportunities, users } from '@/lib/db/schema';
import { isInvestor } from '@/lib/auth/roles';
import { DomainError } from '@/lib/errors/domain-error';
import type { Locale } from '@/i18n/routing';
import { insertNotification } from '@/features/notifications/server/create';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import type { NdaInput } from '@/features/deal-room/schemas/deal-room';
import { lockOwnOpportunity, roomNotFound, type RoomActor } from './owner-room';

/** The NDA an investor is shown: the newest version, in their language where the owner wrote it. */
export type NdaText = { version: number; locale: Locale; body: string; isDefault: boolean };

type Version = { id: string | null; version: number; bodyEn: string | null; bodyAr: string | null };

/** The newest version; an opportunity whose owner never wrote one has the default as version 1. */
export async function getCurrentNda(opportunityId: string): Promise<Version> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: dealRoomNdas.id,
      version: dealRoomNdas.version,
      bodyEn: dealRoomNdas.bodyEn,
      bodyAr: dealRoomNdas.bodyAr,
    })
    .from(dealRoomNdas)
    .where(eq(dealRoomNdas.opportunityId, opportunityId))
    .orderBy(desc(dealRoomNdas.version))
    .limit(1);
  return row ?? { id: null, version: 1, bodyEn: null, bodyAr: null };
}

/**
 * The text of a version for a reader: their language if the owner wrote it, else the owner's other
 * language, else the platform's default in their language (with the parties filled in).
 */
export async function ndaTextFor(
  version: Version,
  locale: Locale,
  parties: { ownerName: string; opportunityTitle: string },
): Promise<NdaText> {
  const own = locale === 'ar' ? version.bodyAr : version.bodyEn;
  const other = locale === 'ar' ? version.bodyEn : version.bodyAr;
  if (own) return { version: version.version, locale, body: own, isDefault: false };
  if (other) {
    return {
      version: version.version,
      locale: locale === 'ar' ? 'en' : 'ar',
      body: other,
      isDefault: false,
    };
  }
  const t = dealRoomTranslator(locale);
  return { version: version.version, locale, body: t('nda.defaultBody', parties), isDefault: true };
}

/** The owner saves a new version (or goes back to the default); investors who accepted keep theirs. */
export async function saveNda(actor: RoomActor, input: NdaInput): Promise<{ version: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOwnOpportunity(tx, actor, input.opportunityId);
    const [latest] = await tx
      .select({ version: sql<number>`coalesce(max(${dealRoomNdas.version}), 0)::int` })
      .from(dealRoomNdas)
      .where(eq(dealRoomNdas.opportunityId, input.opportunityId));
    // Version 1 is the default until the owner writes one, so their first text is version 2.
    const version = Math.max(Number(latest?.version ?? 0), 1) + 1;
    await tx.insert(dealRoomNdas).values({
      opportunityId: input.opportunityId,
      version,
      bodyEn: input.useDefault ? null : input.bodyEn || null,
      bodyAr: input.useDefault ? null : input.bodyAr || null,
    });
    return { version };
  });
}

/**
 * The investor accepts the version they read. Recorded once per access: who, when, from which
 * address, which version, the exact text and its SHA-256 (the PDF copy is made from these).
 */
export async function acceptNda(
  actor: RoomActor & { locale: Locale },
  input: { opportunityId: string; version: number; ip: string },
  now: Date = new Date(),
): Promise<void> {
  if (!isInvestor(actor)) throw new DomainError('forbidden');
  const db = await getDb();
  const [room] = await db
    .select({ title: opportunities.title, ownerId: opportunities.ownerId, ownerName: users.name })
    .from(opportunities)
    .innerJoin(users, eq(users.id, opportunities.ownerId))
    .where(and(eq(opportunities.id, input.opportunityId), eq(opportunities.status, 'published')));
  if (!room) throw roomNotFound();
  const current = await getCurrentNda(input.opportunityId);
  if (current.version !== input.version) throw new DomainError('dealRoom.nda_changed');
  const text = await ndaTextFor(current, actor.locale, {
    ownerName: room.ownerName,
    opportunityTitle: room.title,
  });
  const notification = await db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(dealRoomAccess)
      .set({
        ndaId: current.id,
        ndaVersion: text.version,
        ndaLocale: text.locale,
        ndaText: text.body,
        ndaSha256: createHash('sha256').update(text.body).digest('hex'),
        ndaAcceptedAt: now,
        ndaIp: input.ip,
      })
      .where(
        and(
          eq(dealRoomAccess.opportunityId, input.opportunityId),
          eq(dealRoomAccess.investorId, actor.id),
          eq(dealRoomAccess.state, 'granted'),
          sql`${dealRoomAccess.ndaAcceptedAt} is null`,
        ),
      )
      .returning({ id: dealRoomAccess.id });
    if (!accepted) throw new DomainError('dealRoom.no_access');
    return insertNotification(tx, {
      userId: room.ownerId,
      type: 'deal_room_nda_accepted',
      data: { opportunityId: input.opportunityId, listingTitle: room.title, actorName: actor.name },
      dedupeKey: `deal_room_nda_accepted:${accepted.id}`,
    });
  });
  await deliverNotifications([notification]);
}
