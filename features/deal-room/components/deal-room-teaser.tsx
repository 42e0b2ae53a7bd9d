import { ArrowRight, LockKeyhole } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { investorRoomPath } from '@/features/deal-room/paths';
import { DocumentContents, type ContentsEntry } from './document-contents';

/**
 * The deal room on the public page of an opportunity: its contents and how access is given
 * (contact request, the owner's yes, the NDA, then the files). The page is cached and the same
 * for everyone, so this reads nothing of the request: no cookie, no user, no link to a file.
 */
export function DealRoomTeaser({
  opportunityId,
  documents,
}: {
  opportunityId: string;
  documents: readonly ContentsEntry[];
}) {
  const t = useTranslations('dealRoom.teaser');
  if (documents.length === 0) return null;
  return (
    <section
      aria-labelledby="deal-room-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      data-testid="deal-room-teaser"
    >
      <h2 id="deal-room-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        <LockKeyhole aria-hidden className="size-5 shrink-0 text-brand-700" />
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('count', { count: documents.length })}</p>
      <div className="mt-4">
        <DocumentContents documents={documents} labelledBy="deal-room-title" />
      </div>
      <p className="mt-4 text-sm text-ink">{t('steps')}</p>
      <AppLink href={investorRoomPath(opportunityId)} className="mt-4 btn btn-secondary">
        {t('open')}
        <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
      </AppLink>
    </section>
  );
}
