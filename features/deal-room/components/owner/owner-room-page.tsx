import { LockKeyhole } from '@/components/icons';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requirePageUser } from '@/lib/auth/page-gate';
import { DomainError } from '@/lib/errors/domain-error';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { pageParam } from '@/lib/pagination';
import { ownerListingPath } from '@/features/listings/owner-paths';
import { BackLink } from '@/features/listings/components/owner/back-link';
import { ownerRoomPath } from '@/features/deal-room/paths';
import { getOwnRoom, listRoomAccess, listRoomActivity } from '@/features/deal-room/server/activity';
import {
  getRoomQuotaBytes,
  getRoomUsageBytes,
  listDocuments,
} from '@/features/deal-room/server/documents';
import { getCurrentNda } from '@/features/deal-room/server/nda';
import type { RoomActor } from '@/features/deal-room/server/owner-room';
import { OWNER_ROOM_MESSAGES } from '../deal-room-messages';
import { AccessSection } from './access-section';
import { ActivitySection } from './activity-section';
import { DocumentsSection } from './documents-section';
import { NdaSection } from './nda-section';

export type OwnerRoomParams = Promise<{ locale: string; id: string }>;
export type OwnerRoomSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The owner's own opportunity; anyone else's (or an unknown id) is this page's 404. */
async function ownRoom(owner: RoomActor, id: string) {
  try {
    return await getOwnRoom(owner, id);
  } catch (error) {
    if (error instanceof DomainError && error.key === 'dealRoom.not_found') notFound();
    throw error;
  }
}

/** The owner's deal room: documents, the NDA, the investors' access and what they read. */
export async function OwnerRoomPage({
  params,
  searchParams,
}: {
  params: OwnerRoomParams;
  searchParams: OwnerRoomSearchParams;
}) {
  const locale = await segmentLocale(params);
  const { id } = await params;
  const path = ownerRoomPath(id);
  const owner = await requirePageUser(locale, path, { role: 'OWNER' });
  const room = await ownRoom(owner, id);
  const page = pageParam((await searchParams).page);
  const [t, nda, documents, quotaBytes, usedBytes, access, activity, current] = await Promise.all([
    getTranslations('dealRoom.owner'),
    getTranslations('dealRoom.nda'),
    listDocuments(room.id),
    getRoomQuotaBytes(owner.id),
    getRoomUsageBytes(room.id),
    listRoomAccess(owner, room.id),
    listRoomActivity(owner, room.id, page),
    getCurrentNda(room.id),
  ]);
  return (
    <div>
      <div className="mb-6">
        <BackLink href={ownerListingPath('opportunity', room.id)}>{t('back')}</BackLink>
        <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-700">
          <LockKeyhole aria-hidden className="size-4" />
          {t('eyebrow')}
        </p>
        <h1 dir="auto" className="user-text mt-1 text-2xl font-bold text-ink sm:text-3xl">
          {room.title}
        </h1>
        <p className="mt-2 max-w-2xl text-muted">{t('lead')}</p>
        {room.status === 'published' ? null : (
          <p className="mt-3 max-w-2xl rounded-lg border border-accent-500/30 bg-accent-100 px-3 py-2 text-sm text-accent-700">
            {t('notPublished')}
          </p>
        )}
      </div>
      <ClientMessages locale={locale} pick={OWNER_ROOM_MESSAGES}>
        <div className="space-y-8">
          <DocumentsSection
            opportunityId={room.id}
            documents={documents}
            quotaBytes={quotaBytes}
            usedBytes={usedBytes}
          />
          <NdaSection
            opportunityId={room.id}
            nda={current}
            defaultBody={nda('defaultBody', {
              ownerName: owner.name,
              opportunityTitle: room.title,
            })}
          />
          <AccessSection rows={access} opportunityId={room.id} />
          <ActivitySection activity={activity} basePath={path} />
        </div>
      </ClientMessages>
    </div>
  );
}
