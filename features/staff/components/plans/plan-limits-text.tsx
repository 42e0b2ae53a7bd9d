import { useTranslations } from 'next-intl';
import type { PlanLimits } from '@/features/billing/types';

/** What a plan's limits allow, in words ("20 contact requests a month", "No limit"). */
export function PlanLimitsText({ limits }: { limits: PlanLimits }) {
  const t = useTranslations('admin.plans.limits');
  if (limits.contactRequestsPerMonth !== undefined) {
    return t('contactRequests', { count: limits.contactRequestsPerMonth });
  }
  if (limits.activeListings !== undefined) {
    return t('activeListings', { count: limits.activeListings });
  }
  return t('none');
}
