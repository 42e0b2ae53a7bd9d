import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { InviteForm } from '@/features/staff/components/invite-form';
import { StaffTables } from '@/features/staff/components/staff-tables';
import { listStaff } from '@/features/staff/server/invites';
import { requirePageUser } from '@/lib/auth/page-gate';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'adminStaff', '/admin/staff');
}

/** Admins only: who is on staff, the invitations waiting, and a new invitation. */
export default async function AdminStaffPage({ params }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, '/admin/staff', { role: 'ADMIN' });
  const { members, invites } = await listStaff(user);
  const t = await getTranslations('admin.staff');
  const titles = await getTranslations('titles');
  return (
    <div className="py-2">
      <PageHeading title={titles('adminStaff')} description={t('intro')} />
      <div className="grid items-start gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <StaffTables members={members} invites={invites} />
        </div>
        <InviteForm />
      </div>
    </div>
  );
}
