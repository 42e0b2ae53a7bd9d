import { getFormatter, getTranslations } from 'next-intl/server';
import type { DirectoryUser } from '@/features/staff/server/user-directory';
import { StatusBadge } from '../status-badge';

/** Active, or suspended (with its end when it has one). */
export async function UserStateBadge({
  user,
}: {
  user: Pick<DirectoryUser, 'suspended' | 'suspendedUntil'>;
}) {
  const t = await getTranslations('admin.users');
  const format = await getFormatter();
  const state = user.suspended ? 'suspended' : 'active';
  return (
    <span className="flex flex-col items-start gap-0.5">
      <StatusBadge state={state}>{t(`states.${state}`)}</StatusBadge>
      {user.suspendedUntil ? (
        <span className="text-xs whitespace-nowrap text-muted">
          {t('until', { date: format.dateTime(user.suspendedUntil, 'short') })}
        </span>
      ) : null}
    </span>
  );
}
