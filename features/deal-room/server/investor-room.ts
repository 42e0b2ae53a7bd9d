import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { contactRequests, opportunities, users } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/ids';
import type { Locale } from '@/i18n/routing';
import type { AccessEndReason, AccessState } from '@/features/deal-room/constants';
import { getAccess } from './access';
import { listDocuments, type DocumentEntry } from './documents';
import { markRoomOpened } from './downloads';
import { getCurrentNda, ndaTextFor, type NdaText } from './nda';
import type { RoomActor } from './owner-room';

/**
 * What one investor sees of one deal room, step by step: the contents only; then, with access
 * granted, the NDA to accept; then the files. `step` is the one thing the page switches on.
 */
export type InvestorRoom = {
  opportunity: { id: string; title: string; ownerName: string };
  documents: DocumentEntry[];
  step: 'ask' | 'requested' | 'nda' | 'open' | 'revoked' | 'ended';
  /** Whether a pending or accepted contact request exists (asking needs one). */
  hasRequest: boolean;
  endReason: AccessEndReason | null;
  nda: NdaText | null;
  acceptedAt: Date | null;
};

export async function getInvestorRoom(
  actor: RoomActor & { locale: Locale },
  opportunityId: string,
): Promise<InvestorRoom> {
  if (!isUuid(opportunityId)) throw new DomainError('dealRoom.not_found');
  const db = await getDb();
  const [opportunity] = await db
    .select({ id: opportunities.id, title: opportunities.title, ownerName: users.name })
    .from(opportunities)
    .innerJoin(users, eq(users.id, opportunities.ownerId))
    .where(and(eq(opportunities.id, opportunityId), eq(opportunities.status, 'published')));
  if (!opportunity) throw new DomainError('dealRoom.not_found');
  const [documents, access, requests] = await Promise.all([
    listDocuments(opportunityId),
    getAccess(opportunityId, actor.id),
    db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(
        and(
          eq(contactRequests.listingKind, 'opportunity'),
          eq(contactRequests.listingId, opportunityId),
          eq(contactRequests.requesterId, actor.id),
          inArray(contactRequests.status, ['pending', 'accepted']),
        ),
      ),
  ]);
  const step = stepOf(access?.state as AccessState | undefined, Boolean(access?.ndaAcceptedAt));
  let nda: NdaText | null = null;
  if (step === 'nda') {
    nda = await ndaTextFor(await getCurrentNda(opportunityId), actor.locale, {
      ownerName: opportunity.ownerName,
      opportunityTitle: opportunity.title,
    });
  }
  // The funnel's step is the first opening only: later visits write nothing.
  if (step === 'open' && !access?.firstOpenedAt) await markRoomOpened(actor.id, opportunityId);
  return {
    opportunity,
    documents,
    step,
    hasRequest: requests.length > 0,
    endReason: (access?.endReason as AccessEndReason | null) ?? null,
    nda,
    acceptedAt: access?.ndaAcceptedAt ?? null,
  };
}

function stepOf(state: AccessState | undefined, accepted: boolean): InvestorRoom['step'] {
  if (!state) return 'ask';
  if (state === 'granted') return accepted ? 'open' : 'nda';
  return state;
}
