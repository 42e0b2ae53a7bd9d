import { getFormatter, getTranslations } from 'next-intl/server';
import {
  DOCUMENT_CATEGORIES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_ROOM,
} from '@/features/deal-room/constants';
import type { DocumentEntry } from '@/features/deal-room/server/documents';
import { formatFileSize, formatMegabytes } from '../file-size';
import { DocumentList } from './document-list';
import { UploadForm } from './upload-form';

/** The room's documents: how much of the plan's space they use, the upload form, the list. */
export async function DocumentsSection({
  opportunityId,
  documents,
  quotaBytes,
  usedBytes,
}: {
  opportunityId: string;
  documents: DocumentEntry[];
  quotaBytes: number;
  usedBytes: number;
}) {
  const [t, room, format] = await Promise.all([
    getTranslations('dealRoom.owner.documents'),
    getTranslations('dealRoom'),
    getFormatter(),
  ]);
  const share = quotaBytes > 0 ? Math.min(100, (usedBytes / quotaBytes) * 100) : 100;
  return (
    <section
      aria-labelledby="documents-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id="documents-title" tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('lead')}</p>
      <div className="mt-4 space-y-1.5" data-testid="deal-room-quota">
        <p className="text-sm text-ink">
          {t('usage', {
            used: usedBytes > 0 ? formatFileSize(format, usedBytes) : formatMegabytes(format, 0),
            total: formatMegabytes(format, quotaBytes),
            count: documents.length,
            max: MAX_DOCUMENTS_PER_ROOM,
          })}
        </p>
        {/* The sentence above says it; the bar is only a picture of it. */}
        <div aria-hidden className="h-2 overflow-hidden rounded-full bg-canvas ring-1 ring-line">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${share}%` }} />
        </div>
      </div>
      <div className="mt-5">
        <UploadForm
          opportunityId={opportunityId}
          maxSize={formatMegabytes(format, MAX_DOCUMENT_BYTES)}
          categories={DOCUMENT_CATEGORIES.map((value) => ({
            value,
            label: room(`categories.${value}`),
          }))}
        />
      </div>
      <div className="mt-5">
        <DocumentList documents={documents} />
      </div>
    </section>
  );
}
