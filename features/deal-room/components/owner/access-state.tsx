import { useTranslations } from 'next-intl';
import type { AccessEndReason, AccessState } from '@/features/deal-room/constants';
import { StatusBadge } from '@/features/staff/components/status-badge';

const TONE = {
  requested: 'warning',
  granted: 'success',
  revoked: 'danger',
  ended: 'neutral',
} as const satisfies Record<AccessState, string>;

/** An investor's access as a badge, with why it ended when it did. */
export function AccessStateBadge({
  state,
  endReason,
}: {
  state: AccessState;
  endReason: AccessEndReason | null;
}) {
  const t = useTranslations('dealRoom');
  return (
    <div className="space-y-1">
      <StatusBadge state={state} tone={TONE[state]}>
        {t(`states.${state}`)}
      </StatusBadge>
      {state === 'ended' && endReason ? (
        <p className="max-w-56 text-xs text-muted">{t(`endReasons.${endReason}`)}</p>
      ) : null}
    </div>
  );
}
