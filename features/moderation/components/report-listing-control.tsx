'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { getReportedStateAction } from '@/features/moderation/actions/report';
import type { ReportTargetKind } from '@/features/moderation/schemas/report';
import { isStaff } from '@/lib/auth/roles';
import { ReportTrigger } from './report-trigger';

/**
 * A signed-in member's report button on a listing page. The page is cached and the same for
 * everyone, so whether this member already reported the listing is asked once it has loaded.
 * Staff do not report (they act on listings in the staff area).
 */
export function ReportListingControl({
  targetKind,
  targetId,
}: {
  targetKind: Exclude<ReportTargetKind, 'message'>;
  targetId: string;
}) {
  const t = useTranslations('report');
  const { user } = useAuth();
  const member = user !== null && !isStaff(user);
  const [reported, setReported] = useState(false);
  useEffect(() => {
    if (!member) return;
    let live = true;
    getReportedStateAction({ targetKind, targetId }).then(
      (answer) => live && answer.ok && setReported(answer.data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [member, targetKind, targetId]);
  if (!member) return null;
  return (
    <ReportTrigger
      targetKind={targetKind}
      targetId={targetId}
      reported={reported}
      onReported={() => setReported(true)}
      label={t('listingButton')}
      className="text-sm"
    />
  );
}
