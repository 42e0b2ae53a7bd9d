'use client';

import { clsx } from 'clsx';
import { Archive, Eye, EyeOff, LoaderCircle } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useRouter } from '@/i18n/navigation';
import { useActionErrorText } from '@/components/form/use-action-error-text';
import { changeListingStatusAction } from '@/features/listings/actions/change-listing-status';
import type { ListingKind, ListingStatus, StatusChange } from '@/features/listings/taxonomy';
import { StatusBadge } from './status-badge';

type Change = StatusChange;

const CHANGES: Record<ListingStatus, Change[]> = {
  draft: ['publish', 'archive'],
  published: ['unpublish', 'archive'],
  archived: ['publish', 'unpublish'],
};
const ICONS = { publish: Eye, unpublish: EyeOff, archive: Archive };

/** The status panel: what the status means, and the moves from it (publish needs a photo). */
export function StatusActions({
  kind,
  id,
  status,
}: {
  kind: ListingKind;
  id: string;
  status: ListingStatus;
}) {
  const t = useTranslations('ownerListings.status');
  const errorText = useActionErrorText();
  const errors = useTranslations('errors');
  const router = useRouter();
  const [pending, setPending] = useState<Change | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function change(to: Change) {
    setPending(to);
    setMessage(null);
    const result = await changeListingStatusAction({ kind, id, change: to }).catch(() => undefined);
    setPending(null);
    if (result?.ok) {
      setMessage({ tone: 'success', text: t(`changed.${result.data.status}`) });
      router.refresh();
    } else {
      setMessage({ tone: 'error', text: errorText(result) ?? errors('generic') });
    }
  }

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
      <div className="mt-4 flex flex-wrap gap-2">
        {CHANGES[status].map((to) => {
          const Icon = pending === to ? LoaderCircle : ICONS[to];
          return (
            <button
              key={to}
              type="button"
              disabled={pending !== null}
              aria-busy={pending === to || undefined}
              onClick={() => change(to)}
              className={clsx(
                'inline-flex items-center gap-2 rounded-lg px-3.5 py-2 text-sm font-semibold disabled:opacity-70',
                to === 'publish'
                  ? 'bg-brand-700 text-white hover:bg-brand-800'
                  : 'border border-line bg-surface text-ink hover:bg-canvas',
              )}
            >
              <Icon aria-hidden className={clsx('size-4', pending === to && 'animate-spin')} />
              {pending === to ? t('working') : t(to)}
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
