import { LockKeyhole } from '@/components/icons';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requirePageUser } from '@/lib/auth/page-gate';
import { DomainError } from '@/lib/errors/domain-error';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { publicListingPath } from '@/features/listings/owner-paths';
import { BackLink } from '@/features/listings/components/owner/back-link';
import { investorRoomPath } from '@/features/deal-room/paths';
import { getInvestorRoom } from '@/features/deal-room/server/investor-room';
import { INVESTOR_ROOM_MESSAGES } from '../deal-room-messages';
import { LiveRoom } from './live-room';
import { RoomStep } from './room-step';

export type InvestorRoomParams = Promise<{ locale: string; id: string }>;

/** The room as this investor may see it; an unknown or unpublished opportunity is the 404. */
async function loadRoom(...args: Parameters<typeof getInvestorRoom>) {
  try {
    return await getInvestorRoom(...args);
  } catch (error) {
    if (error instanceof DomainError && error.key === 'dealRoom.not_found') notFound();
    throw error;
  }
}

/**
 * An investor's deal room, one step at a time (investor-room.ts): the contents and a way to ask,
 * the wait, the NDA, the files, or why access ended. Kept live: a change of access (a revocation
 * above all) re-renders it at once.
 */
export async function InvestorRoomPage({ params }: { params: InvestorRoomParams }) {
  const locale = await segmentLocale(params);
  const { id } = await params;
  const investor = await requirePageUser(locale, investorRoomPath(id), { role: 'INVESTOR' });
  // The page's language, which the NDA form sends back: the text shown is the text accepted.
  const room = await loadRoom({ ...investor, locale }, id);
  const t = await getTranslations('dealRoom.investor');
  return (
    <div>
      <div className="mb-6">
        <BackLink href={publicListingPath('opportunity', room.opportunity.id)}>
          {t('back')}
        </BackLink>
        <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-700">
          <LockKeyhole aria-hidden className="size-4" />
          {t('eyebrow')}
        </p>
        <h1 dir="auto" className="user-text mt-1 text-2xl font-bold text-ink sm:text-3xl">
          {room.opportunity.title}
        </h1>
      </div>
      <ClientMessages locale={locale} pick={INVESTOR_ROOM_MESSAGES}>
        <LiveRoom userId={investor.id} opportunityId={room.opportunity.id} step={room.step} />
        <RoomStep room={room} locale={locale} />
      </ClientMessages>
    </div>
  );
}
