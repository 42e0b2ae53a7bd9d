import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdvertisementForm } from '@/components/listings/owner/advertisement-form';
import { EditorLayout } from '@/components/listings/owner/editor-layout';
import { pageMetadata } from '@/lib/i18n/metadata';
import { advertisementFormValues } from '@/lib/schemas/advertisement';
import { getOwnerAdvertisement } from '@/lib/server/listings/owner-advertisements';
import { localeOf, openOwnerPage, type OwnerPageParams } from '@/lib/server/listings/owner-page';

const path = (id: string) => `/profile/advertisements/${id}/edit`;

type Props = {
  params: OwnerPageParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { id = '' } = await params;
  return pageMetadata(await localeOf(params), 'editAdvertisement', path(encodeURIComponent(id)));
}

export default async function EditAdvertisementPage({ params, searchParams }: Props) {
  const { id, owner } = await openOwnerPage(params, path);
  const ad = await getOwnerAdvertisement(owner, id);
  if (!ad) notFound();
  const titles = await getTranslations('titles');
  return (
    <EditorLayout
      kind="advertisement"
      pageTitle={titles('editAdvertisement')}
      listing={ad}
      created={(await searchParams).created === '1'}
    >
      <AdvertisementForm id={ad.id} initial={advertisementFormValues(ad)} />
    </EditorLayout>
  );
}
