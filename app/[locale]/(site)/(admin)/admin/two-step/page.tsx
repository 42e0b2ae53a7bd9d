import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LockKeyhole } from '@/components/icons';
import { AppLink } from '@/components/ui/app-link';
import { redirect } from '@/i18n/navigation';
import { toLocale } from '@/i18n/routing';
import { getStaffTwoFactor, STAFF_TWO_FACTOR_PATH } from '@/features/staff/server/staff-two-factor';
import { requirePageUser } from '@/lib/auth/page-gate';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'adminTwoStep', STAFF_TWO_FACTOR_PATH);
}

/**
 * Where every staff page leads while STAFF_TWO_FACTOR=required and the member has not turned on
 * two-step verification: the one thing to do, and where to do it.
 */
export default async function StaffTwoStepPage({ params }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, STAFF_TWO_FACTOR_PATH, { role: 'STAFF' });
  if (!(await getStaffTwoFactor(user)).blocked) redirect({ href: '/admin', locale });
  const t = await getTranslations('admin.twoStep');
  const titles = await getTranslations('titles');
  return (
    <section
      aria-labelledby="staff-two-step-title"
      className="mx-auto max-w-xl rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
      data-testid="staff-two-step-required"
    >
      <LockKeyhole aria-hidden className="size-8 text-brand-700" />
      <h1 id="staff-two-step-title" className="mt-3 text-2xl font-bold text-ink">
        {titles('adminTwoStep')}
      </h1>
      <p className="mt-2 text-ink">{t('body')}</p>
      <p className="mt-2 text-sm text-muted">{t('after')}</p>
      <AppLink href="/profile" className="mt-5 btn btn-primary">
        {t('action')}
      </AppLink>
    </section>
  );
}
