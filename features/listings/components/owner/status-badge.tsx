import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { ListingStatus } from '@/features/listings/taxonomy';

const TONE: Record<ListingStatus, string> = {
  draft: 'border-line bg-canvas text-muted',
  pending_review: 'border-accent-500/30 bg-accent-100 text-accent-700',
  published: 'border-success/30 bg-emerald-50 text-success',
  hidden: 'border-danger/30 bg-red-50 text-danger',
  removed: 'border-danger/30 bg-red-50 text-danger',
  held: 'border-line bg-canvas text-muted',
  archived: 'border-accent-500/30 bg-accent-100 text-accent-700',
};

const DOT: Record<ListingStatus, string> = {
  draft: 'bg-muted',
  pending_review: 'bg-accent-500',
  published: 'bg-success',
  hidden: 'bg-danger',
  removed: 'bg-danger',
  held: 'bg-muted',
  archived: 'bg-accent-500',
};

/** The listing's status as a small pill (text, not colour alone, carries the meaning). */
export function StatusBadge({ status }: { status: ListingStatus }) {
  const t = useTranslations('ownerListings.common.status');
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[status],
      )}
    >
      <span aria-hidden className={clsx('size-1.5 rounded-full', DOT[status])} />
      {t(status)}
    </span>
  );
}
