'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { FormError } from '@/components/form/form-error';
import { useRouter } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/action/result';
import { restoreUserAction } from '@/features/staff/actions/users';

/** Ends a suspension now (nothing is lost by it, so no confirmation); the page then refreshes. */
export function RestoreButton({ userId }: { userId: string }) {
  const t = useTranslations('admin.users');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<ActionResult<unknown> | null>(null);
  const restore = () =>
    startTransition(async () => {
      setResult(null);
      const answer = await restoreUserAction({ userId });
      setResult(answer);
      if (answer.ok) router.refresh();
    });
  return (
    <div className="space-y-3" data-testid="restore-user">
      <h3 className="font-semibold text-ink">{t('restore.title')}</h3>
      <p className="text-sm text-muted">{t('restore.text')}</p>
      <FormError result={result} />
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {result?.ok ? t('restore.done') : ''}
      </p>
      <button
        type="button"
        onClick={restore}
        disabled={pending}
        aria-busy={pending || undefined}
        className="btn btn-primary"
      >
        {pending ? t('working') : t('restore.submit')}
      </button>
    </div>
  );
}
