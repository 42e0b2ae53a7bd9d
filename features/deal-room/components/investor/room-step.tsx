import type { Locale } from '@/i18n/routing';
import type { InvestorRoom } from '@/features/deal-room/server/investor-room';
import { ContentsCard } from './contents-card';
import { NdaStep } from './nda-step';
import { OpenRoom } from './open-room';
import { StatusCard } from './status-card';

/** The investor's current step (investor-room.ts `step`), the contents beside it until it opens. */
export function RoomStep({ room, locale }: { room: InvestorRoom; locale: Locale }) {
  const id = room.opportunity.id;
  switch (room.step) {
    case 'open':
      return (
        <OpenRoom opportunityId={id} documents={room.documents} acceptedAt={room.acceptedAt} />
      );
    case 'nda':
      return room.nda ? (
        <NdaStep
          opportunityId={id}
          ownerName={room.opportunity.ownerName}
          nda={room.nda}
          locale={locale}
        />
      ) : null;
    default:
      return (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <ContentsCard documents={room.documents} />
          <StatusCard
            opportunityId={id}
            step={room.step}
            hasRequest={room.hasRequest}
            endReason={room.endReason}
          />
        </div>
      );
  }
}
