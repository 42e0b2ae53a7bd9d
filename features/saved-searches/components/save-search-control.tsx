'use client';

import { BellPlus } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { saveSearchAction } from '@/features/saved-searches/actions/save-search';
import { MAX_SAVED_SEARCHES_CLIENT } from '@/features/saved-searches/limits';

type Status = 'idle' | 'saved' | 'limit' | 'failed';

/**
 * "Save this search" on a catalogue page, for an investor (save-search-button.tsx loads it only
 * for one). Saves the filters in the URL.
 */
export function SaveSearchControl({ kind }: { kind: 'advertisement' | 'opportunity' }) {
  const { user } = useAuth();
  const params = useSearchParams();
  const t = useTranslations('savedSearches');
  const [status, setStatus] = useState<Status>('idle');
  const [pending, startTransition] = useTransition();
  if (user?.type !== 'INVESTOR') return null;

  const save = () =>
    startTransition(async () => {
      const result = await saveSearchAction({ kind, search: params.toString() });
      setStatus(result.ok ? result.data.status : 'failed');
    });

  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* On a phone only the icon shows (the label stays for screen readers): the heading row
          then keeps one line when the button appears. */}
      <button
        type="button"
        onClick={save}
        disabled={pending}
        aria-busy={pending || undefined}
        className="btn-sm btn-secondary"
        data-testid="save-search"
      >
        <BellPlus aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">{pending ? t('saving') : t('save')}</span>
      </button>
      <p role="status" aria-live="polite" className="text-sm text-muted">
        {status === 'saved' ? t('saved') : null}
        {status === 'limit' ? t('limit', { max: MAX_SAVED_SEARCHES_CLIENT }) : null}
        {status === 'failed' ? t('failed') : null}
      </p>
    </div>
  );
}
