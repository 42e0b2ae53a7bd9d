import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { AdminFilters } from '@/features/staff/components/admin-filters';
import { AdminPagination } from '@/features/staff/components/admin-pagination';
import { UsersTable } from '@/features/staff/components/users/users-table';
import {
  listUsers,
  USER_STATE_FILTERS,
  USER_TYPE_FILTERS,
} from '@/features/staff/server/user-directory';
import { choiceParam, textParam } from '@/features/staff/staff-params';
import { requirePageUser } from '@/lib/auth/page-gate';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { pageParam } from '@/lib/pagination';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'adminUsers', '/admin/users');
}

/** Every account, for admins and moderators: search by e-mail or name, filter by type and state. */
export default async function AdminUsersPage({ params, searchParams }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, '/admin/users', { role: 'STAFF' });
  const query = await searchParams;
  const q = textParam(query.q);
  const type = choiceParam(query.type, USER_TYPE_FILTERS);
  const state = choiceParam(query.state, USER_STATE_FILTERS);
  const list = await listUsers(user, { page: pageParam(query.page), q, type, state });
  const t = await getTranslations('admin.users');
  const titles = await getTranslations('titles');
  const types = await getTranslations('userTypes');
  return (
    <div className="py-2">
      <PageHeading title={titles('adminUsers')} description={t('intro')} />
      <AdminFilters
        id="user-filters"
        pathname="/admin/users"
        search={{ value: q, label: t('search'), placeholder: t('searchPlaceholder') }}
        selects={[
          {
            name: 'type',
            label: t('type'),
            value: type,
            options: USER_TYPE_FILTERS.map((value) => ({ value, label: types(value) })),
          },
          {
            name: 'state',
            label: t('state'),
            value: state,
            options: USER_STATE_FILTERS.map((value) => ({ value, label: t(`states.${value}`) })),
          },
        ]}
      />
      <UsersTable rows={list.items} />
      <AdminPagination
        pathname="/admin/users"
        query={{ q, type, state }}
        page={list.page}
        pageCount={list.pageCount}
      />
    </div>
  );
}
