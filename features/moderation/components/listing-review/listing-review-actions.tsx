'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useActionErrorText } from '@/components/form/use-action-error-text';
import { useRouter } from '@/i18n/navigation';
import type { ListingKind, ListingStatus } from '@/features/listings/taxonomy';
import { approveListingAction } from '@/features/moderation/actions/listing-review';
import { staffMayMove } from '@/features/moderation/listing-moves';
import { ListingDecisionDialog } from './listing-decision-dialog';
import { REVIEW_DONE_EVENT } from './review-announcer';

/**
 * A moderator's buttons for one listing, as its status allows (listing-moves.ts): approve at once,
 * hide or remove through a dialog that asks for the reason. A refusal shows here; the outcome is
 * announced by the page's ReviewAnnouncer.
 */
export function ListingReviewActions({
  kind,
  id,
  title,
  status,
}: {
  kind: ListingKind;
  id: string;
  title: string;
  status: ListingStatus;
}) {
  const t = useTranslations('admin.listings.actions');
  const errors = useTranslations('errors');
  const errorText = useActionErrorText();
  const router = useRouter();
  const [dialog, setDialog] = useState<'hide' | 'remove' | null>(null);
  const [approving, setApproving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** The outcome goes to the page's announcer (review-announcer.tsx), then the page refreshes. */
  function announce(text: string) {
    window.dispatchEvent(new CustomEvent(REVIEW_DONE_EVENT, { detail: text }));
    router.refresh();
  }

  async function approve() {
    setApproving(true);
    setError(null);
    const result = await approveListingAction({ kind, id }).catch(() => undefined);
    setApproving(false);
    if (result?.ok) announce(t('approved', { title }));
    else setError(errorText(result) ?? errors('generic'));
  }

  const done = (move: 'hide' | 'remove') => () => {
    setDialog(null);
    setError(null);
    announce(move === 'hide' ? t('hidden', { title }) : t('removed', { title }));
  };

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t('label', { title })} className="flex flex-wrap gap-2">
        {staffMayMove('approve', status) ? (
          <button
            type="button"
            onClick={approve}
            disabled={approving}
            aria-busy={approving || undefined}
            className="btn-sm btn-primary"
          >
            {approving ? t('approving') : t('approve')}
          </button>
        ) : null}
        {staffMayMove('hide', status) ? (
          <button type="button" onClick={() => setDialog('hide')} className="btn-sm btn-secondary">
            {t('hide')}
          </button>
        ) : null}
        {staffMayMove('remove', status) ? (
          <button type="button" onClick={() => setDialog('remove')} className="btn-sm btn-danger">
            {t('remove')}
          </button>
        ) : null}
      </div>
      <div className="empty:hidden">{error ? <Alert tone="error">{error}</Alert> : null}</div>
      {dialog ? (
        <ListingDecisionDialog
          move={dialog}
          open
          onClose={() => setDialog(null)}
          onDone={done(dialog)}
          kind={kind}
          id={id}
          title={title}
        />
      ) : null}
    </div>
  );
}
