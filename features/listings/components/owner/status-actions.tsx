'use client';

import { clsx } from 'clsx';
import { Archive, Eye, EyeOff, LoaderCircle } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { useRouter } from '@/i18n/navigation';
import { useActionErrorText } from '@/components/form/use-action-error-text';
import { changeListingStatusAction } from '@/features/listings/actions/change-listing-status';
import {
  ownerChangesFrom,
  type ListingKind,
  type ListingStatus,
  type StatusChange,
} from '@/features/listings/taxonomy';
import { StatusBadge } from './status-badge';

const ICONS = { publish: Eye, unpublish: EyeOff, archive: Archive };

/** Where an owner's change can land (taxonomy.ts OWNER_STATUS_MOVES), and what it says then. */
const CHANGED = {
  draft: 'changed.draft',
  pending_review: 'changed.pending_review',
  published: 'changed.published',
  archived: 'changed.archived',
} as const;

/**
 * The status panel: what the status means, a moderator's reason when there is one (`notice`), and
 * the owner's moves from it (publish needs a photo; on a hidden listing it resubmits it).
 */
export function StatusActions({
  kind,
  id,
  status,
  notice,
}: {
  kind: ListingKind;
  id: string;
  status: ListingStatus;
  notice?: ReactNode;
}) {
  const t = useTranslations('ownerListings.status');
  const errorText = useActionErrorText();
  const errors = useTranslations('errors');
  const router = useRouter();
  const [pending, setPending] = useState<StatusChange | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function change(to: StatusChange) {
    setPending(to);
    setMessage(null);
    const result = await changeListingStatusAction({ kind, id, change: to }).catch(() => undefined);
    setPending(null);
    if (result?.ok) {
      const landed = result.data.status;
      const text = landed in CHANGED ? t(CHANGED[landed as keyof typeof CHANGED]) : null;
      if (text) setMessage({ tone: 'success', text });
      router.refresh();
    } else {
      setMessage({ tone: 'error', text: errorText(result) ?? errors('generic') });
    }
  }

  const label = (to: StatusChange) =>
    to === 'publish' && status === 'hidden' ? t('resubmit') : t(to);

  return (
    <section
      aria-labelledby="status-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="status-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <StatusBadge status={status} />
      </div>
      <p className="mt-2 text-sm text-muted">{t(status)}</p>
      {notice}
      <div className="mt-4 flex flex-wrap gap-2 empty:hidden">
        {ownerChangesFrom(status).map((to) => {
          const Icon = pending === to ? LoaderCircle : ICONS[to];
          return (
            <button
              key={to}
              type="button"
              disabled={pending !== null}
              aria-busy={pending === to || undefined}
              onClick={() => change(to)}
              className={clsx('btn-sm', to === 'publish' ? 'btn-primary' : 'btn-secondary')}
            >
              <Icon aria-hidden className={clsx('size-4', pending === to && 'animate-spin')} />
              {pending === to ? t('working') : label(to)}
            </button>
          );
        })}
      </div>
      <div className="mt-3 empty:hidden">
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      </div>
    </section>
  );
}
