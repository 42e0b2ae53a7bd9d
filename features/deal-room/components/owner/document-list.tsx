import { getFormatter, getTranslations } from 'next-intl/server';
import type { DocumentEntry } from '@/features/deal-room/server/documents';
import { documentFileUrl } from '@/features/deal-room/paths';
import { formatFileSize } from '../file-size';
import { DeleteDocumentButton } from './delete-document-button';

/** The owner's documents, oldest first: what each is, a download of the original, delete. */
export async function DocumentList({ documents }: { documents: DocumentEntry[] }) {
  const [t, room, format] = await Promise.all([
    getTranslations('dealRoom.owner.documents'),
    getTranslations('dealRoom'),
    getFormatter(),
  ]);
  if (documents.length === 0) {
    return <p className="text-sm text-muted">{t('empty')}</p>;
  }
  return (
    <ul
      aria-label={t('listLabel')}
      className="divide-y divide-line rounded-xl border border-line"
      data-testid="deal-room-documents"
    >
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p dir="auto" className="user-text font-medium break-words text-ink">
              {document.title}
            </p>
            <p className="mt-0.5 text-sm text-muted">
              {t('meta', {
                category: room(`categories.${document.category}`),
                format: room(`formats.${document.format}`),
                size: formatFileSize(format, document.sizeBytes),
                date: format.dateTime(document.createdAt, 'short'),
              })}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <a
              href={documentFileUrl(document.id)}
              download
              aria-label={t('downloadItem', { title: document.title })}
              className="btn-sm btn-secondary"
            >
              {t('download')}
            </a>
            <DeleteDocumentButton id={document.id} title={document.title} />
          </div>
        </li>
      ))}
    </ul>
  );
}
