import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import type { Locale } from '@/i18n/routing';
import type { AdminPlan } from '@/features/billing/server/plan-admin';
import { localized } from '@/features/billing/types';
import { formatMoney } from '@/lib/format/money';
import { AdminTable } from '../admin-table';
import { StatusBadge } from '../status-badge';
import { PlanLimitsText } from './plan-limits-text';
import { PlanStatusButton } from './plan-status-button';

/** Every plan with what it costs and grants, whether it is on offer and how many hold it. */
export async function PlanTable({ plans, locale }: { plans: AdminPlan[]; locale: Locale }) {
  const t = await getTranslations('admin.plans');
  return (
    <AdminTable
      id="admin-plans"
      caption={t('caption')}
      captionHidden
      rows={plans}
      rowKey={(plan) => plan.id}
      empty={t('empty')}
      testId="admin-plans"
      columns={[
        {
          key: 'plan',
          header: t('columns.plan'),
          rowHeader: true,
          cell: (plan) => (
            <span className="flex flex-col gap-0.5">
              <span>{localized(plan.name, locale)}</span>
              <span
                dir="auto"
                className="text-xs font-normal text-muted"
                lang={locale === 'ar' ? 'en' : 'ar'}
              >
                {localized(plan.name, locale === 'ar' ? 'en' : 'ar')}
              </span>
              <code dir="ltr" className="text-xs font-normal text-muted">
                {plan.code}
              </code>
            </span>
          ),
        },
        {
          key: 'audience',
          header: t('columns.audience'),
          cell: (p) => t(`audiences.${p.audience}`),
        },
        {
          key: 'price',
          header: t('columns.price'),
          align: 'end',
          className: 'whitespace-nowrap',
          cell: (plan) => formatMoney(plan.priceMinor, plan.currency, locale),
        },
        {
          key: 'duration',
          header: t('columns.duration'),
          className: 'whitespace-nowrap',
          cell: (plan) => t('days', { days: plan.durationDays }),
        },
        {
          key: 'limits',
          header: t('columns.limits'),
          cell: (plan) => <PlanLimitsText limits={plan.limits} />,
        },
        {
          key: 'status',
          header: t('columns.status'),
          cell: (plan) => {
            const state = plan.active ? 'active' : 'retired';
            return <StatusBadge state={state}>{t(`states.${state}`)}</StatusBadge>;
          },
        },
        {
          key: 'subscribers',
          header: t('columns.subscribers'),
          align: 'end',
          cell: (plan) => (
            <span title={t('subscribersLabel', { count: plan.subscribers })}>
              {plan.subscribers}
            </span>
          ),
        },
        {
          key: 'actions',
          header: t('columns.actions'),
          cell: (plan) => {
            const name = localized(plan.name, locale);
            return (
              <span className="flex flex-wrap items-start gap-2">
                <AppLink
                  href={`/admin/plans/${plan.id}`}
                  aria-label={t('editLabel', { name })}
                  className="btn-sm btn-secondary"
                >
                  {t('edit')}
                </AppLink>
                <PlanStatusButton id={plan.id} name={name} active={plan.active} />
              </span>
            );
          },
        },
      ]}
    />
  );
}
