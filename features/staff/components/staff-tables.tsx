import { getFormatter, getTranslations } from 'next-intl/server';
import type { PendingInvite, StaffMember } from '@/features/staff/server/invites';
import { AdminTable } from './admin-table';
import { RevokeInviteButton } from './revoke-invite-button';
import { StatusBadge } from './status-badge';

/** The staff accounts and the invitations not yet accepted (each can be withdrawn). */
export async function StaffTables({
  members,
  invites,
}: {
  members: StaffMember[];
  invites: PendingInvite[];
}) {
  const t = await getTranslations('admin.staff');
  const types = await getTranslations('userTypes');
  const format = await getFormatter();
  const date = (value: Date) => format.dateTime(value, { dateStyle: 'medium' });
  return (
    <div className="space-y-6">
      <AdminTable
        id="staff-members"
        caption={t('membersCaption')}
        rows={members}
        rowKey={(member) => member.id}
        testId="staff-members"
        columns={[
          {
            key: 'name',
            header: t('name'),
            rowHeader: true,
            cell: (member) => (
              <span dir="auto" className="user-text">
                {member.name}
              </span>
            ),
          },
          {
            key: 'email',
            header: t('email'),
            cell: (member) => <span dir="ltr">{member.email}</span>,
          },
          {
            key: 'role',
            header: t('role'),
            cell: (member) => <StatusBadge tone="info">{types(member.type)}</StatusBadge>,
          },
          { key: 'since', header: t('since'), cell: (member) => date(member.createdAt) },
        ]}
      />
      <AdminTable
        id="staff-invites"
        caption={t('invitesCaption')}
        rows={invites}
        rowKey={(invite) => invite.id}
        empty={t('noInvites')}
        testId="staff-invites"
        columns={[
          {
            key: 'email',
            header: t('email'),
            rowHeader: true,
            cell: (invite) => <span dir="ltr">{invite.email}</span>,
          },
          { key: 'role', header: t('role'), cell: (invite) => types(invite.type) },
          {
            key: 'state',
            header: t('state'),
            cell: (invite) => {
              const state = invite.expired ? 'expired' : 'pending';
              return <StatusBadge state={state}>{t(`states.${state}`)}</StatusBadge>;
            },
          },
          { key: 'expires', header: t('expires'), cell: (invite) => date(invite.expiresAt) },
          {
            key: 'actions',
            header: t('actions'),
            cell: (invite) => <RevokeInviteButton id={invite.id} email={invite.email} />,
          },
        ]}
      />
    </div>
  );
}
