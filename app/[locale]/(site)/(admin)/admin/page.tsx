import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { DashboardFigures } from '@/features/staff/components/dashboard-figures';
import { RevenueChart } from '@/features/staff/components/revenue-chart';
import { TwoFactorHint } from '@/features/staff/components/two-factor-hint';
import { getDashboard } from '@/features/staff/server/dashboard';
import { getStaffTwoFactor } from '@/features/staff/server/staff-two-factor';
import { requirePageUser } from '@/lib/auth/page-gate';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'adminDashboard', '/admin');
}

/** The staff area's front page: counts for everyone on staff, revenue for admins only. */
export default async function AdminDashboardPage({ params }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, '/admin', { role: 'STAFF' });
  const [dashboard, twoFactor] = await Promise.all([getDashboard(user), getStaffTwoFactor(user)]);
  const t = await getTranslations('admin');
  return (
    <div className="py-2">
      <PageHeading title={t('nav.dashboard')} description={t('dashboard.intro')} />
      {twoFactor.enabled ? null : <TwoFactorHint />}
      <DashboardFigures dashboard={dashboard} />
      {dashboard.revenue ? (
        <RevenueChart
          days={dashboard.revenue.days}
          currency={dashboard.revenue.currency}
          totalMinor={dashboard.revenue.totalMinor}
          locale={locale}
        />
      ) : null}
    </div>
  );
}
