'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { FormError } from '@/components/form/form-error';
import { useRouter } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/action/result';
import { revokeInviteAction } from '@/features/staff/actions/invites';

/** Withdraws one pending invitation; the list refreshes without it. */
export function RevokeInviteButton({ id, email }: { id: string; email: string }) {
  const t = useTranslations('admin.staff');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<ActionResult<void> | null>(null);
  const revoke = () =>
    startTransition(async () => {
      const answer = await revokeInviteAction({ id });
      setResult(answer);
      if (answer.ok) router.refresh();
    });
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={revoke}
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={t('revokeLabel', { email })}
        className="btn-sm btn-danger"
      >
        {t('revoke')}
      </button>
      {result && !result.ok ? <FormError result={result} /> : null}
      <span role="status" className="sr-only">
        {result?.ok ? t('revoked') : ''}
      </span>
    </div>
  );
}
