import { getFormatter, getTranslations } from 'next-intl/server';
import type { UserOverview } from '@/features/staff/server/user-directory';
import { MODERATION_REASONS, type ModerationReason } from '@/features/moderation/reasons';
import { isMemberType } from '@/lib/auth/roles';
import { Panel } from './panel';
import { UserStateBadge } from './user-state-badge';

const isModerationReason = (value: string | null): value is ModerationReason =>
  (MODERATION_REASONS as readonly (string | null)[]).includes(value);

/** Who the account is, whether it is suspended (since when, why, until when), and its sessions. */
export async function UserAccount({ overview }: { overview: UserOverview }) {
  const t = await getTranslations('admin.users');
  const types = await getTranslations('userTypes');
  const reasons = await getTranslations('moderation.reasons');
  const format = await getFormatter();
  const { user, sessions } = overview;
  const reason = user.suspensionReason;
  return (
    <Panel id="user-account" title={t('account')}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink">{types(user.type)}</span>
        <UserStateBadge user={user} />
      </div>
      <p className="mt-2 text-sm text-muted">
        {t('joined', { date: format.dateTime(user.createdAt, 'short') })}
      </p>
      {user.suspended && user.suspendedAt ? (
        <p className="mt-2 text-sm text-danger" data-testid="user-suspension">
          {t('suspendedSince', {
            date: format.dateTime(user.suspendedAt, 'long'),
            reason: isModerationReason(reason) ? reasons(reason) : (reason ?? ''),
          })}{' '}
          {user.suspendedUntil
            ? t('suspensionEnds', { date: format.dateTime(user.suspendedUntil, 'long') })
            : t('suspensionIndefinite')}
        </p>
      ) : null}
      <h3 className="mt-4 font-semibold text-ink">{t('sessions')}</h3>
      <p className="text-sm text-muted" data-testid="user-sessions">
        {t('sessionsCount', { count: sessions.count })}{' '}
        {sessions.lastSeenAt
          ? t('lastSeen', { date: format.dateTime(sessions.lastSeenAt, 'long') })
          : null}
      </p>
      {isMemberType(user.type) ? null : (
        <p className="mt-4 text-sm text-muted">{t('staffAccount')}</p>
      )}
    </Panel>
  );
}
