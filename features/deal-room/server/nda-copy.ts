import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { dealRoomTranslator } from './translator';
import { getDb } from '@/lib/db';
import { dealRoomAccess, opportunities, users } from '@/lib/db/schema';
import { isUuid } from '@/lib/ids';
import { DomainError } from '@/lib/errors/domain-error';
import type { Locale } from '@/i18n/routing';
import { ndaPdf } from './render';
import type { RoomActor } from './owner-room';

/**
 * The PDF copy of an accepted NDA: the exact text, as recorded at acceptance, with who, when, from
 * where, which version and the text's SHA-256. The investor gets their own; the opportunity's
 * owner gets any of their investors' (the proof of what each agreed to). Only once accepted; it
 * stays available after the access ends.
 */
export async function ndaCopy(
  actor: RoomActor,
  opportunityId: string,
  /** The owner asks for one investor's acceptance by its access id; an investor for their own. */
  accessId?: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  if (!isUuid(opportunityId)) throw new DomainError('dealRoom.not_found');
  if (accessId !== undefined && !isUuid(accessId)) throw new DomainError('dealRoom.not_found');
  const whose =
    accessId === undefined
      ? eq(dealRoomAccess.investorId, actor.id)
      : and(eq(dealRoomAccess.id, accessId), eq(opportunities.ownerId, actor.id));
  const db = await getDb();
  const [row] = await db
    .select({
      title: opportunities.title,
      version: dealRoomAccess.ndaVersion,
      locale: dealRoomAccess.ndaLocale,
      text: dealRoomAccess.ndaText,
      sha256: dealRoomAccess.ndaSha256,
      acceptedAt: dealRoomAccess.ndaAcceptedAt,
      ip: dealRoomAccess.ndaIp,
      investorName: users.name,
      investorEmail: users.email,
    })
    .from(dealRoomAccess)
    .innerJoin(opportunities, eq(opportunities.id, dealRoomAccess.opportunityId))
    .innerJoin(users, eq(users.id, dealRoomAccess.investorId))
    .where(
      and(
        eq(dealRoomAccess.opportunityId, opportunityId),
        whose,
        sql`${dealRoomAccess.ndaAcceptedAt} is not null`,
      ),
    );
  if (!row?.text || !row.acceptedAt) throw new DomainError('dealRoom.not_found');
  const locale = (row.locale === 'ar' ? 'ar' : 'en') as Locale;
  const t = dealRoomTranslator(locale);
  const bytes = await ndaPdf({
    locale,
    title: t('ndaCopy.title'),
    opportunityTitle: row.title,
    body: row.text,
    investorName: row.investorName,
    investorEmail: row.investorEmail,
    acceptedAt: row.acceptedAt,
    ipAddress: row.ip ?? '',
    version: row.version ?? 1,
    textSha256: row.sha256 ?? '',
    labels: {
      acceptedBy: t('ndaCopy.acceptedBy'),
      email: t('ndaCopy.email'),
      acceptedAt: t('ndaCopy.acceptedAt'),
      ipAddress: t('ndaCopy.ipAddress'),
      version: t('ndaCopy.version'),
      sha256: t('ndaCopy.sha256'),
      opportunity: t('ndaCopy.opportunity'),
    },
  });
  return { bytes, fileName: `nda-${opportunityId.slice(0, 8)}-v${row.version ?? 1}.pdf` };
}
