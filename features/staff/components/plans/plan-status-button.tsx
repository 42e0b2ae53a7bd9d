'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { FormError } from '@/components/form/form-error';
import { useRouter } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/action/result';
import { restorePlanAction, retirePlanAction } from '@/features/billing/actions/plan-admin';
import { ConfirmDialog } from '@/features/listings/components/owner/confirm-dialog';

/**
 * Retires a plan on offer, after a confirmation that says what becomes of the members who hold
 * it, or offers a retired one again (nothing to confirm). The page refreshes with the new state.
 */
export function PlanStatusButton({
  id,
  name,
  active,
}: {
  id: string;
  name: string;
  active: boolean;
}) {
  const t = useTranslations('admin.plans');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<ActionResult<unknown> | null>(null);
  const [done, setDone] = useState('');

  const run = () =>
    startTransition(async () => {
      setResult(null);
      const answer = await (active ? retirePlanAction : restorePlanAction)({ id });
      setResult(answer);
      if (!answer.ok) return;
      setOpen(false);
      setDone(active ? t('retired') : t('restored'));
      router.refresh();
    });
  const failure = result && !result.ok ? <FormError result={result} /> : null;

  return (
    <span className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={() => {
          setResult(null);
          if (active) setOpen(true);
          else run();
        }}
        disabled={pending && !active}
        aria-busy={(pending && !active) || undefined}
        aria-label={active ? t('retireLabel', { name }) : t('restoreLabel', { name })}
        className={`btn-sm ${active ? 'btn-danger' : 'btn-secondary'}`}
      >
        {active ? t('retire') : t('restore')}
      </button>
      {active ? null : failure}
      <span role="status" className="sr-only">
        {done}
      </span>
      <ConfirmDialog
        open={open}
        title={t('retireTitle', { name })}
        description={t('retireText')}
        confirmLabel={t('confirmRetire')}
        cancelLabel={t('cancel')}
        pendingLabel={t('working')}
        pending={pending}
        error={active ? failure : null}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
