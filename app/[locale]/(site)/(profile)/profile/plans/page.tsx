import { Info, LockKeyhole } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PlanCard } from '@/features/billing/components/plan-card';
import { PlansAllowance } from '@/features/contact-requests/components/plans-allowance';
import { SubscriptionSummary } from '@/features/billing/components/subscription-summary';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import { requirePageUser } from '@/lib/auth/page-gate';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { getPlanNames, listPlans } from '@/features/billing/server/plans';
import { getSubscriptionOverview } from '@/features/billing/server/subscriptions';
import { getWalletSummary } from '@/features/billing/server/wallet';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'plans', '/profile/plans');
}

export default async function PlansPage({ params, searchParams }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, '/profile/plans', { role: 'MEMBER' });
  const { reason } = await searchParams;
  const now = new Date();
  const [plans, overview, wallet, planNames] = await Promise.all([
    listPlans(user.type),
    getSubscriptionOverview(user.id, now),
    getWalletSummary(user.id),
    getPlanNames(),
  ]);
  const t = await getTranslations('billing');
  const titles = await getTranslations('titles');
  const format = await getFormatter();
  // A new period starts when the paid time ends (a renewal), or now.
  const start = overview.activeUntil ?? now;

  return (
    <div className="py-2">
      <PageHeading
        title={titles('plans')}
        description={user.type === 'OWNER' ? t('plans.ownerIntro') : t('plans.intro')}
      />
      {reason === 'subscription_required' && !user.isSubscribed ? (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-2xl border border-accent-500/40 bg-accent-100 p-4 text-accent-700"
        >
          <LockKeyhole aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{t('plans.reasonNotice')}</p>
        </div>
      ) : null}
      <SubscriptionSummary
        overview={overview}
        wallet={wallet}
        planNames={planNames}
        locale={locale}
      />
      {user.type === 'INVESTOR' && user.isSubscribed ? <PlansAllowance userId={user.id} /> : null}
      <h2 className="mb-4 text-xl font-semibold">{t('plans.available')}</h2>
      {plans.length === 0 ? (
        <p className="flex items-center gap-2 rounded-2xl border border-dashed border-line bg-surface p-8 text-muted">
          <Info aria-hidden className="size-5" />
          {t('plans.empty')}
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              locale={locale}
              current={overview.current?.planCode === plan.code}
              balanceMinor={wallet.balanceMinor}
              startLabel={format.dateTime(start, 'short')}
              endLabel={format.dateTime(
                new Date(start.getTime() + plan.durationDays * DAY_MS),
                'short',
              )}
              renew={overview.current !== null}
            />
          ))}
        </div>
      )}
    </div>
  );
}
