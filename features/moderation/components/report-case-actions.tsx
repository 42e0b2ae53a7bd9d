'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { FormError } from '@/components/form/form-error';
import { useRouter } from '@/i18n/navigation';
import { ConfirmDialog } from '@/features/listings/components/owner/confirm-dialog';
import { dismissReportsAction } from '@/features/moderation/actions/report-queue';
import type { ReportTargetKind } from '@/features/moderation/schemas/report';
import type { ActionResult } from '@/lib/action/result';
import { ReportDecisionDialog, type DecisionMode } from './report-decision-dialog';

type Choice = 'dismiss' | DecisionMode;

/**
 * The decisions a moderator may take on this case: dismiss the open reports, hide or remove the
 * listing, warn or suspend the person the reports are about. Each one tells the reporters, then
 * the page is read again.
 */
export function ReportCaseActions({
  targetKind,
  targetId,
  hasOpen,
  listingStatus,
  canModerateUser,
}: {
  targetKind: ReportTargetKind;
  targetId: string;
  hasOpen: boolean;
  /** The listing's status; null for a message. */
  listingStatus: string | null;
  canModerateUser: boolean;
}) {
  const t = useTranslations('admin.reports');
  const router = useRouter();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [done, setDone] = useState<'dismissed' | 'actioned' | null>(null);
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<ActionResult<unknown> | null>(null);
  const finish = (outcome: 'dismissed' | 'actioned') => {
    setChoice(null);
    setDone(outcome);
    router.refresh();
  };
  const dismiss = () =>
    startTransition(async () => {
      const answer = await dismissReportsAction({ targetKind, targetId }).catch(
        (): ActionResult<unknown> => ({ ok: false, error: 'generic' }),
      );
      setFailure(answer.ok ? null : answer);
      if (answer.ok) finish('dismissed');
    });

  const choices: Choice[] = [
    ...(hasOpen ? (['dismiss'] as const) : []),
    ...(listingStatus === 'published' || listingStatus === 'pending_review'
      ? (['hide'] as const)
      : []),
    ...(listingStatus !== null && listingStatus !== 'removed' ? (['remove'] as const) : []),
    ...(canModerateUser ? (['warn', 'suspend'] as const) : []),
  ];
  return (
    <section
      aria-labelledby="case-decision"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
      data-testid="case-actions"
    >
      <h2 id="case-decision" className="mb-3 font-semibold text-ink">
        {t('case.decision')}
      </h2>
      <p role="status" className="mb-3 text-sm font-medium text-success empty:hidden">
        {done ? t(`actions.${done}`) : ''}
      </p>
      {hasOpen ? null : <p className="mb-3 text-sm text-muted">{t('case.resolved')}</p>}
      <ul className="space-y-3">
        {choices.map((item) => (
          <li key={item}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-describedby={`case-${item}-hint`}
              onClick={() => setChoice(item)}
              className="btn w-full btn-secondary"
              data-testid={`case-${item}`}
            >
              {t(`actions.${item}`)}
            </button>
            <p id={`case-${item}-hint`} className="mt-1 text-xs text-muted">
              {t(`actions.${item}Hint`)}
            </p>
          </li>
        ))}
      </ul>
      {canModerateUser ? null : (
        <p className="mt-3 text-sm text-muted">{t('case.cannotModerate')}</p>
      )}
      <ConfirmDialog
        open={choice === 'dismiss'}
        title={t('actions.dismiss')}
        description={t('actions.dismissHint')}
        confirmLabel={t('actions.dismiss')}
        cancelLabel={t('actions.cancel')}
        pendingLabel={t('actions.working')}
        pending={pending}
        error={failure ? <FormError result={failure} /> : null}
        onConfirm={dismiss}
        onClose={() => setChoice(null)}
      />
      {choice && choice !== 'dismiss' ? (
        <ReportDecisionDialog
          mode={choice}
          targetKind={targetKind}
          targetId={targetId}
          onClose={() => setChoice(null)}
          onDone={() => finish('actioned')}
        />
      ) : null}
    </section>
  );
}
