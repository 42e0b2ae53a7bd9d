import { ArrowRight, LockKeyhole } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { listDocuments } from '@/features/deal-room/server/documents';
import { ownerRoomPath } from '@/features/deal-room/paths';

/** On the owner's page of an opportunity: its deal room, how many documents it holds, the way in. */
export async function OwnerDealRoomLink({ opportunityId }: { opportunityId: string }) {
  const [t, documents] = await Promise.all([
    getTranslations('dealRoom.owner.link'),
    listDocuments(opportunityId),
  ]);
  return (
    <section
      aria-labelledby="deal-room-link-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
      data-testid="owner-deal-room-link"
    >
      <h2 id="deal-room-link-title" className="flex items-center gap-2 text-lg font-semibold">
        <LockKeyhole aria-hidden className="size-5 shrink-0 text-brand-700" />
        {t('title')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('count', { count: documents.length })}</p>
      <AppLink
        href={ownerRoomPath(opportunityId)}
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('open')}
        <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
      </AppLink>
    </section>
  );
}
