import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { Alert } from '@/components/ui/alert';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { PlanTable } from '@/features/staff/components/plans/plan-table';
import { listAllPlans } from '@/features/billing/server/plan-admin';
import { requirePageUser } from '@/lib/auth/page-gate';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'adminPlans', '/admin/plans');
}

/** Admins only: every plan, retired ones included, with a way to add, edit and retire them. */
export default async function AdminPlansPage({ params, searchParams }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, '/admin/plans', { role: 'ADMIN' });
  const [plans, { created }] = await Promise.all([listAllPlans(user), searchParams]);
  const t = await getTranslations('admin.plans');
  const titles = await getTranslations('titles');
  return (
    <div className="space-y-4 py-2">
      <PageHeading
        title={titles('adminPlans')}
        description={t('intro')}
        actions={
          <AppLink href="/admin/plans/new" className="btn btn-primary">
            {t('new')}
          </AppLink>
        }
      />
      {created ? <Alert tone="success">{t('created')}</Alert> : null}
      <PlanTable plans={plans} locale={locale} />
    </div>
  );
}
