import { getTranslations } from 'next-intl/server';
import { AdvertisementForm } from '@/components/listings/owner/advertisement-form';
import { BackLink } from '@/components/listings/owner/back-link';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadata } from '@/lib/i18n/metadata';
import { localeOf, openOwnerPage, type OwnerPageParams } from '@/lib/server/listings/owner-page';

const PATH = '/profile/advertisements/add';

export async function generateMetadata({ params }: { params: OwnerPageParams }) {
  return pageMetadata(await localeOf(params), 'addAdvertisement', PATH);
}

export default async function AddAdvertisementPage({ params }: { params: OwnerPageParams }) {
  await openOwnerPage(params, () => PATH);
  const [titles, t] = await Promise.all([
    getTranslations('titles'),
    getTranslations('ownerListings'),
  ]);
  return (
    <div className="max-w-3xl">
      <BackLink href="/profile/advertisements">{t('advertisements.back')}</BackLink>
      <PageHeading title={titles('addAdvertisement')} description={t('advertisements.addIntro')} />
      <section className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <AdvertisementForm />
      </section>
    </div>
  );
}
