import { useTranslations } from 'next-intl';
import type { DocumentEntry } from '@/features/deal-room/server/documents';
import { DocumentContents } from '../document-contents';

/** What the room holds, before the investor may open it. */
export function ContentsCard({ documents }: { documents: DocumentEntry[] }) {
  const t = useTranslations('dealRoom.investor.contents');
  return (
    <section
      aria-labelledby="contents-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id="contents-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t('count', { count: documents.length })}</p>
      {documents.length > 0 ? (
        <DocumentContents documents={documents} labelledBy="contents-title" />
      ) : (
        <p className="text-sm text-muted">{t('empty')}</p>
      )}
    </section>
  );
}
