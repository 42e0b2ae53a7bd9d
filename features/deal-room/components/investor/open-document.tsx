import { ExternalLink } from '@/components/icons';
import { useFormatter, useTranslations } from 'next-intl';
import type { DocumentEntry } from '@/features/deal-room/server/documents';
import { documentFileUrl } from '@/features/deal-room/paths';
import { formatFileSize } from '../file-size';

/** One document of the open room: Download, and View for an image (a new tab). */
export function OpenDocument({ document }: { document: DocumentEntry }) {
  const t = useTranslations('dealRoom');
  const format = useFormatter();
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p dir="auto" className="user-text font-medium break-words text-ink">
          {document.title}
        </p>
        <p className="mt-0.5 text-sm text-muted">
          {t('investor.open.meta', {
            format: t(`formats.${document.format}`),
            size: formatFileSize(format, document.sizeBytes),
          })}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <a
          href={documentFileUrl(document.id)}
          download
          aria-label={t('investor.open.downloadItem', { title: document.title })}
          className="btn-sm btn-secondary"
        >
          {t('investor.open.download')}
        </a>
        {document.format === 'image' ? (
          <a
            href={documentFileUrl(document.id, 'view')}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('investor.open.viewItem', { title: document.title })}
            className="btn-sm btn-secondary"
          >
            {t('investor.open.view')}
            <ExternalLink aria-hidden className="size-4" />
          </a>
        ) : null}
      </div>
    </li>
  );
}
