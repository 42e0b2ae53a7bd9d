import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { RequestStatus } from '@/features/contact-requests/types';

const TONE: Record<RequestStatus, string> = {
  pending: 'border-accent-500/30 bg-accent-100 text-accent-700',
  accepted: 'border-success/30 bg-emerald-50 text-success',
  declined: 'border-danger/30 bg-red-50 text-danger',
  cancelled: 'border-line bg-canvas text-muted',
};

/** The request's status as a pill (the word, not the colour, carries the meaning). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const t = useTranslations('contactRequests.status');
  return (
    <span
      data-testid="request-status"
      className={clsx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[status],
      )}
    >
      {t(status)}
    </span>
  );
}
