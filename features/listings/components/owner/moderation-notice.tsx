import { useTranslations } from 'next-intl';
import { decodeModerationNote } from '@/features/moderation/moderation-note';
import type { ListingStatus } from '@/features/listings/taxonomy';

/**
 * Why a moderator hid or removed the listing, in the owner's language (the reason's label) and the
 * moderator's own words. Nothing for the other statuses, or when no reason was given.
 */
export function ModerationNotice({
  status,
  stored,
}: {
  status: ListingStatus;
  stored: string | null;
}) {
  const t = useTranslations('ownerListings.status');
  const reasons = useTranslations('moderation.reasons');
  const note = status === 'hidden' || status === 'removed' ? decodeModerationNote(stored) : null;
  if (!note) return null;
  return (
    <dl className="mt-3 space-y-2 rounded-lg border border-danger/20 bg-red-50 px-3 py-2.5 text-sm">
      <div>
        <dt className="font-semibold text-danger">{t('reason')}</dt>
        <dd className="text-ink">{reasons(note.reason)}</dd>
      </div>
      {note.note ? (
        <div>
          <dt className="font-semibold text-danger">{t('note')}</dt>
          <dd dir="auto" className="user-text whitespace-pre-line text-ink">
            {note.note}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
