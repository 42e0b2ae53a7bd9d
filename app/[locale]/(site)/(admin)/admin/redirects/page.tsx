import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { listRedirects, testRedirect } from '@/features/redirects/server/admin';
import { AdminFilters } from '@/features/staff/components/admin-filters';
import { AdminPagination } from '@/features/staff/components/admin-pagination';
import { RedirectEditor } from '@/features/staff/components/redirects/redirect-editor';
import { RedirectTable } from '@/features/staff/components/redirects/redirect-table';
import { RedirectTester } from '@/features/staff/components/redirects/redirect-tester';
import { requirePageUser } from '@/lib/auth/page-gate';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { pageParam } from '@/lib/pagination';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = '/admin/redirects';

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 500) ?? '';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'adminRedirects', PATH);
}

/** Admins only: the path redirects the request layer follows, a search, and a path tester. */
export default async function AdminRedirectsPage({ params, searchParams }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, PATH, { role: 'ADMIN' });
  const query = await searchParams;
  const q = one(query.q).slice(0, 100);
  const typed = one(query.test);
  const [list, tested] = await Promise.all([
    listRedirects(user, { page: pageParam(query.page), q }),
    typed ? testRedirect(user, typed) : null,
  ]);
  const t = await getTranslations('admin.redirects');
  const titles = await getTranslations('titles');
  return (
    <div className="space-y-4 py-2">
      <PageHeading
        title={titles('adminRedirects')}
        description={t('intro')}
        actions={<RedirectEditor />}
      />
      <RedirectTester typed={typed} result={tested} />
      <AdminFilters
        id="redirect-filters"
        pathname={PATH}
        search={{ value: q, label: t('search'), placeholder: t('searchPlaceholder') }}
      />
      <RedirectTable rows={list.items} />
      <AdminPagination pathname={PATH} query={{ q }} page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
