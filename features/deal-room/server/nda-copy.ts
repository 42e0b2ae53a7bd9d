import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { dealRoomTranslator } from './translator';
import { getDb } from '@/lib/db';
import { dealRoomAccess, opportunities } from '@/lib/db/schema';
import { isUuid } from '@/lib/ids';
import { DomainError } from '@/lib/errors/domain-error';
import type { Locale } from '@/i18n/routing';
import { ndaPdf } from './render';
import type { RoomActor } from './owner-room';

/**
 * The investor's PDF copy of the NDA they accepted: the exact text, as recorded at acceptance,
 * with who, when, from where, which version and the text's SHA-256. Only theirs, and only once
 * accepted; it stays theirs after the access ends (it records what they agreed to).
 */
export async function ndaCopy(
  actor: RoomActor,
  opportunityId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  if (!isUuid(opportunityId)) throw new DomainError('dealRoom.not_found');
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
    })
    .from(dealRoomAccess)
    .innerJoin(opportunities, eq(opportunities.id, dealRoomAccess.opportunityId))
    .where(
      and(
        eq(dealRoomAccess.opportunityId, opportunityId),
        eq(dealRoomAccess.investorId, actor.id),
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
    investorName: actor.name,
    investorEmail: actor.email,
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
