import type { Metadata } from 'next';
import { randomUUID } from 'node:crypto';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { getBillingLimits } from '@/features/billing/limits';
import { getPlanNames } from '@/features/billing/server/plans';
import { listWalletHistory } from '@/features/billing/server/wallet';
import { UserAccount } from '@/features/staff/components/users/user-account';
import { UserListings } from '@/features/staff/components/users/user-listings';
import { UserModeration } from '@/features/staff/components/users/user-moderation';
import { UserMoney } from '@/features/staff/components/users/user-money';
import { UserReports } from '@/features/staff/components/users/user-reports';
import { WalletAdjustForm } from '@/features/staff/components/users/wallet-adjust-form';
import { getUserOverview } from '@/features/staff/server/user-directory';
import { requirePageUser } from '@/lib/auth/page-gate';
import { isAdmin, isMemberType } from '@/lib/auth/roles';
import { currencyLabel } from '@/lib/format/money';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { pageParam } from '@/lib/pagination';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  return pageMetadata(toLocale(locale), 'adminUser', `/admin/users/${id}`);
}

/**
 * One account for the staff: type, state, sessions, plan, wallet and its history, listings and the
 * reports about it; warn, suspend and restore as far as the viewer may; wallet adjustment for admins.
 */
export default async function AdminUserPage({ params, searchParams }: Props) {
  const locale = await segmentLocale(params);
  const { id } = await params;
  const actor = await requirePageUser(locale, `/admin/users/${id}`, { role: 'STAFF' });
  const overview = await getUserOverview(actor, id);
  if (!overview) notFound();
  const { user } = overview;
  const member = isMemberType(user.type);
  const [history, planNames] = member
    ? await Promise.all([
        listWalletHistory(user.id, { page: pageParam((await searchParams).page), pageSize: 10 }),
        getPlanNames(),
      ])
    : [null, {}];
  const t = await getTranslations('admin.users');
  const limits = getBillingLimits();
  return (
    <div className="space-y-4 py-2">
      <AppLink href="/admin/users" className="text-sm font-semibold text-brand-700 hover:underline">
        {t('back')}
      </AppLink>
      <PageHeading
        title={<bdi className="user-text">{user.name}</bdi>}
        description={<span dir="ltr">{user.email}</span>}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <UserAccount overview={overview} />
        {member ? <UserListings listings={overview.listings} /> : null}
      </div>
      <UserModeration actor={actor} user={user} />
      {member && history ? (
        <UserMoney
          overview={overview}
          history={history}
          planNames={planNames}
          locale={locale}
          adjust={
            isAdmin(actor) ? (
              <WalletAdjustForm
                userId={user.id}
                name={user.name}
                currency={overview.wallet.currency}
                currencyLabel={currencyLabel(overview.wallet.currency, locale)}
                maxMinor={limits.maxBalanceMinor}
                initialKey={randomUUID()}
              />
            ) : (
              <p className="text-sm text-muted">{t('adjust.readOnly')}</p>
            )
          }
        />
      ) : null}
      <UserReports reports={overview.reports} />
    </div>
  );
}
