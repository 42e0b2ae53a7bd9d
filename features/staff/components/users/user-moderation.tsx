import { getTranslations } from 'next-intl/server';
import { mayModerate } from '@/features/moderation/server/suspension';
import type { StaffActor } from '@/features/staff/server/staff-access';
import type { UserOverview } from '@/features/staff/server/user-directory';
import { isAdmin } from '@/lib/auth/roles';
import { Panel } from './panel';
import { RestoreButton } from './restore-button';
import { SuspendForm } from './suspend-form';
import { WarnForm } from './warn-form';

/**
 * Warn, suspend or restore, as far as the viewer may act on this account (moderators on members;
 * admins on members and moderators; nobody on an admin or on themselves); otherwise why not.
 */
export async function UserModeration({
  actor,
  user,
}: {
  actor: StaffActor;
  user: UserOverview['user'];
}) {
  const t = await getTranslations('admin.users');
  let content;
  if (!mayModerate(actor, user)) {
    const why = user.id === actor.id ? 'self' : isAdmin(user) ? 'admin' : 'staff';
    content = <p className="text-sm text-muted">{t(`cannot.${why}`)}</p>;
  } else {
    content = (
      <div className="grid gap-6 lg:grid-cols-2">
        <WarnForm userId={user.id} />
        {user.suspendedAt ? (
          <RestoreButton userId={user.id} />
        ) : (
          <SuspendForm userId={user.id} name={user.name} />
        )}
      </div>
    );
  }
  return (
    <Panel id="user-moderation" title={t('moderation')}>
      {content}
    </Panel>
  );
}
