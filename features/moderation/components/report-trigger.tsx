'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { ReportTargetKind } from '@/features/moderation/schemas/report';

// The dialog, its form and its schema are downloaded at the first press, never with the page.
const ReportDialog = lazyComponent(() => import('./report-dialog').then((m) => m.ReportDialog));

/** "Report" (opens the report dialog), or "Reported" once this user has reported the target. */
export function ReportTrigger({
  targetKind,
  targetId,
  reported,
  onReported,
  label,
  className,
}: {
  targetKind: ReportTargetKind;
  targetId: string;
  reported: boolean;
  onReported: () => void;
  label: string;
  className?: string;
}) {
  const t = useTranslations('report');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const done = useRef<HTMLSpanElement>(null);
  const look = clsx('rounded text-muted focus-visible:outline-2', className);
  return (
    <>
      {reported ? (
        <span ref={done} tabIndex={-1} className={look} data-testid="report-done">
          {t('reported')}
        </span>
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          className={clsx(look, 'underline-offset-4 hover:text-ink hover:underline')}
          data-testid="report-button"
        >
          {label}
        </button>
      )}
      {opened ? (
        <ReportDialog
          open={open}
          onClose={() => setOpen(false)}
          targetKind={targetKind}
          targetId={targetId}
          onReported={onReported}
          returnFocus={() => done.current}
        />
      ) : null}
    </>
  );
}
