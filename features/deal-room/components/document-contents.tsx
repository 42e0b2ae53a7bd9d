import { useFormatter, useTranslations } from 'next-intl';
import type { DocumentEntry } from '@/features/deal-room/server/documents';
import { formatFileSize } from './file-size';

/** What the contents show of a document (a cached page may hand its dates over as strings). */
export type ContentsEntry = Pick<
  DocumentEntry,
  'id' | 'title' | 'category' | 'format' | 'sizeBytes'
>;

/**
 * A deal room's table of contents: each document's title, category, format and size, never a way
 * to open it. Server-rendered on the public page and on the investor's page before access.
 */
export function DocumentContents({
  documents,
  labelledBy,
}: {
  documents: readonly ContentsEntry[];
  /** The id of the heading that names the list. */
  labelledBy: string;
}) {
  const t = useTranslations('dealRoom');
  const format = useFormatter();
  return (
    <ul
      aria-labelledby={labelledBy}
      className="divide-y divide-line rounded-xl border border-line bg-surface"
    >
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
        >
          <span dir="auto" className="user-text min-w-0 font-medium break-words text-ink">
            {document.title}
          </span>
          <span className="text-sm text-muted">
            {t('teaser.meta', {
              category: t(`categories.${document.category}`),
              format: t(`formats.${document.format}`),
              size: formatFileSize(format, document.sizeBytes),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
