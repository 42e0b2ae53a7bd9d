import { getFormatter, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import type { DirectoryUser } from '@/features/staff/server/user-directory';
import { AdminTable } from '../admin-table';
import { UserStateBadge } from './user-state-badge';

/** One page of the user list: each name opens that account's page. */
export async function UsersTable({ rows }: { rows: DirectoryUser[] }) {
  const t = await getTranslations('admin.users');
  const types = await getTranslations('userTypes');
  const format = await getFormatter();
  return (
    <AdminTable
      id="admin-users"
      caption={t('caption')}
      captionHidden
      rows={rows}
      rowKey={(user) => user.id}
      empty={t('empty')}
      testId="admin-users"
      columns={[
        {
          key: 'name',
          header: t('columns.name'),
          rowHeader: true,
          cell: (user) => (
            <AppLink
              href={`/admin/users/${user.id}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              <bdi className="user-text">{user.name}</bdi>
            </AppLink>
          ),
        },
        {
          key: 'email',
          header: t('columns.email'),
          cell: (user) => (
            <span dir="ltr" className="break-all">
              {user.email}
            </span>
          ),
        },
        { key: 'type', header: t('columns.type'), cell: (user) => types(user.type) },
        {
          key: 'joined',
          header: t('columns.joined'),
          className: 'whitespace-nowrap',
          cell: (user) => (
            <time dateTime={user.createdAt.toISOString()}>
              {format.dateTime(user.createdAt, 'short')}
            </time>
          ),
        },
        {
          key: 'state',
          header: t('columns.state'),
          cell: (user) => <UserStateBadge user={user} />,
        },
      ]}
    />
  );
}
