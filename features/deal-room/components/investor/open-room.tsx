import { useFormatter, useTranslations } from 'next-intl';
import { DOCUMENT_CATEGORIES } from '@/features/deal-room/constants';
import type { DocumentEntry } from '@/features/deal-room/server/documents';
import { ndaCopyUrl } from '@/features/deal-room/paths';
import { OpenDocument } from './open-document';
import { StepHeading } from './step-heading';

/**
 * The open room: the documents by category, each a download of the investor's own marked copy
 * (images also in a new tab), and their copy of the NDA they accepted.
 */
export function OpenRoom({
  opportunityId,
  documents,
  acceptedAt,
}: {
  opportunityId: string;
  documents: DocumentEntry[];
  acceptedAt: Date | null;
}) {
  const t = useTranslations('dealRoom');
  const format = useFormatter();
  const groups = DOCUMENT_CATEGORIES.map((category) => ({
    category,
    items: documents.filter((document) => document.category === category),
  })).filter((group) => group.items.length > 0);
  return (
    <section
      aria-labelledby="room-step-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      data-testid="deal-room-open"
    >
      <StepHeading>{t('investor.open.title')}</StepHeading>
      <p className="mt-2 text-sm text-ink">{t('investor.open.watermark')}</p>
      <div className="mt-4 flex flex-col gap-3 rounded-xl border border-line bg-canvas p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink">
          {acceptedAt
            ? t('investor.open.accepted', { date: format.dateTime(acceptedAt, 'long') })
            : null}
        </p>
        <a href={ndaCopyUrl(opportunityId)} download className="btn-sm shrink-0 btn-primary">
          {t('investor.open.ndaCopy')}
        </a>
      </div>
      {groups.length === 0 ? (
        <p className="mt-6 text-sm text-muted">{t('investor.open.empty')}</p>
      ) : (
        groups.map(({ category, items }) => (
          <section key={category} aria-labelledby={`category-${category}`} className="mt-6">
            <h3 id={`category-${category}`} className="mb-2 font-semibold text-ink">
              {t(`categories.${category}`)}
            </h3>
            <ul className="divide-y divide-line rounded-xl border border-line">
              {items.map((document) => (
                <OpenDocument key={document.id} document={document} />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
