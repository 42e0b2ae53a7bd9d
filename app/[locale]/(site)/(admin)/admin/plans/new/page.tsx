import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { getBillingLimits } from '@/features/billing/limits';
import { PlanCreateForm } from '@/features/staff/components/plans/plan-form';
import { requirePageUser } from '@/lib/auth/page-gate';
import { currencyLabel } from '@/lib/format/money';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'adminNewPlan', '/admin/plans/new');
}

const EMPTY_TERMS = {
  nameEn: '',
  nameAr: '',
  descriptionEn: '',
  descriptionAr: '',
  featuresEn: '',
  featuresAr: '',
  price: '',
  durationDays: '30',
  contactRequestsPerMonth: '',
  dealRoomMegabytes: '',
  activeListings: '',
  sortOrder: '100',
};

/** Admins only: a new plan, on offer as soon as it is created. */
export default async function AdminNewPlanPage({ params }: Props) {
  const locale = await segmentLocale(params);
  await requirePageUser(locale, '/admin/plans/new', { role: 'ADMIN' });
  const t = await getTranslations('admin.plans');
  const titles = await getTranslations('titles');
  const { currency } = getBillingLimits();
  return (
    <div className="space-y-4 py-2">
      <AppLink href="/admin/plans" className="text-sm font-semibold text-brand-700 hover:underline">
        {t('back')}
      </AppLink>
      <PageHeading title={titles('adminNewPlan')} description={t('intro')} />
      <PlanCreateForm
        defaults={EMPTY_TERMS}
        currency={currency}
        currencyLabel={currencyLabel(currency, locale)}
      />
    </div>
  );
}
