import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { getBillingLimits } from '@/features/billing/limits';
import { priceInput } from '@/features/billing/schemas/plan-admin';
import { getPlanForAdmin } from '@/features/billing/server/plan-admin';
import { localized } from '@/features/billing/types';
import { PlanEditForm } from '@/features/staff/components/plans/plan-form';
import { PlanStatusButton } from '@/features/staff/components/plans/plan-status-button';
import { StatusBadge } from '@/features/staff/components/status-badge';
import { requirePageUser } from '@/lib/auth/page-gate';
import { currencyLabel } from '@/lib/format/money';
import { isUuid } from '@/lib/ids';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  return pageMetadata(toLocale(locale), 'adminEditPlan', `/admin/plans/${id}`);
}

/** Admins only: one plan's texts and terms, and whether it is on offer. */
export default async function AdminEditPlanPage({ params }: Props) {
  const locale = await segmentLocale(params);
  const { id } = await params;
  const user = await requirePageUser(locale, `/admin/plans/${id}`, { role: 'ADMIN' });
  const plan = isUuid(id) ? await getPlanForAdmin(user, id) : null;
  if (!plan) notFound();
  const t = await getTranslations('admin.plans');
  const { currency } = getBillingLimits();
  const name = localized(plan.name, locale);
  const state = plan.active ? 'active' : 'retired';
  return (
    <div className="space-y-4 py-2">
      <AppLink href="/admin/plans" className="text-sm font-semibold text-brand-700 hover:underline">
        {t('back')}
      </AppLink>
      <PageHeading title={name} description={t('intro')} />
      <section
        aria-labelledby="plan-availability"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm"
      >
        <div className="space-y-1">
          <h2 id="plan-availability" className="flex items-center gap-2 font-semibold text-ink">
            {t('availability')}
            <StatusBadge state={state}>{t(`states.${state}`)}</StatusBadge>
          </h2>
          <p className="text-sm text-muted">
            {plan.active ? t('activeText') : t('retiredText')}{' '}
            {t('subscribersLabel', { count: plan.subscribers })}
          </p>
        </div>
        <PlanStatusButton id={plan.id} name={name} active={plan.active} />
      </section>
      <PlanEditForm
        id={plan.id}
        audience={plan.audience}
        code={plan.code}
        currency={currency}
        currencyLabel={currencyLabel(currency, locale)}
        defaults={{
          nameEn: plan.name.en,
          nameAr: plan.name.ar,
          descriptionEn: plan.description.en,
          descriptionAr: plan.description.ar,
          featuresEn: plan.features.en.join('\n'),
          featuresAr: plan.features.ar.join('\n'),
          price: priceInput(plan.priceMinor, plan.currency),
          durationDays: String(plan.durationDays),
          contactRequestsPerMonth: String(plan.limits.contactRequestsPerMonth ?? ''),
          dealRoomMegabytes: String(plan.limits.dealRoomMegabytes ?? ''),
          activeListings: String(plan.limits.activeListings ?? ''),
          sortOrder: String(plan.sortOrder),
        }}
      />
    </div>
  );
}
