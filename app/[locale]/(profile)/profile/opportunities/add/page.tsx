import { getTranslations } from 'next-intl/server';
import { OpportunityForm } from '@/components/listings/owner/opportunity-form';
import { BackLink } from '@/components/listings/owner/back-link';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadata } from '@/lib/i18n/metadata';
import { localeOf, openOwnerPage, type OwnerPageParams } from '@/lib/server/listings/owner-page';

const PATH = '/profile/opportunities/add';

export async function generateMetadata({ params }: { params: OwnerPageParams }) {
  return pageMetadata(await localeOf(params), 'addOpportunity', PATH);
}

export default async function AddOpportunityPage({ params }: { params: OwnerPageParams }) {
  await openOwnerPage(params, () => PATH);
  const [titles, t] = await Promise.all([
    getTranslations('titles'),
    getTranslations('ownerListings'),
  ]);
  return (
    <div className="max-w-3xl">
      <BackLink href="/profile/opportunities">{t('opportunities.back')}</BackLink>
      <PageHeading title={titles('addOpportunity')} description={t('opportunities.addIntro')} />
      <section className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <OpportunityForm />
      </section>
    </div>
  );
}
